import { getAdminBranding, patchAdminBranding } from '@bar/client/endpoints/site-admin';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useToast } from '../../../components/editor-kit/toast';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { versionsQueryKey } from '../../../components/editor-kit/use-versions';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import { essentialsErrors } from '../lib/essentials';
import { isStored, type JsonObject, leaves, mergePatch } from '../lib/json-edit';
import { BrandingEssentials, ESSENTIAL_KEYS } from './essentials';
import { ValueEditor } from './value-editor';
import '../branding.css';

const brandingKey = (locale: Locale | null) => ['admin', 'branding', locale ?? 'common'] as const;

/**
 * The branding editor (superadmin): the common document or one language's overrides, every
 * field edited by its type, a read-only effective preview saying where each value comes from,
 * 'Guardar todo' with the kit's toasts, unsaved guard, Ctrl/⌘+S and version history.
 */
export default function BrandingPanel() {
  const { t } = useTranslation('admin');
  const api = useAdminApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const [locale, setLocale] = useState<Locale | null>(null);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: brandingKey(locale),
    // The editor walks both documents as plain JSON trees, which is what the wire carried.
    queryFn: async () => {
      const answer = await api.call(getAdminBranding, { query: locale ? { locale } : {} });
      return answer as typeof answer & { branding: JsonObject; stored: JsonObject };
    },
  });
  // The edits belong to the document they were made on: a reload (a save, a restore, another
  // language) starts again from what is stored.
  const [edited, setEdited] = useState<{ source: JsonObject; doc: JsonObject } | null>(null);
  const loaded = query.data?.branding ?? null;
  const doc = edited && edited.source === loaded ? edited.doc : loaded;
  const setDoc = (update: (old: JsonObject) => JsonObject) => {
    if (loaded) setEdited({ source: loaded, doc: update(doc ?? loaded) });
  };
  const patch = useMemo(
    () => (query.data && doc ? mergePatch(query.data.branding, doc) : {}),
    [query.data, doc],
  );
  const dirty = Object.keys(patch).length > 0;
  const errors = useMemo(() => (doc ? essentialsErrors(doc) : {}), [doc]);

  const save = async () => {
    if (saving || !dirty) return;
    if (Object.keys(errors).length > 0) {
      toast.show('error', t('brandingForms.errors.fix'));
      return;
    }
    setSaving(true);
    try {
      await api.call(patchAdminBranding, { query: locale ? { locale } : {}, body: patch });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'branding'] });
      await queryClient.invalidateQueries({ queryKey: versionsQueryKey('branding', locale ?? '') });
      toast.show('success', t('brandingTab.saved'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    } finally {
      setSaving(false);
    }
  };
  useSaveShortcut(() => void save());

  return (
    <section className="branding-tab" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('tabs.branding')}</h2>
      <div className="branding-tab__bar">
        <div className="kit-field">
          <label htmlFor={`${id}-locale`}>{t('brandingTab.locale')}</label>
          <select
            id={`${id}-locale`}
            value={locale ?? ''}
            disabled={dirty || saving}
            aria-describedby={dirty ? `${id}-locale-hint` : undefined}
            onChange={(e) => setLocale((e.target.value || null) as Locale | null)}
          >
            <option value="">{t('brandingTab.common')}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`brandingTab.locales.${l}`)}
              </option>
            ))}
          </select>
          {dirty && (
            <p id={`${id}-locale-hint`} className="kit-field__hint">
              {t('brandingTab.saveFirst')}
            </p>
          )}
        </div>
        <div className="kit-field kit-field--inline">
          <input
            id={`${id}-preview`}
            type="checkbox"
            checked={preview}
            onChange={(e) => setPreview(e.target.checked)}
          />
          <label htmlFor={`${id}-preview`}>{t('brandingTab.showPreview')}</label>
        </div>
        <button
          type="button"
          className="button"
          disabled={saving || !dirty}
          onClick={() => void save()}
        >
          {saving ? t('brandingTab.saving') : t('brandingTab.saveAll')}
        </button>
      </div>
      <UnsavedGuard when={dirty && !saving} />
      {query.isPending && <p role="status">{t('brandingTab.loading')}</p>}
      {query.isError && <p role="alert">{saveErrorText(t, query.error)}</p>}
      {query.data && doc && preview && (
        <div className="branding-preview-table">
          <table>
            <caption>{t('brandingTab.previewCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('brandingTab.key')}</th>
                <th scope="col">{t('brandingTab.value')}</th>
                <th scope="col">{t('brandingTab.origin')}</th>
              </tr>
            </thead>
            <tbody>
              {leaves(query.data.branding).map(({ path, value }) => (
                <tr key={path}>
                  <th scope="row">
                    <code>{path}</code>
                  </th>
                  <td>{typeof value === 'string' ? value : JSON.stringify(value)}</td>
                  <td>
                    {isStored(query.data.stored, path)
                      ? t(locale ? 'brandingTab.fromLocale' : 'brandingTab.fromStored')
                      : t(locale ? 'brandingTab.fromCommon' : 'brandingTab.fromDefaults')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {doc && (
        // Keyed by the document shown: a reload or another language starts the forms afresh.
        <BrandingEssentials
          key={locale ?? 'common'}
          doc={doc}
          setDoc={setDoc}
          errors={errors}
          disabled={saving}
        />
      )}
      {doc && (
        <div className="branding-fields">
          <h3>{t('brandingTab.otherFields')}</h3>
          {Object.entries(doc)
            .filter(([key]) => !(ESSENTIAL_KEYS as readonly string[]).includes(key))
            .map(([key, value]) => (
              <details key={key} className="branding-section">
                <summary>{key}</summary>
                <ValueEditor
                  label={key}
                  value={value}
                  onChange={(next) => setDoc((old) => ({ ...old, [key]: next }))}
                />
              </details>
            ))}
        </div>
      )}
      {query.data && (
        <VersionHistory
          area="branding"
          doc={locale ?? ''}
          current={query.data.stored}
          onRestored={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'branding'] })}
        />
      )}
    </section>
  );
}
