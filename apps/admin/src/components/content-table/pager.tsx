import { useTranslation } from 'react-i18next';
import { useFormat } from '../editor-kit/format';

/** Rows shown at once: a table of thousands of keys renders one page of this many. */
export const PAGE_SIZE = 100;

/** Which rows a page shows, with the page clamped into range. */
export function pageSlice<T>(rows: readonly T[], page: number, size = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * size, (current + 1) * size), page: current, pages };
}

/** Previous / next over a long table, with "rows 101–200 of 5,000". */
export function Pager({
  page,
  pages,
  total,
  size = PAGE_SIZE,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  size?: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('contentTable.pager.label')}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('contentTable.pager.previous')}
      </button>
      <span>
        {t('contentTable.pager.range', {
          from: format.number(page * size + 1),
          to: format.number(Math.min(total, (page + 1) * size)),
          total: format.number(total),
        })}
      </span>
      <button type="button" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('contentTable.pager.next')}
      </button>
    </nav>
  );
}
