import type { Locale } from '@bar/i18n';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import { filterPages } from '../filter-pages';
import { useSitePages } from '../hooks/use-site-pages';
import { SEARCHABLE_PAGES } from '../site-pages';

/**
 * A filter over the site's pages by their translated titles and descriptions. The prerendered
 * HTML lists every page, so without JavaScript it is a plain site map (and submitting adds
 * ?q= to the URL, which the filter picks up once the page is interactive).
 */
export function PageSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const pages = useSitePages(SEARCHABLE_PAGES, locale);
  const [searchParams] = useSearchParams();
  // ?q= only once hydrated: the prerendered input is empty whatever the URL says.
  const fromUrl = useHydrated() ? (searchParams.get('q') ?? '') : '';
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? fromUrl;
  const results = filterPages(pages, query);

  const navigate = useNavigate();
  // "Buscar" with a single page found opens it; with several the list stays to pick from (the
  // first result link gets the focus, so Enter again opens it).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) return;
    const [only, ...more] = results;
    if (only && more.length === 0) return void navigate(only.href);
    event.currentTarget.closest('section')?.querySelector<HTMLAnchorElement>('li a')?.focus();
  };

  return (
    <section className="not-found-section" aria-labelledby="page-search-title">
      <h2 id="page-search-title">{t('notFound.searchTitle')}</h2>
      <form role="search" className="not-found-search" onSubmit={onSubmit}>
        <label htmlFor="page-search-input">{t('notFound.searchLabel')}</label>
        <input
          id="page-search-input"
          name="q"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="button">
          {t('notFound.searchSubmit')}
        </button>
      </form>
      <p role="status" className="visually-hidden">
        {query.trim() ? t('notFound.searchResults', { count: results.length }) : ''}
      </p>
      {results.length > 0 ? (
        <ul className="not-found-links" aria-labelledby="page-search-title">
          {results.map((page) => (
            <li key={page.key}>
              <Link to={page.href}>{page.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('notFound.searchEmpty')}</p>
      )}
    </section>
  );
}
