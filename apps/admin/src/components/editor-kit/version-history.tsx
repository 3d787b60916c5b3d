import { isLocale, type Locale } from '@bar/domain/locale';
import { diffDocuments } from '@bar/domain/versions/diff';
import type { VersionArea } from '@bar/domain/versions/schema';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from './api-errors';
import { useConfirm } from './confirm-dialog';
import { useFormat } from './format';
import { useToast } from './toast';
import { useRestoreVersion, useVersion, useVersionList } from './use-versions';

type VersionHistoryProps = {
  area: VersionArea;
  /** The area's document key ('' for its one document; a locale for branding overrides). */
  doc?: string;
  /** What is stored now, to diff a version against. */
  current: Record<string, unknown> | null | undefined;
  /** After a restore: reload the editor's data. */
  onRestored: () => void;
  /** The staff's name of a changed field (`alt.es` → "Texto alternativo · Español"); else its path. */
  fieldLabel?: (path: string) => string;
};

/** A message of the panel naming a field (its key and values), for `fieldLabel`. */
export type FieldMessage = { key: string; values?: Record<string, string | number> };

/** A field's name from its message, else its path (a field the form does not show). */
export const fieldText = (t: TFunction<'admin'>, message: FieldMessage | null, path: string) =>
  message ? String(t(message.key, message.values)) : path;

/**
 * A table cell of a version diff (`home.title.fr`: the row's name, then its language) named as
 * the table labels it; a path that ends in no language stays as it is.
 */
export function localeCellText(
  path: string,
  label: (name: string, locale: Locale) => string,
): string {
  const dot = path.lastIndexOf('.');
  const locale = path.slice(dot + 1);
  return dot > 0 && isLocale(locale) ? label(path.slice(0, dot), locale) : path;
}

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The editor kit's version history: every save of the document (who, when, which fields), the
 * differences between a chosen version and what is stored now, and a restore button (which
 * itself becomes a new version).
 */
export function VersionHistory({
  area,
  doc = '',
  current,
  onRestored,
  fieldLabel = (path) => path,
}: VersionHistoryProps) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const toast = useToast();
  const headingId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const list = useVersionList(area, doc);
  const version = useVersion(area, doc, selected);
  const restore = useRestoreVersion(area, doc);
  const { confirm, dialog } = useConfirm();
  const versions = list.data?.versions ?? [];
  const changes = version.data ? diffDocuments(current ?? {}, version.data.data) : [];

  return (
    <section className="versions" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('editorKit.versions.title')}</h3>
      {list.isPending && <p>{t('editorKit.loading')}</p>}
      {list.isError && <p role="alert">{t('editorKit.versions.loadError')}</p>}
      {list.isSuccess && versions.length === 0 && <p>{t('editorKit.versions.empty')}</p>}
      {versions.length > 0 && (
        <ol className="versions__list">
          {versions.map((item) => (
            <li
              key={item.id}
              className={item.id === selected ? 'versions__item is-selected' : 'versions__item'}
            >
              <button
                type="button"
                className="versions__pick"
                aria-pressed={item.id === selected}
                onClick={() => setSelected(item.id === selected ? null : item.id)}
              >
                <time dateTime={item.at}>{format.dateTime(item.at)}</time>
                <span>
                  {item.baseline
                    ? t('editorKit.versions.baseline')
                    : (item.by ?? t('editorKit.versions.unknownAuthor'))}
                </span>
                <span className="versions__changed">
                  {item.baseline
                    ? t('editorKit.versions.baselineNote')
                    : item.restoredFrom
                      ? t('editorKit.versions.restored')
                      : t('editorKit.versions.changed', {
                          count: item.changed.length,
                          formatted: format.number(item.changed.length),
                        })}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {selected && (
        <div className="versions__diff">
          {version.isPending && <p>{t('editorKit.loading')}</p>}
          {version.isSuccess && changes.length === 0 && <p>{t('editorKit.versions.same')}</p>}
          {changes.length > 0 && (
            <table>
              <caption>{t('editorKit.versions.diffCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('editorKit.versions.field')}</th>
                  <th scope="col">{t('editorKit.versions.now')}</th>
                  <th scope="col">{t('editorKit.versions.then')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.path}>
                    <th scope="row">{fieldLabel(change.path)}</th>
                    <td>
                      <del>{show(change.before)}</del>
                    </td>
                    <td>
                      <ins>{show(change.after)}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <button
            type="button"
            className="button"
            disabled={restore.isPending || !version.isSuccess}
            onClick={async () => {
              const sure = await confirm({
                title: t('editorKit.versions.confirmTitle'),
                message: t('editorKit.versions.confirmText'),
                confirmLabel: t('editorKit.versions.restore'),
                cancelLabel: t('editorKit.cancel'),
              });
              if (!sure) return;
              restore.mutate(selected, {
                onSuccess: () => {
                  toast.show('success', t('editorKit.versions.restoredToast'));
                  setSelected(null);
                  onRestored();
                },
                onError: (error) => toast.show('error', saveErrorText(t, error)),
              });
            }}
          >
            {restore.isPending ? t('editorKit.saving') : t('editorKit.versions.restore')}
          </button>
        </div>
      )}
      {dialog}
    </section>
  );
}
