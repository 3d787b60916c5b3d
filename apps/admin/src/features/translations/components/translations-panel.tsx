import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/content-table/content-table.css';
import { TranslationEditor } from './translation-editor';
import { TranslationInspector } from './translation-inspector';

/** The translations tab: the editor (staff only, like the whole panel) and the inspector. */
function TranslationsPanel() {
  const { t } = useTranslation('admin');
  const [view, setView] = useState('editor');
  return (
    <div className="content-tab">
      <h2>{t('tabs.translations')}</h2>
      <Tabs.Root value={view} onValueChange={setView}>
        <Tabs.List className="panel__tabs" aria-label={t('translationsTab.views')}>
          <Tabs.Trigger value="editor" className="panel__tab">
            {t('translationsTab.editor')}
          </Tabs.Trigger>
          <Tabs.Trigger value="inspector" className="panel__tab">
            {t('inspector.title')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="editor">
          <TranslationEditor />
        </Tabs.Content>
        <Tabs.Content value="inspector">
          <TranslationInspector />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

export default TranslationsPanel;
