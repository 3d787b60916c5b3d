import { FACULTIES_ON } from '@bar/domain/settings/schema';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FieldGroup, TextField } from '../../../components/editor-kit/fields';
import type { SiteForm } from '../lib/site-settings';
import { SiteGroups } from './site-groups';

export const FLAGS = ['adminPanel', ...FACULTIES_ON] as const;
export const LEGALS = [
  'Name',
  'TaxId',
  'BusinessNumber',
  'Email',
  'Phone',
  'Address',
  'placeQuery',
] as const;
export const CONTROLLER = ['Name', 'Email', 'Phone', 'Address'] as const;

/** The values the settings form edits (its schema lives with the panel). */
export type SettingsFormValues = {
  faculties: Record<string, boolean>;
  domain: { enabled: boolean; url: string };
  company: {
    legals: Record<(typeof LEGALS)[number], string>;
    controller: Record<(typeof CONTROLLER)[number], string>;
  };
  site: SiteForm;
};

/**
 * The settings form's groups: feature flags, domain, company data, then the website, PWA, shop
 * and AdSense groups. Every flag and field carries a label and a one-line help in the panel's
 * language (tied to its control by aria-describedby), never the stored data key.
 */
export function SettingsFields({ form }: { form: UseFormReturn<SettingsFormValues> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FieldGroup legend={t('settingsTab.flags')}>
        {FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            form={form}
            name={`faculties.${flag}`}
            label={t(`settingsTab.flagLabels.${flag}`)}
            hint={t(`settingsTab.flagHints.${flag}`)}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend={t('settingsTab.domain')}>
        <CheckboxField
          form={form}
          name="domain.enabled"
          label={t('settingsTab.domainEnabled')}
          hint={t('settingsTab.domainEnabledHint')}
        />
        <TextField
          form={form}
          name="domain.url"
          type="url"
          label={t('settingsTab.domainUrl')}
          hint={t('settingsTab.domainUrlHint')}
        />
      </FieldGroup>
      <FieldGroup legend={t('settingsTab.legals')}>
        {LEGALS.map((key) => (
          <TextField
            key={key}
            form={form}
            name={`company.legals.${key}`}
            label={t(`settingsTab.legalLabels.${key}`)}
            hint={t(`settingsTab.legalHints.${key}`)}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend={t('settingsTab.controller')}>
        {CONTROLLER.map((key) => (
          <TextField
            key={key}
            form={form}
            name={`company.controller.${key}`}
            label={t(`settingsTab.controllerLabels.${key}`)}
            hint={t(`settingsTab.controllerHints.${key}`)}
          />
        ))}
      </FieldGroup>
      <SiteGroups form={form as unknown as UseFormReturn<{ site: SiteForm }>} />
    </>
  );
}
