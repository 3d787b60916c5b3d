import { useId, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/ui-i18n';
import './data-table.css';

export type DataTableColumn<Row> = {
  id: string;
  header: ReactNode;
  /** The cell content; by default the row's field named like the column id. */
  cell?: (row: Row, index: number) => ReactNode;
  /** This column names its row: rendered as a row header (th scope="row"). */
  rowHeader?: boolean;
  align?: 'start' | 'center' | 'end';
  /** A sortable column's state (aria-sort); the header brings its own sort button. */
  sort?: 'ascending' | 'descending' | 'none';
};

export type DataTableProps<Row> = {
  /** The table's name, read first by screen readers. */
  caption: ReactNode;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowKey?: (row: Row, index: number) => string | number;
  /** Shown in one full-width cell when there are no rows; 'No data available' by default. */
  emptyText?: ReactNode;
  /** Keep the caption for assistive technology only. */
  hideCaption?: boolean;
  className?: string;
};

/** A plain, semantic data table that scrolls sideways inside its own labelled region. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowKey = (_, index) => index,
  emptyText,
  hideCaption = false,
  className,
}: DataTableProps<Row>) {
  const { t } = useUiTranslation();
  const captionId = useId();
  return (
    // Focusable, so keyboard users can scroll a table wider than the screen.
    <div className="bar-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={['bar-table', className].filter(Boolean).join(' ')}>
        <caption id={captionId} className={hideCaption ? 'bar-visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" data-align={column.align} aria-sort={column.sort}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(columns.length, 1)} className="bar-table__empty">
                {emptyText ?? t('dataTable.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)}>
                {columns.map((column) => {
                  const content = column.cell ? column.cell(row, index) : field(row, column.id);
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" data-align={column.align}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.id} data-align={column.align}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function field(row: unknown, id: string): ReactNode {
  const value =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[id] : undefined;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return null;
}
