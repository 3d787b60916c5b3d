import type { CloudRow } from '@bar/client/endpoints/cloud';
import { DataTable, type DataTableColumn } from '@bar/ui/widgets/data-table/data-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { type CloudSearch, useCloudCsvExport, useCloudRows } from '../api/use-cloud';
import { cellText, fieldLabel, shownColumns, type Sort, sortRows } from '../lib/cloud-table';
import { CloudExports } from './cloud-exports';
import { CloudRowDetail } from './cloud-row-detail';
import { CloudSearchForm, initialSearch } from './cloud-search-form';
import '../cloud.css';

const PAGE = 25;

/**
 * The cloud tab: one collection's documents in a date range (the restaurant's days), a sortable,
 * paginated table, a row's every field, the CSV of the whole result built by the API, and the
 * log of exports (who, when, what).
 */
export default function CloudPanel() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const format = useFormat();
  const id = useId();
  const [search, setSearch] = useState<CloudSearch>(initialSearch);
  const [sort, setSort] = useState<Sort>({ key: 'at', direction: 'descending' });
  const [page, setPage] = useState(0);
  const [detail, setDetail] = useState<CloudRow | null>(null);
  const rows = useCloudRows(search);
  const csv = useCloudCsvExport({
    onSuccess: () => toast.show('success', t('cloudTab.exported')),
    onError: (error) => toast.show('error', saveErrorText(t, error)),
  });
  const exporting = csv.isPending;

  const sorted = useMemo(
    () => (rows.data ? sortRows(rows.data.rows, sort) : []),
    [rows.data, sort],
  );
  const slice = pageSlice(sorted, page, PAGE);
  const fields = shownColumns(rows.data?.columns ?? []);
  const zone = rows.data?.timeZone;
  const atText = useMemo(() => {
    const style = new Intl.DateTimeFormat(format.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(zone && { timeZone: zone }),
    });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : style.format(date);
    };
  }, [format.locale, zone]);

  const header = (
    key: string,
    label: string,
  ): Pick<DataTableColumn<CloudRow>, 'header' | 'sort'> => {
    const active = sort.key === key;
    return {
      sort: active ? sort.direction : 'none',
      header: (
        <button
          type="button"
          className="cloud-sort"
          onClick={() =>
            setSort({
              key,
              direction: active && sort.direction === 'descending' ? 'ascending' : 'descending',
            })
          }
        >
          {label}
          <span aria-hidden="true">
            {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
          </span>
        </button>
      ),
    };
  };

  const columns: DataTableColumn<CloudRow>[] = [
    {
      id: 'id',
      ...header('id', t('cloudTab.col.id')),
      rowHeader: true,
      cell: (row) => (
        <button
          type="button"
          className="cloud-row-link"
          aria-label={t('cloudTab.showDetail', { id: row.id })}
          onClick={() => setDetail(row)}
        >
          {row.id}
        </button>
      ),
    },
    {
      id: 'at',
      ...header('at', t('cloudTab.col.at')),
      // In the restaurant's zone (the one the header names and the CSV uses), not the browser's.
      cell: (row) => (row.at ? (row.at.includes('T') ? atText(row.at) : row.at) : ''),
    },
    ...fields.map((field) => ({
      id: field,
      ...header(field, fieldLabel(t, field)),
      cell: (row: CloudRow) => cellText(row.data[field]),
    })),
  ];

  return (
    <section className="cloud-tab" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cloudTab.title')}</h2>
      <p>{t('cloudTab.intro')}</p>
      <CloudSearchForm
        initial={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(0);
          setDetail(null);
        }}
      />

      {rows.isPending && <p role="status">{t('editorKit.loading')}</p>}
      {rows.isError && <p role="alert">{saveErrorText(t, rows.error)}</p>}
      {rows.data && (
        <>
          <div className="cloud-tab__summary">
            <p aria-live="polite">
              {t('cloudTab.count', {
                count: rows.data.rows.length,
                zone: rows.data.timeZone,
              })}
              {rows.data.truncated && ` ${t('cloudTab.truncated')}`}
            </p>
            <button
              type="button"
              className="button"
              disabled={exporting}
              onClick={() => csv.mutate(search)}
            >
              {exporting ? t('cloudTab.exporting') : t('cloudTab.export')}
            </button>
          </div>
          <DataTable
            className="cloud-table"
            caption={t('cloudTab.caption', {
              collection: t(`cloudTab.collections.${rows.data.collection}`),
            })}
            rows={slice.rows}
            columns={columns}
            getRowKey={(row) => row.id}
          />
          <Pager
            page={slice.page}
            pages={slice.pages}
            total={sorted.length}
            size={PAGE}
            onPage={setPage}
          />
        </>
      )}

      {detail && <CloudRowDetail row={detail} onClose={() => setDetail(null)} />}

      <CloudExports />
    </section>
  );
}
