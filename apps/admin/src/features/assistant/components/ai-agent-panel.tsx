import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFormView } from '../../../components/editor-kit/editor-form-view';
import { useEditorForm } from '../../../components/editor-kit/use-editor-form';
import { useAgentConfig } from '../api/use-agent-config';
import { type AgentConfigForm, configFormSchema, toConfig, toForm } from '../lib/config-form';
import { ChatMetricsView } from './chat-metrics';
import { AgentContent } from './agent-content';
import { AgentParameters } from './agent-parameters';
import { LeadsList } from './leads-list';
import { UnansweredQuestions } from './unanswered-questions';

/**
 * The AI agent tab: the configuration screen (two collapsible sections, agent parameters and
 * agent content, one save-all that shows 'Guardando…'; a missing agent document is the empty
 * configuration and Save creates it), then the chat's leads and metrics.
 */
export default function AiAgentPanel() {
  const { t } = useTranslation('admin');
  const agentId = DEFAULT_AGENT_ID;
  const { query, save } = useAgentConfig(agentId);
  const values = useMemo(() => (query.data ? toForm(query.data) : undefined), [query.data]);
  const schema = useMemo(() => configFormSchema(t), [t]);
  const onSave = useCallback(
    async (form: AgentConfigForm) => toForm(await save(toConfig(form))),
    [save],
  );
  const editor = useEditorForm({ schema, values, onSave });
  const form = editor.form;

  return (
    <div className="agent-panel">
      <h2>{t('tabs.aiAgent')}</h2>
      {query.isPending ? (
        <p role="status">{t('aiAgent.loading')}</p>
      ) : query.isError ? (
        <p role="alert">{t('aiAgent.loadError')}</p>
      ) : (
        <EditorFormView
          editor={editor}
          label={t('aiAgent.formLabel')}
          saveLabel={t('aiAgent.save')}
          savingLabel={t('aiAgent.saving')}
        >
          {query.data?.exists === false && <p className="agent-note">{t('aiAgent.missing')}</p>}
          <AgentParameters form={form} values={values} />
          <AgentContent form={form} />
        </EditorFormView>
      )}
      <UnansweredQuestions agentId={agentId} />
      <LeadsList agentId={agentId} />
      <ChatMetricsView agentId={agentId} />
    </div>
  );
}
