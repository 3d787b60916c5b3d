import { type Locale, LOCALES } from '@bar/domain/locale';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { useInspected } from '../api/use-translations';

/**
 * The translation inspector: what the public site reads for a language — branding and global
 * settings as raw text, and the tenant's dictionary (id, value) with a contains-filter.
 */
export function TranslationInspector() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const uid = useId();
  const [lang, setLang] = useState<Locale>('es');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const query = useInspected(lang);
  const rows = Object.entries(query.data?.dict ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? rows.filter(
        ([id, value]) => id.toLowerCase().includes(needle) || value.toLowerCase().includes(needle),
      )
    : rows;
  const slice = pageSlice(shown, page);

  return (
    <div className="content-tab">
      <div className="content-toolbar">
        <span className="content-toolbar__field">
          <label htmlFor={`${uid}-lang`}>{t('inspector.language')}</label>
          <select
            id={`${uid}-lang`}
            value={lang}
            onChange={(event) => {
              setLang(event.target.value as Locale);
              setPage(0);
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`locales.${locale}`)}
              </option>
            ))}
          </select>
        </span>
        <button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('inspector.refresh')}
        </button>
      </div>
      <p className="status-line" role="status">
        {query.isFetching ? t('editorKit.loading') : ''}
      </p>
      {query.isError && <p role="alert">{saveErrorText(t, query.error)}</p>}
      {query.data && (
        <>
          <section aria-labelledby={`${uid}-branding`}>
            <h3 id={`${uid}-branding`}>{t('inspector.branding')}</h3>
            <pre className="raw-json" tabIndex={0} aria-labelledby={`${uid}-branding`}>
              {JSON.stringify(query.data.branding, null, 2)}
            </pre>
          </section>
          <section aria-labelledby={`${uid}-settings`}>
            <h3 id={`${uid}-settings`}>{t('inspector.settings')}</h3>
            <pre className="raw-json" tabIndex={0} aria-labelledby={`${uid}-settings`}>
              {JSON.stringify(query.data.settings, null, 2)}
            </pre>
          </section>
          <section aria-labelledby={`${uid}-dict`}>
            <h3 id={`${uid}-dict`}>{t('inspector.translations')}</h3>
            <div className="content-toolbar">
              <span className="content-toolbar__field">
                <label htmlFor={`${uid}-filter`}>{t('inspector.filter')}</label>
                <input
                  id={`${uid}-filter`}
                  type="search"
                  value={filter}
                  onChange={(event) => {
                    setFilter(event.target.value);
                    setPage(0);
                  }}
                />
              </span>
              <span role="status">
                {t('inspector.count', {
                  shown: format.number(shown.length),
                  total: format.number(rows.length),
                })}
              </span>
            </div>
            <div className="content-table-wrap">
              <table className="content-table">
                <thead>
                  <tr>
                    <th scope="col">{t('inspector.id')}</th>
                    <th scope="col">{t('inspector.value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {slice.rows.map(([id, value]) => (
                    <tr key={id}>
                      <th scope="row" className="content-table__id">
                        {id}
                      </th>
                      <td lang={lang}>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={slice.page} pages={slice.pages} total={shown.length} onPage={setPage} />
          </section>
        </>
      )}
    </div>
  );
}
