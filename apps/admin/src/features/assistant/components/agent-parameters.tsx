import { AGENT_BRAND_URL_KEYS, AGENT_THEME_KEYS } from '@bar/domain/ai-agent';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FieldGroup,
  NumberField,
  TextField,
  TextAreaField,
} from '../../../components/editor-kit/fields';
import type { AgentConfigForm } from '../lib/config-form';

/**
 * 'Parámetros del agente': who it is, its model, theme, assets and brand, free parameters, the
 * chat settings and the site's index paths.
 */
export function AgentParameters({
  form,
  values,
}: {
  form: UseFormReturn<AgentConfigForm>;
  /** What is stored (the index paths' labels come from it). */
  values: AgentConfigForm | undefined;
}) {
  const { t } = useTranslation('admin');
  const params = useFieldArray({ control: form.control, name: 'agent.params' });
  return (
    <details open className="agent-section">
      <summary>{t('aiAgent.sections.parameters')}</summary>
      <FieldGroup legend={t('aiAgent.groups.agent')}>
        <TextField form={form} name="agent.displayName" label={t('aiAgent.fields.displayName')} />
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
        <TextField form={form} name="agent.brand.name" label={t('aiAgent.fields.brandName')} />
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
        {params.fields.length === 0 && <p className="agent-note">{t('aiAgent.params.empty')}</p>}
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
        <TextField form={form} name="settings.provider" label={t('aiAgent.settings.provider')} />
        <TextField form={form} name="settings.model" label={t('aiAgent.settings.model')} />
        <TextField form={form} name="settings.apiMode" label={t('aiAgent.settings.apiMode')} />
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
            // The spec's topic in the panel's language; a label staff added shows as written.
            label={t(`aiAgent.metrics.topicNames.${row.label}`, { defaultValue: row.label })}
          />
        ))}
      </FieldGroup>
    </details>
  );
}
