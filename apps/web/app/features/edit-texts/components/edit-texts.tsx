import { createApiClient, isApiError } from '@bar/client/api-client';
import { putTranslations } from '@bar/client/endpoints/translations';
import { applyTenantDictionary, type Locale } from '@bar/i18n';
import { useAuth } from '@bar/session/use-auth';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { useTextGroups } from '../../../lib/use-site-i18n';
import { findEditable } from '../lib/find-keys';
import './edit-texts.css';

type Editing = { keys: string[]; key: string; value: string };

/**
 * Edit in place: with "Edit texts" on, a click on a text of the page (one of the catalogue's
 * plain texts) opens a small dialog to change it for the page's language. The text is saved as
 * a site-wide translation through the translations API (which keeps a version of every save)
 * and shows on the page at once.
 */
export default function EditTexts({ locale }: { locale: Locale }) {
  // Loaded on its own, for the staff only (edit-texts-slot.tsx): its texts too.
  useTextGroups(['editTexts']);
  const { t, i18n } = useTranslation();
  const { getIdToken } = useAuth();
  const api = useMemo(() => createApiClient({ getToken: () => getIdToken() }), [getIdToken]);
  const [on, setOn] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const uid = useId();

  useEffect(() => {
    if (!on) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || toolbar.current?.contains(target) || dialog.current?.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      const found = findEditable(target, i18n.getResourceBundle(locale, 'translation'));
      if (!found) {
        setNotice(t('editTexts.notEditable'));
        return;
      }
      const key = found.keys[0]!;
      setNotice('');
      setEditing({ keys: found.keys, key, value: String(i18n.t(key, { lng: locale })) });
    };
    document.addEventListener('click', onClick, true);
    document.documentElement.classList.add('edit-texts-on');
    return () => {
      document.removeEventListener('click', onClick, true);
      document.documentElement.classList.remove('edit-texts-on');
    };
  }, [on, i18n, locale, t]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (editing && !element.open) element.showModal();
    if (!editing && element.open) element.close();
  }, [editing]);

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      await putTranslations(
        {
          params: { scope: 'site' },
          body: { entries: { [editing.key]: { [locale]: editing.value } } },
        },
        { client: api, locale },
      );
      applyTenantDictionary(i18n, locale, { [editing.key]: editing.value });
      setEditing(null);
      setNotice(t('editTexts.saved'));
    } catch (error) {
      setNotice(
        isApiError(error) && error.status !== 0 && error.message
          ? error.message
          : t('editTexts.failed'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="edit-texts" ref={toolbar}>
        <button type="button" aria-pressed={on} onClick={() => setOn((value) => !value)}>
          {t('editTexts.toggle')}
        </button>
        <span role="status">{on ? notice || t('editTexts.hint') : notice}</span>
      </div>
      <dialog
        ref={dialog}
        className="edit-texts__dialog"
        aria-labelledby={`${uid}-title`}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <form
            method="dialog"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <h2 id={`${uid}-title`}>{t('editTexts.title')}</h2>
            {editing.keys.length > 1 ? (
              <label>
                {t('editTexts.key')}
                <select
                  value={editing.key}
                  onChange={(event) =>
                    setEditing({
                      ...editing,
                      key: event.target.value,
                      value: String(i18n.t(event.target.value, { lng: locale })),
                    })
                  }
                >
                  {editing.keys.map((key) => (
                    <option key={key}>{key}</option>
                  ))}
                </select>
              </label>
            ) : (
              <p>
                {t('editTexts.key')} <code>{editing.key}</code>
              </p>
            )}
            <label>
              {t('editTexts.text', { language: t(`common.languages.${locale}`) })}
              <textarea
                lang={locale}
                rows={4}
                value={editing.value}
                onChange={(event) => setEditing({ ...editing, value: event.target.value })}
              />
            </label>
            <div className="edit-texts__actions">
              <button type="submit" disabled={saving}>
                {saving ? t('editTexts.saving') : t('editTexts.save')}
              </button>
              <button type="button" onClick={() => setEditing(null)}>
                {t('editTexts.cancel')}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
