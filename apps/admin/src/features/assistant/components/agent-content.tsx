import {
  AGENT_LANGUAGES,
  AGENT_TEXT_KEYS,
  type AgentLanguage,
} from '@bar/domain/assistant/agent-config';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, TextAreaField, TextField } from '../../../components/editor-kit/fields';
import type { AgentConfigForm } from '../lib/config-form';

const LONG_TEXTS = new Set(['description', 'greeting', 'farewell', 'unknownResponse', 'fallback']);

/** 'Contenido del agente': its texts in one language at a time. */
export function AgentContent({ form }: { form: UseFormReturn<AgentConfigForm> }) {
  const { t } = useTranslation('admin');
  const [lang, setLang] = useState<AgentLanguage>('es');
  return (
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
  );
}
