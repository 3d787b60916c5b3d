import { LOCALES, type Locale } from '@bar/domain/locale';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useToast } from '../../../components/editor-kit/toast';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import { essentialsErrors } from '../lib/essentials';
import { useBranding, useRefreshBranding, useSaveBranding } from '../api/use-branding';
import { type JsonObject, mergePatch } from '../lib/json-edit';
import { BrandingPreview } from './branding-preview';
import { BrandingEssentials, ESSENTIAL_KEYS } from './essentials';
import { COMPANY_KEYS } from './essentials/company';
import { brandingPathLabel, fieldLabel } from '../lib/field-label';
import { ValueEditor } from './value-editor';
import '../branding.css';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The document's fields the friendly forms above do not edit, each once: the company's other
 * fields only (the company form has its texts), and no empty group.
 */
function otherFields(doc: JsonObject): [string, JsonObject[string]][] {
  return Object.entries(doc).flatMap(([key, value]): [string, JsonObject[string]][] => {
    if ((ESSENTIAL_KEYS as readonly string[]).includes(key)) return [];
    if (key !== 'company' || !isObject(value)) return [[key, value]];
    const rest = Object.fromEntries(
      Object.entries(value).filter(([field]) => !COMPANY_KEYS.includes(field)),
    );
    return Object.keys(rest).length ? [[key, rest]] : [];
  });
}

/** The document with one of those fields changed (the company's other fields merged back). */
function withOtherField(doc: JsonObject, key: string, next: JsonObject[string]): JsonObject {
  if (key === 'company' && isObject(next))
    return { ...doc, company: { ...(isObject(doc['company']) ? doc['company'] : {}), ...next } };
  return { ...doc, [key]: next };
}

/**
 * The branding editor (superadmin): the common document or one language's overrides, every
 * field edited by its type, a read-only effective preview saying where each value comes from,
 * 'Guardar todo' with the kit's toasts, unsaved guard, Ctrl/⌘+S and version history.
 */
export default function BrandingPanel() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const id = useId();
  const [locale, setLocale] = useState<Locale | null>(null);
  const [preview, setPreview] = useState(false);
  const query = useBranding(locale);
  const saveBranding = useSaveBranding(locale);
  const refresh = useRefreshBranding();
  const saving = saveBranding.isPending;
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
    try {
      await saveBranding.mutateAsync(patch);
      toast.show('success', t('brandingTab.saved'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    }
  };
  useSaveShortcut(() => void save());

  return (
    <div className="branding-tab">
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
        <BrandingPreview
          branding={query.data.branding}
          stored={query.data.stored}
          locale={locale}
        />
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
          {otherFields(doc).map(([key, value]) => (
            <details key={key} className="branding-section">
              <summary>{fieldLabel(t, key)}</summary>
              <ValueEditor
                label={fieldLabel(t, key)}
                fieldKey={key}
                value={value}
                onChange={(next) => setDoc((old) => withOtherField(old, key, next))}
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
          onRestored={refresh}
          fieldLabel={(path) => brandingPathLabel(t, path)}
        />
      )}
    </div>
  );
}
