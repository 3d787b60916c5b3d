import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorFormView } from '../../../components/editor-kit/editor-form-view';
import { useEditorForm } from '../../../components/editor-kit/use-editor-form';
import { settingsFieldText } from '../../../components/editor-kit/settings-field-text';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import {
  useRefreshSettings,
  useSaveSettings,
  useSettings,
} from '../../../components/editor-kit/use-settings';
import { siteFormSchema, sitePatchOf, siteValuesOf, type SiteForm } from '../lib/site-settings';
import { CONTROLLER, FLAGS, LEGALS, SettingsFields } from './settings-fields';
import type { FieldValues } from 'react-hook-form';

const text = z.string().max(2000);

/** The part of settings/default this form edits. */
const BaseFormSchema = z.object({
  faculties: z.object(Object.fromEntries(FLAGS.map((flag) => [flag, z.boolean()]))),
  domain: z.object({ enabled: z.boolean(), url: text }),
  company: z.object({
    legals: z.object({
      Name: text,
      TaxId: text,
      BusinessNumber: text,
      Email: text,
      Phone: text,
      Address: text,
      placeQuery: text,
    }),
    controller: z.object({ Name: text, Email: text, Phone: text, Address: text }),
  }),
});
type SettingsForm = z.infer<typeof BaseFormSchema> & { site: SiteForm };

/** The settings tab: feature flags, domain and company data, with the kit's save and versions. */
export function SettingsPanel() {
  const { t } = useTranslation('admin');
  const query = useSettings();
  const { mutateAsync: saveSettings } = useSaveSettings();
  const refresh = useRefreshSettings();
  const schema = useMemo(
    () =>
      BaseFormSchema.extend({
        site: siteFormSchema((id) => t(`settingsTab.errors.${id}`)),
      }) as unknown as z.ZodType<SettingsForm, FieldValues>,
    [t],
  );
  const values = useMemo<SettingsForm | undefined>(() => {
    const settings = query.data?.settings;
    if (!settings) return undefined;
    const { legals, controller } = settings.company;
    return {
      faculties: Object.fromEntries(FLAGS.map((flag) => [flag, Boolean(settings.faculties[flag])])),
      domain: { enabled: settings.domain.enabled, url: settings.domain.url },
      site: siteValuesOf(settings),
      company: {
        legals: Object.fromEntries(
          LEGALS.map((key) => [key, String(legals[key] ?? '')]),
        ) as SettingsForm['company']['legals'],
        controller: Object.fromEntries(
          CONTROLLER.map((key) => [key, String(controller[key] ?? '')]),
        ) as SettingsForm['company']['controller'],
      },
    };
  }, [query.data]);
  const onSave = useCallback(
    async (next: SettingsForm) => {
      const { site, ...rest } = next;
      await saveSettings({ ...rest, ...sitePatchOf(site) });
    },
    [saveSettings],
  );
  const editor = useEditorForm({ schema, values, onSave });
  const form = editor.form;

  if (query.isPending) return <p>{t('editorKit.loading')}</p>;
  return (
    <div className="settings-tab">
      <h2>{t('tabs.settings')}</h2>
      <EditorFormView editor={editor} label={t('tabs.settings')}>
        <SettingsFields form={form} />
      </EditorFormView>
      <VersionHistory
        area="settings"
        current={query.data?.stored}
        onRestored={refresh}
        fieldLabel={(path) => settingsFieldText(t, path)}
      />
    </div>
  );
}
