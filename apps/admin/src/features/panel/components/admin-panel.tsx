import * as Tabs from '@radix-ui/react-tabs';
import { useAuth } from '@bar/session/use-auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_TABS, TAB_LABEL_KEYS, type PanelTab } from '../panel-tabs';
import { SuperadminOnly } from './superadmin-only';

export type AdminPanelProps = {
  tab: PanelTab;
  onTabChange: (tab: PanelTab) => void;
  /** Each tab's content, given by the app (a feature never imports another). */
  panels?: Partial<Record<PanelTab, ReactNode>>;
  /** Tabs whose feature flag is off: hidden from admins, marked as off for superadmins. */
  switchedOff?: readonly PanelTab[];
};

/**
 * The control panel: Radix Tabs give role=tablist/tab/tabpanel, roving focus and arrow keys
 * (https://www.radix-ui.com/primitives/docs/components/tabs).
 */
export function AdminPanel({ tab, onTabChange, panels = {}, switchedOff = [] }: AdminPanelProps) {
  const { t } = useTranslation('admin');
  const { userRole } = useAuth();
  const superadmin = userRole === 'superadmin';
  const shown = superadmin ? PANEL_TABS : PANEL_TABS.filter((id) => !switchedOff.includes(id));
  // A switched-off tab's address opens the first tab still shown.
  const current = shown.includes(tab) ? tab : (shown[0] ?? tab);
  return (
    <Tabs.Root
      className="panel"
      value={current}
      onValueChange={(value) => onTabChange(value as PanelTab)}
      // Arrows move the focus, Enter or Space opens the tab: a tab is an editor with its own
      // load and unsaved changes, so focus alone (an arrow key, or focus coming back to a tab
      // after the unsaved-changes dialog) never leaves the one open.
      activationMode="manual"
    >
      {/* The page's one level-one heading; each tab's own title is a level two. */}
      <h1 className="panel__title">{t('app.title')}</h1>
      <Tabs.List className="panel__tabs" aria-label={t('panel.tabsLabel')}>
        {shown.map((id) => (
          <Tabs.Trigger key={id} value={id} className="panel__tab">
            {t(TAB_LABEL_KEYS[id])}
            {switchedOff.includes(id) && (
              <span className="panel__tab-off"> ({t('panel.tabOff')})</span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map((id) => (
        <Tabs.Content key={id} value={id} className="panel__content">
          {id === 'branding' ? <SuperadminOnly>{panels[id]}</SuperadminOnly> : panels[id]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
