import { SCOPES, type Scope } from '@bar/domain/i18n/scopes';
import { translationCellStatus } from '@bar/domain/i18n/translation-status';
import type { Locale } from '@bar/domain/locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, type pageSlice } from '../../../components/content-table/pager';
import { StatusBadge } from '../../../components/content-table/status-badge';
import type { BundledTexts } from '../lib/use-bundled-texts';
import type { Entries } from '../lib/translation-table';

/** User texts in messages: React escapes them already. */
const PLAIN = { interpolation: { escapeValue: false } };

/**
 * The table: a row per id with a cell per shown language (the bundled text under it when the
 * tenant's differs), delete and status; the selection and its moves to another scope; a page at
 * a time.
 */
export function TranslationGrid({
  slice,
  total,
  onPage,
  active,
  values,
  bundled,
  rowStatus,
  onCell,
  onRemove,
  selected,
  onSelected,
  allShownSelected,
  toggle,
  busy,
  target,
  onMove,
}: {
  slice: ReturnType<typeof pageSlice<string>>;
  /** The rows the search and the filter show (all pages). */
  total: number;
  onPage: (page: number) => void;
  active: Locale[];
  values: Entries;
  bundled: BundledTexts | undefined;
  rowStatus: (id: string) => 'green' | 'yellow' | 'red';
  onCell: (id: string, locale: Locale, text: string) => void;
  onRemove: (id: string) => void;
  selected: Set<string>;
  onSelected: (next: Set<string>) => void;
  allShownSelected: boolean;
  toggle: (id: string, on: boolean) => void;
  busy: boolean;
  target: { source: Scope; page: string };
  onMove: (ids: string[], to: Scope) => void;
}) {
  const { t } = useTranslation('admin');
  const uid = useId();
  return (
    <div>
      {selected.size > 0 && (
        <div className="selection-bar" role="group" aria-label={t('translationsTab.selection')}>
          <span>{t('translationsTab.selected', { count: selected.size })}</span>
          {SCOPES.map((to) => (
            <button
              key={to}
              type="button"
              disabled={busy || to === target.source}
              onClick={() => onMove([...selected], to)}
            >
              {t(`translationsTab.moveTo.${to}`, { page: target.page })}
            </button>
          ))}
          <button type="button" onClick={() => onSelected(new Set())}>
            {t('translationsTab.clearSelection')}
          </button>
        </div>
      )}
      <div className="content-table-wrap">
        <table className="content-table">
          <caption className="visually-hidden">{t('translationsTab.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('translationsTab.selectShown')}
                  checked={allShownSelected}
                  onChange={(event) => {
                    const next = new Set(selected);
                    for (const id of slice.rows)
                      if (event.target.checked) next.add(id);
                      else next.delete(id);
                    onSelected(next);
                  }}
                />
              </th>
              <th scope="col">{t('translationsTab.id')}</th>
              {active.map((locale) => (
                <th key={locale} scope="col">
                  {t(`locales.${locale}`)}
                </th>
              ))}
              <th scope="col">{t('contentTable.actions')}</th>
              <th scope="col">{t('contentTable.statusColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {slice.rows.length === 0 && (
              <tr>
                <td colSpan={active.length + 4}>{t('translationsTab.empty')}</td>
              </tr>
            )}
            {slice.rows.map((id) => (
              <tr key={id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('translationsTab.select', { id, ...PLAIN })}
                    checked={selected.has(id)}
                    onChange={(event) => toggle(id, event.target.checked)}
                  />
                </td>
                <th scope="row" className="content-table__id">
                  {id}
                </th>
                {active.map((locale) => {
                  const value = values[id]?.[locale] ?? '';
                  const original = bundled?.[locale][id];
                  const hintId = `${uid}-b-${id}-${locale}`.replace(/[^A-Za-z0-9_-]/g, '-');
                  return (
                    <td key={locale}>
                      <textarea
                        rows={value.length > 60 ? 3 : 1}
                        lang={locale}
                        value={value}
                        aria-label={t('translationsTab.cellLabel', {
                          ...PLAIN,
                          id,
                          locale: t(`locales.${locale}`),
                        })}
                        aria-invalid={translationCellStatus(id, value) === 'red' ? true : undefined}
                        aria-describedby={
                          original !== undefined && original !== value ? hintId : undefined
                        }
                        onChange={(event) => onCell(id, locale, event.target.value)}
                      />
                      {original !== undefined && original !== value && (
                        <span id={hintId} className="content-table__hint" lang={locale}>
                          {t('translationsTab.bundled')} {original}
                        </span>
                      )}
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    onClick={() => onRemove(id)}
                    aria-label={t('translationsTab.deleteId', { id, ...PLAIN })}
                  >
                    {t('contentTable.delete')}
                  </button>
                </td>
                <td>
                  <StatusBadge status={rowStatus(id)} />
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
