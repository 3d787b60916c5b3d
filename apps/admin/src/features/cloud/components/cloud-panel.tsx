import {
  CLOUD_COLLECTIONS,
  type CloudCollection,
  type CloudRow,
  listCloudExports,
  listCloudRows,
} from '@bar/client/endpoints/cloud';
import { DataTable, type DataTableColumn } from '@bar/ui/widgets/data-table/data-table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { useCsvDownload } from '../../../components/editor-kit/use-csv-download';
import { cellText, shownColumns, type Sort, sortRows } from '../lib/cloud-table';
import '../cloud.css';

const PAGE = 25;
type Search = { collection: CloudCollection; from: string; to: string };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const initialSearch = (): Search => {
  const today = new Date();
  return {
    collection: 'reservations',
    from: isoDay(new Date(today.getTime() - 30 * 86_400_000)),
    to: isoDay(today),
  };
};
const rangeQuery = ({ from, to }: Search) => ({ ...(from && { from }), ...(to && { to }) });

/**
 * The cloud tab: one collection's documents in a date range (the restaurant's days), a sortable,
 * paginated table, a row's every field, the CSV of the whole result built by the API, and the
 * log of exports (who, when, what).
 */
export default function CloudPanel() {
  const { t } = useTranslation('admin');
  const api = useAdminApi();
  const toast = useToast();
  const format = useFormat();
  const download = useCsvDownload();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<Search>(initialSearch);
  const [search, setSearch] = useState<Search>(draft);
  const [sort, setSort] = useState<Sort>({ key: 'at', direction: 'descending' });
  const [page, setPage] = useState(0);
  const [detail, setDetail] = useState<CloudRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const detailHeading = useRef<HTMLHeadingElement>(null);

  const rows = useQuery({
    queryKey: ['admin', 'cloud', search],
    queryFn: () =>
      api.call(listCloudRows, {
        params: { collection: search.collection },
        query: { ...rangeQuery(search), limit: 1000 },
      }),
  });
  const exports = useQuery({
    queryKey: ['admin', 'cloud-exports'],
    queryFn: () => api.call(listCloudExports, {}),
  });
  useEffect(() => {
    if (detail) detailHeading.current?.focus();
  }, [detail]);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPage(0);
    setDetail(null);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const params = new URLSearchParams(rangeQuery(search)).toString();
      await download(
        `/api/admin/cloud/${search.collection}/export.csv${params ? `?${params}` : ''}`,
        `${search.collection}.csv`,
      );
      toast.show('success', t('cloudTab.exported'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'cloud-exports'] });
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    } finally {
      setExporting(false);
    }
  };

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
      ...header(field, field),
      cell: (row: CloudRow) => cellText(row.data[field]),
    })),
  ];

  return (
    <section className="cloud-tab" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cloudTab.title')}</h2>
      <p>{t('cloudTab.intro')}</p>
      <form className="cloud-tab__search" onSubmit={submit} aria-label={t('cloudTab.searchLabel')}>
        <div className="kit-field">
          <label htmlFor={`${id}-collection`}>{t('cloudTab.collection')}</label>
          <select
            id={`${id}-collection`}
            value={draft.collection}
            onChange={(e) => setDraft({ ...draft, collection: e.target.value as CloudCollection })}
          >
            {CLOUD_COLLECTIONS.map((name) => (
              <option key={name} value={name}>
                {t(`cloudTab.collections.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="kit-field">
          <label htmlFor={`${id}-from`}>{t('cloudTab.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="kit-field">
          <label htmlFor={`${id}-to`}>{t('cloudTab.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('cloudTab.run')}
        </button>
      </form>

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
              onClick={() => void exportCsv()}
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

      {detail && (
        <section className="cloud-detail" aria-labelledby={`${id}-detail`}>
          <h3 id={`${id}-detail`} ref={detailHeading} tabIndex={-1}>
            {t('cloudTab.detailTitle', { id: detail.id })}
          </h3>
          <dl>
            {Object.entries(detail.data).map(([key, value]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>
                  {value !== null && typeof value === 'object' ? (
                    <pre>{JSON.stringify(value, null, 2)}</pre>
                  ) : (
                    cellText(value, 10_000)
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <button type="button" onClick={() => setDetail(null)}>
            {t('cloudTab.closeDetail')}
          </button>
        </section>
      )}

      <section className="cloud-exports" aria-labelledby={`${id}-exports`}>
        <h3 id={`${id}-exports`}>{t('cloudTab.exportsTitle')}</h3>
        {exports.data && exports.data.exports.length === 0 && <p>{t('cloudTab.noExports')}</p>}
        <ul>
          {exports.data?.exports.map((entry) => (
            <li key={entry.id}>
              {t('cloudTab.exportLine', {
                at: format.dateTime(entry.at),
                by: entry.by,
                collection: t(`cloudTab.collections.${entry.collection}`, {
                  defaultValue: entry.collection,
                }),
                rows: t('cloudTab.rows', {
                  count: entry.rows,
                  formatted: format.number(entry.rows),
                }),
              })}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
