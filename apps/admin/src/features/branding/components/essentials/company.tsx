import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asList, asObject, asText, valuesList, valuesText } from '../../lib/essentials';
import type { Json } from '../../lib/json-edit';
import { PictureField } from '../picture-field';
import { type EssentialsProps, Input, TextArea } from './fields';
import { NamedLinks } from './named-links';

const COMPANY_TEXTS = ['brandName', 'tagline'] as const;
const COMPANY_LONG_TEXTS = ['mission', 'vision', 'terms', 'privacy'] as const;
/** The company's fields this form edits (the panel's other fields leave them out). */
export const COMPANY_KEYS: readonly string[] = [
  ...COMPANY_TEXTS,
  'Logo',
  ...COMPANY_LONG_TEXTS,
  'values',
  'branches',
];

/** The company's name, tagline, logo, mission, vision, values, terms, privacy and branches. */
export function Company({ doc, setDoc, errors, disabled }: EssentialsProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const company = asObject(doc['company']);
  const set = (key: string, value: Json) =>
    setDoc((old) => ({ ...old, company: { ...asObject(old['company']), [key]: value } }));
  return (
    <fieldset className="kit-group">
      <legend>{t('brandingForms.company.title')}</legend>
      <div className="branding-essentials__grid">
        {COMPANY_TEXTS.map((key) => (
          <Input
            key={key}
            id={`${id}-${key}`}
            label={t(`brandingForms.company.${key}`)}
            value={asText(company[key])}
            error={undefined}
            disabled={disabled}
            onChange={(value) => set(key, value)}
          />
        ))}
      </div>
      <PictureField
        id={`${id}-logo`}
        label={t('brandingForms.company.logo')}
        hint={t('brandingForms.company.logoHint')}
        error={errors['company.Logo'] && t(`brandingForms.errors.${errors['company.Logo']}`)}
        value={asText(company['Logo'])}
        disabled={disabled}
        onChange={(value) => set('Logo', value)}
      />
      {COMPANY_LONG_TEXTS.map((key) => (
        <TextArea
          key={key}
          id={`${id}-${key}`}
          label={t(`brandingForms.company.${key}`)}
          value={asText(company[key])}
          hint={
            key === 'terms' || key === 'privacy' ? t('brandingForms.company.paragraphs') : undefined
          }
          disabled={disabled}
          onChange={(value) => set(key, value)}
        />
      ))}
      <ValuesField
        id={`${id}-values`}
        value={company['values']}
        disabled={disabled}
        onChange={(value) => set('values', value)}
      />
      <NamedLinks
        legend={t('brandingForms.company.branches')}
        items={asList(company['branches']).map(asObject)}
        onItems={(next) => set('branches', next)}
        errorPath="company.branches"
        errors={errors}
        disabled={disabled}
        labels={{
          name: (n) => t('brandingForms.company.branchName', { n }),
          url: (n) => t('brandingForms.company.branchUrl', { n }),
          remove: (n) => t('brandingForms.company.removeBranch', { n }),
          add: t('brandingForms.company.addBranch'),
        }}
        blank={{ name: '', url: '', icon: '' }}
      />
    </fieldset>
  );
}

/** The values, one per line: the text is kept as typed, the stored list follows it. */
function ValuesField({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: Json | undefined;
  disabled: boolean;
  onChange: (value: Json) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(() => valuesText(value));
  return (
    <TextArea
      id={id}
      label={t('brandingForms.company.values')}
      hint={t('brandingForms.company.valuesHint')}
      value={text}
      disabled={disabled}
      onChange={(next) => {
        setText(next);
        onChange(Array.isArray(value) || next.includes('\n') ? valuesList(next) : next.trim());
      }}
    />
  );
}
