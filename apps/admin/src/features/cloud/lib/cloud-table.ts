import { valueText } from '@bar/domain/value-text';
import type { CloudRow } from '@bar/client/endpoints/cloud';

/** 'at', 'id' or a field's name. */
export type SortKey = string;
export type Sort = { key: SortKey; direction: 'ascending' | 'descending' };

/** A cell's text: strings and numbers as they are, anything else as JSON, cut to `max`. */
export function cellText(value: unknown, max = 80): string {
  const text = valueText(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const sortValue = (row: CloudRow, key: SortKey): unknown =>
  key === 'at' ? row.at : key === 'id' ? row.id : row.data[key];

/** Rows sorted by a column; numbers as numbers, the rest as text; empty values last. */
export function sortRows(rows: readonly CloudRow[], sort: Sort): CloudRow[] {
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x == null || x === '') return y == null || y === '' ? 0 : 1;
    if (y == null || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return (
      cellText(x, 1000).localeCompare(cellText(y, 1000), undefined, { numeric: true }) * factor
    );
  });
}

/** The columns the table shows beside id and time: the first few fields (the detail has all). */
export const shownColumns = (columns: readonly string[], max = 4): string[] =>
  columns.slice(0, max);
