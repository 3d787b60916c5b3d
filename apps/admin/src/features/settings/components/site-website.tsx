import { LOCALES } from '@bar/domain/locale';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FieldGroup,
  SelectField,
  TextField,
} from '../../../components/editor-kit/fields';
import type { SiteFormApi } from '../lib/site-settings';

/** The website group: address, pictures, fonts, theme aliases and languages. */
export function SiteWebsite({ form }: { form: SiteFormApi }) {
  const { t } = useTranslation('admin');

  const s = (key: string) => t(`settingsTab.site.${key}`);

  return (
    <FieldGroup legend={s('website')}>
      <TextField form={form} name="site.website.url" type="url" label={s('url')} />
      <TextField form={form} name="site.website.favicon" label={s('favicon')} />
      <TextField form={form} name="site.website.ogImage" label={s('ogImage')} />
      <TextField form={form} name="site.website.fontHeadings" label={s('fontHeadings')} />
      <TextField form={form} name="site.website.fontBody" label={s('fontBody')} />
      <TextField form={form} name="site.website.aliasLight" label={s('aliasLight')} />
      <TextField form={form} name="site.website.aliasDark" label={s('aliasDark')} />
      <SelectField
        form={form}
        name="site.website.initialSlot"
        label={s('initialSlot')}
        options={[
          { value: 'light', label: s('slotLight') },
          { value: 'dark', label: s('slotDark') },
        ]}
      />
      <TextField
        form={form}
        name="site.website.colorLight"
        label={s('colorLight')}
        hint={s('colorHint')}
      />
      <TextField
        form={form}
        name="site.website.colorDark"
        label={s('colorDark')}
        hint={s('colorHint')}
      />
      <SelectField
        form={form}
        name="site.website.defaultLocale"
        label={s('defaultLocale')}
        options={LOCALES.map((locale) => ({
          value: locale,
          label: t(`settingsTab.site.locales.${locale}`),
        }))}
      />
      {LOCALES.map((locale) => (
        <CheckboxField
          key={locale}
          form={form}
          name={`site.website.supported.${locale}`}
          label={t('settingsTab.site.supportedLocale', {
            locale: t(`settingsTab.site.locales.${locale}`),
          })}
        />
      ))}
      {form.formState.errors.site?.website?.supported?.root?.message && (
        <p className="kit-field__error" role="alert">
          {form.formState.errors.site.website.supported.root.message}
        </p>
      )}
    </FieldGroup>
  );
}
