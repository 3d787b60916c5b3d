import { type Locale, LOCALES } from '@bar/domain/locale';
import {
  formatMetadataSuggestion,
  metadataCellStatus,
  type metadataRowStatus,
} from '@bar/domain/metadata/metadata-status';
import { useTranslation } from 'react-i18next';
import { Pager, type pageSlice } from '../../../components/content-table/pager';
import { StatusBadge } from '../../../components/content-table/status-badge';
import { issueText } from '../../../components/editor-kit/api-errors';
import { useLocale } from '../../../lib/locale-context';
import type { MetadataEntries } from '../lib/metadata-table';

/**
 * The table: a row per field with a cell per language (its suggestion and its error under it),
 * the row's status, move up/down and delete; a page at a time.
 */
export function MetadataGrid({
  slice,
  total,
  onPage,
  values,
  errors,
  rowStatus,
  onCell,
  onMove,
  onRemove,
}: {
  slice: ReturnType<typeof pageSlice<string>>;
  /** The rows the filter shows (all pages). */
  total: number;
  onPage: (page: number) => void;
  values: MetadataEntries;
  errors: Record<string, unknown>;
  rowStatus: (field: string) => ReturnType<typeof metadataRowStatus>;
  onCell: (field: string, locale: Locale, text: string) => void;
  onMove: (field: string, by: -1 | 1) => void;
  onRemove: (field: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { locale: panelLocale } = useLocale();
  return (
    <div>
      <div className="content-table-wrap">
        <table className="content-table">
          <caption className="visually-hidden">{t('metadataTab.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('metadataTab.field')}</th>
              {LOCALES.map((locale) => (
                <th key={locale} scope="col" lang={locale}>
                  {t(`locales.${locale}`)}
                </th>
              ))}
              <th scope="col">{t('contentTable.statusColumn')}</th>
              <th scope="col">{t('contentTable.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {slice.rows.length === 0 && (
              <tr>
                <td colSpan={LOCALES.length + 3}>{t('metadataTab.empty')}</td>
              </tr>
            )}
            {slice.rows.map((field) => (
              <tr key={field}>
                <th scope="row" className="content-table__id">
                  {field}
                </th>
                {LOCALES.map((locale) => {
                  const value = values[field]?.[locale] ?? '';
                  const cell = metadataCellStatus(field, value);
                  const error = errors[`${field}|${locale}`] ?? errors[`${field}|`];
                  const hintId = `meta-${field}-${locale}-hint`.replace(/[^A-Za-z0-9_-]/g, '-');
                  const long = field === 'description' || field.endsWith(':description');
                  const props = {
                    value,
                    'aria-label': t('metadataTab.cellLabel', {
                      field,
                      locale: t(`locales.${locale}`),
                    }),
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': cell.suggestion || error ? hintId : undefined,
                    lang: locale,
                  };
                  return (
                    <td key={locale}>
                      {long ? (
                        <textarea
                          rows={3}
                          {...props}
                          onChange={(e) => onCell(field, locale, e.target.value)}
                        />
                      ) : (
                        <input
                          type="text"
                          {...props}
                          onChange={(e) => onCell(field, locale, e.target.value)}
                        />
                      )}
                      {(cell.suggestion || error !== undefined) && (
                        <span id={hintId}>
                          {cell.suggestion && (
                            <span className="content-table__hint">
                              {formatMetadataSuggestion(cell.suggestion, panelLocale)}
                            </span>
                          )}
                          {error !== undefined && (
                            <span className="content-table__error">{issueText(t, error)}</span>
                          )}
                        </span>
                      )}
                    </td>
                  );
                })}
                <td>
                  <StatusBadge status={rowStatus(field)} />
                </td>
                <td>
                  <div className="content-row-actions">
                    <button
                      type="button"
                      onClick={() => onMove(field, -1)}
                      aria-label={t('metadataTab.moveUp', { field })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      onClick={() => onMove(field, 1)}
                      aria-label={t('metadataTab.moveDown', { field })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      onClick={() => onRemove(field)}
                      aria-label={t('metadataTab.deleteField', { field })}
                    >
                      {t('contentTable.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={slice.page} pages={slice.pages} total={total} onPage={onPage} />
    </div>
  );
}
