import { DEFAULT_AGENT_ID, type AiAgent } from '@bar/domain/ai-agent';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAgentApi } from '../api/ai-agent-api';
import { ChatMetricsView } from './chat-metrics';
import { LeadsList } from './leads-list';

type FormValues = {
  displayName: string;
  welcome: string;
  domain: string;
  languages: string;
  showLeadForm: boolean;
  model: string;
  temperature: number;
  maxTokens: number;
  avatarPath: string;
  fabIconPath: string;
  params: string;
};

const toForm = (agent: AiAgent): FormValues => ({
  displayName: agent.displayName,
  welcome: agent.welcome,
  domain: agent.domain,
  languages: agent.languages.join(', '),
  showLeadForm: agent.showLeadForm,
  model: agent.openai.model,
  temperature: agent.openai.temperature,
  maxTokens: agent.openai.max_tokens,
  avatarPath: agent.assets.avatarPath,
  fabIconPath: agent.assets.fabIconPath,
  params: Object.entries(agent.params)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('\n'),
});

const toAgent = (values: FormValues): AiAgent => ({
  displayName: values.displayName.trim(),
  welcome: values.welcome.trim(),
  domain: values.domain.trim(),
  languages: values.languages
    .split(',')
    .map((lang) => lang.trim())
    .filter(Boolean),
  showLeadForm: values.showLeadForm,
  openai: {
    model: values.model.trim() || 'gpt-5-nano',
    temperature: Number(values.temperature),
    max_tokens: Math.max(1, Math.round(Number(values.maxTokens))),
  },
  assets: { avatarPath: values.avatarPath.trim(), fabIconPath: values.fabIconPath.trim() },
  params: Object.fromEntries(
    values.params
      .split('\n')
      .map((line) => line.split('='))
      .filter(([key]) => key?.trim())
      .map(([key = '', ...rest]) => [key.trim(), rest.join('=').trim()]),
  ),
});

/**
 * The AI agent screen: the agent's parameters in a collapsible section with one
 * save-all ('Guardando…'); a missing agent document reads as the empty configuration and Save
 * creates it. Beside it, the chat's leads and metrics.
 */
export default function AiAgentPanel() {
  const { t } = useTranslation('admin');
  const agentId = DEFAULT_AGENT_ID;
  const api = useAgentApi(agentId);
  const queryClient = useQueryClient();
  const agent = useQuery({ queryKey: ['admin', 'ai-agent', agentId], queryFn: api.getAgent });
  const form = useForm<FormValues>();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const { reset } = form;
  useEffect(() => {
    if (agent.data) reset(toForm(agent.data));
  }, [agent.data, reset]);

  const save = form.handleSubmit(async (values) => {
    setStatus('saving');
    try {
      await api.saveAgent(toAgent(values));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'ai-agent', agentId] });
      setStatus('saved');
    } catch {
      setStatus('error');
    }
  });

  if (agent.isPending) return <p>{t('aiAgent.loading')}</p>;
  const field = (name: keyof FormValues, type = 'text', extra: Record<string, unknown> = {}) => (
    <label className="agent-field">
      {t(`aiAgent.fields.${name}`)}
      <input type={type} {...form.register(name)} {...extra} />
    </label>
  );
  return (
    <div className="agent-panel">
      <form onSubmit={(event) => void save(event)}>
        <details open>
          <summary>{t('aiAgent.sections.parameters')}</summary>
          {field('displayName')}
          {field('welcome')}
          {field('domain')}
          {field('languages')}
          <label className="agent-field">
            <input type="checkbox" {...form.register('showLeadForm')} />
            {t('aiAgent.fields.showLeadForm')}
          </label>
          {field('model')}
          {field('temperature', 'number', { step: 0.1, min: 0, max: 2 })}
          {field('maxTokens', 'number', { step: 1, min: 1 })}
        </details>
        <details>
          <summary>{t('aiAgent.sections.content')}</summary>
          {field('avatarPath')}
          {field('fabIconPath')}
          <label className="agent-field">
            {t('aiAgent.fields.params')}
            <textarea rows={4} {...form.register('params')} />
          </label>
        </details>
        <button type="submit" disabled={status === 'saving'}>
          {t('aiAgent.save')}
        </button>
        <p role="status">
          {status === 'saving' && t('aiAgent.saving')}
          {status === 'saved' && t('aiAgent.saved')}
        </p>
        {status === 'error' && <p role="alert">{t('aiAgent.error')}</p>}
      </form>
      <LeadsList agentId={agentId} />
      <ChatMetricsView agentId={agentId} />
    </div>
  );
}
