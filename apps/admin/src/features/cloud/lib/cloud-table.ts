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

/**
 * The fields staff read first, in this order; each has a label in the panel's catalogues
 * (`cloudTab.field.<name>`). The table shows the first few a collection has (the detail and the
 * CSV have every field).
 */
export const LABELLED_FIELDS = [
  'name',
  'title',
  'date',
  'time',
  'startTime',
  'guests',
  'rating',
  'comment',
  'question',
  'state',
  'status',
  'price',
  'totalCents',
  'category',
  'location',
  'email',
  'phone',
  'locale',
] as const;

/**
 * The columns the table shows beside id and time: the first `max` labelled fields the
 * collection has; a collection with none of them shows its first fields by name.
 */
export function shownColumns(columns: readonly string[], max = 4): string[] {
  const present = new Set(columns);
  const labelled = LABELLED_FIELDS.filter((field) => present.has(field));
  return (labelled.length > 0 ? labelled : columns).slice(0, max);
}

/** A field's name as staff read it: its label where the panel has one, else the stored name. */
export const fieldLabel = (
  t: (key: `cloudTab.field.${string}`, options: { defaultValue: string }) => string,
  field: string,
): string => t(`cloudTab.field.${field}`, { defaultValue: field });
