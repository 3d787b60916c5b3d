import { AGENT_BRAND_URL_KEYS, AGENT_THEME_KEYS, DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import {
  AGENT_LANGUAGES,
  AGENT_TEXT_KEYS,
  type AgentLanguage,
} from '@bar/domain/assistant/agent-config';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorFormView } from '../../../components/editor-kit/editor-form-view';
import {
  CheckboxField,
  FieldGroup,
  NumberField,
  TextAreaField,
  TextField,
} from '../../../components/editor-kit/fields';
import { useEditorForm } from '../../../components/editor-kit/use-editor-form';
import { useAgentConfig } from '../api/use-agent-config';
import { type AgentConfigForm, configFormSchema, toConfig, toForm } from '../lib/config-form';
import { ChatMetricsView } from './chat-metrics';
import { LeadsList } from './leads-list';

const LONG_TEXTS = new Set(['description', 'greeting', 'farewell', 'unknownResponse', 'fallback']);

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
  const params = useFieldArray({ control: form.control, name: 'agent.params' });
  const [lang, setLang] = useState<AgentLanguage>('es');

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
          <details open className="agent-section">
            <summary>{t('aiAgent.sections.parameters')}</summary>
            <FieldGroup legend={t('aiAgent.groups.agent')}>
              <TextField
                form={form}
                name="agent.displayName"
                label={t('aiAgent.fields.displayName')}
              />
              <TextAreaField
                form={form}
                name="agent.welcome"
                rows={2}
                label={t('aiAgent.fields.welcome')}
                hint={t('aiAgent.hints.welcome')}
              />
              <TextField form={form} name="agent.domain" label={t('aiAgent.fields.domain')} />
              <TextField
                form={form}
                name="agent.languages"
                label={t('aiAgent.fields.languages')}
                hint={t('aiAgent.hints.languages')}
              />
              <CheckboxField
                form={form}
                name="agent.showLeadForm"
                label={t('aiAgent.fields.showLeadForm')}
                hint={t('aiAgent.hints.showLeadForm')}
              />
            </FieldGroup>
            <FieldGroup legend={t('aiAgent.groups.model')}>
              <TextField form={form} name="agent.openai.model" label={t('aiAgent.fields.model')} />
              <NumberField
                form={form}
                name="agent.openai.temperature"
                step={0.1}
                label={t('aiAgent.fields.temperature')}
              />
              <NumberField
                form={form}
                name="agent.openai.max_tokens"
                step={1}
                label={t('aiAgent.fields.maxTokens')}
              />
            </FieldGroup>
            <FieldGroup legend={t('aiAgent.groups.theme')}>
              {AGENT_THEME_KEYS.map((key) => (
                <TextField
                  key={key}
                  form={form}
                  name={`agent.theme.${key}`}
                  label={t(`aiAgent.theme.${key}`)}
                />
              ))}
            </FieldGroup>
            <FieldGroup legend={t('aiAgent.groups.assets')}>
              {(['logoPath', 'avatarPath', 'favIconPath', 'fabIconPath'] as const).map((key) => (
                <TextField
                  key={key}
                  form={form}
                  name={`agent.assets.${key}`}
                  label={t(`aiAgent.fields.${key}`)}
                />
              ))}
            </FieldGroup>
            <FieldGroup legend={t('aiAgent.groups.brand')}>
              <TextField
                form={form}
                name="agent.brand.name"
                label={t('aiAgent.fields.brandName')}
              />
              <TextField form={form} name="agent.brand.slogan" label={t('aiAgent.fields.slogan')} />
              {AGENT_BRAND_URL_KEYS.map((key) => (
                <TextField
                  key={key}
                  form={form}
                  name={`agent.brand.urls.${key}`}
                  label={t(`aiAgent.urls.${key}`)}
                />
              ))}
            </FieldGroup>
            <FieldGroup legend={t('aiAgent.fields.params')}>
              {params.fields.length === 0 && (
                <p className="agent-note">{t('aiAgent.params.empty')}</p>
              )}
              <ul className="agent-params">
                {params.fields.map((row, index) => (
                  <li key={row.id}>
                    <TextField
                      form={form}
                      name={`agent.params.${index}.key`}
                      label={t('aiAgent.params.key', { n: index + 1 })}
                    />
                    <TextField
                      form={form}
                      name={`agent.params.${index}.value`}
                      label={t('aiAgent.params.value', { n: index + 1 })}
                    />
                    <button type="button" className="button" onClick={() => params.remove(index)}>
                      {t('aiAgent.params.remove', { n: index + 1 })}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button"
                onClick={() => params.append({ key: '', value: '' })}
              >
                {t('aiAgent.params.add')}
              </button>
            </FieldGroup>
            <FieldGroup legend={t('aiAgent.groups.settings')}>
              <TextField form={form} name="settings.avatar" label={t('aiAgent.settings.avatar')} />
              <TextField
                form={form}
                name="settings.provider"
                label={t('aiAgent.settings.provider')}
              />
              <TextField form={form} name="settings.model" label={t('aiAgent.settings.model')} />
              <TextField
                form={form}
                name="settings.apiMode"
                label={t('aiAgent.settings.apiMode')}
              />
              <NumberField
                form={form}
                name="settings.temperature"
                step={0.1}
                label={t('aiAgent.settings.temperature')}
              />
              <TextField
                form={form}
                name="settings.languages"
                label={t('aiAgent.settings.languages')}
                hint={t('aiAgent.hints.languages')}
              />
              <NumberField
                form={form}
                name="settings.chat.maxTokens"
                step={1}
                label={t('aiAgent.settings.maxTokens')}
              />
              <NumberField
                form={form}
                name="settings.chat.top_p"
                step={0.05}
                label={t('aiAgent.settings.topP')}
              />
            </FieldGroup>
            <FieldGroup legend={t('aiAgent.groups.indiceAI')}>
              <p className="agent-note">{t('aiAgent.hints.indiceAI')}</p>
              {(values?.settings.indiceAI ?? []).map((row, index) => (
                <TextField
                  key={row.label}
                  form={form}
                  name={`settings.indiceAI.${index}.paths`}
                  label={row.label}
                />
              ))}
            </FieldGroup>
          </details>
          <details open className="agent-section">
            <summary>{t('aiAgent.sections.content')}</summary>
            <fieldset className="agent-locales">
              <legend>{t('aiAgent.locale')}</legend>
              {AGENT_LANGUAGES.map((code) => (
                <label key={code} className="agent-locale">
                  <input
                    type="radio"
                    name="agent-content-locale"
                    value={code}
                    checked={lang === code}
                    onChange={() => setLang(code)}
                  />
                  {t(`aiAgent.locales.${code}`)}
                </label>
              ))}
            </fieldset>
            <FieldGroup legend={t('aiAgent.groups.texts', { lang: t(`aiAgent.locales.${lang}`) })}>
              {AGENT_TEXT_KEYS.map((key) =>
                LONG_TEXTS.has(key) ? (
                  <TextAreaField
                    key={`${lang}.${key}`}
                    form={form}
                    name={`content.${lang}.${key}`}
                    rows={2}
                    label={t(`aiAgent.texts.${key}`)}
                  />
                ) : (
                  <TextField
                    key={`${lang}.${key}`}
                    form={form}
                    name={`content.${lang}.${key}`}
                    label={t(`aiAgent.texts.${key}`)}
                  />
                ),
              )}
              <TextAreaField
                key={`${lang}.shortcuts`}
                form={form}
                name={`content.${lang}.shortcuts`}
                rows={3}
                label={t('aiAgent.texts.shortcuts')}
                hint={t('aiAgent.hints.shortcuts')}
              />
            </FieldGroup>
          </details>
        </EditorFormView>
      )}
      <LeadsList agentId={agentId} />
      <ChatMetricsView agentId={agentId} />
    </div>
  );
}
