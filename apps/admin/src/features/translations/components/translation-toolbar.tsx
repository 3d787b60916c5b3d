import { KNOWN_ROUTE_KEYS } from '@bar/domain/i18n/route-keys';
import { SCOPES, type Scope } from '@bar/domain/i18n/scopes';
import { type Locale, LOCALES } from '@bar/domain/locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StatusFilter,
  type StatusFilterValue,
} from '../../../components/content-table/status-filter';
import { TRANSLATION_CUSTOM_ROUTE } from '../lib/translation-table';

/** Which table (scope, page), the languages shown, the search and the status filter. */
export function TranslationToolbar({
  scope,
  onScope,
  routeChoice,
  onRouteChoice,
  customRoute,
  onCustomRoute,
  page,
  active,
  onActive,
  search,
  onSearch,
  filter,
  onFilter,
}: {
  scope: Scope;
  onScope: (scope: Scope) => void;
  routeChoice: string;
  onRouteChoice: (choice: string) => void;
  customRoute: string;
  onCustomRoute: (text: string) => void;
  /** The page's route key as stored (a custom one normalised). */
  page: string;
  active: Locale[];
  onActive: (locales: Locale[]) => void;
  search: string;
  onSearch: (text: string) => void;
  filter: StatusFilterValue;
  onFilter: (filter: StatusFilterValue) => void;
}) {
  const { t } = useTranslation('admin');
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  return (
    <div className="content-toolbar">
      <span className="content-toolbar__field">
        <label htmlFor={idOf('scope')}>{t('translationsTab.scope')}</label>
        <select
          id={idOf('scope')}
          value={scope}
          onChange={(event) => onScope(event.target.value as Scope)}
        >
          {SCOPES.map((value) => (
            <option key={value} value={value}>
              {t(`translationsTab.scopes.${value}`)}
            </option>
          ))}
        </select>
      </span>
      {scope === 'page' && (
        <span className="content-toolbar__field">
          <label htmlFor={idOf('route')}>{t('translationsTab.routeKey')}</label>
          <select
            id={idOf('route')}
            value={routeChoice}
            onChange={(event) => onRouteChoice(event.target.value)}
          >
            {KNOWN_ROUTE_KEYS.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
            <option value={TRANSLATION_CUSTOM_ROUTE}>{t('translationsTab.customRoute')}</option>
          </select>
        </span>
      )}
      {scope === 'page' && routeChoice === TRANSLATION_CUSTOM_ROUTE && (
        <span className="content-toolbar__field">
          <label htmlFor={idOf('custom')}>{t('translationsTab.customRouteInput')}</label>
          <input
            id={idOf('custom')}
            type="text"
            value={customRoute}
            placeholder="/(kiosk)/encuesta"
            onChange={(event) => onCustomRoute(event.target.value)}
            aria-describedby={idOf('custom-hint')}
          />
          <small id={idOf('custom-hint')}>{t('translationsTab.normalised', { key: page })}</small>
        </span>
      )}
      <fieldset className="content-toolbar__field">
        <legend>{t('translationsTab.locales')}</legend>
        <span className="content-row-actions">
          {LOCALES.map((locale) => (
            <label key={locale}>
              <input
                type="checkbox"
                checked={active.includes(locale)}
                onChange={(event) =>
                  onActive(
                    event.target.checked
                      ? LOCALES.filter((l) => l === locale || active.includes(l))
                      : active.filter((l) => l !== locale),
                  )
                }
              />{' '}
              {locale}
            </label>
          ))}
        </span>
      </fieldset>
      <span className="content-toolbar__field">
        <label htmlFor={idOf('search')}>{t('translationsTab.search')}</label>
        <input
          id={idOf('search')}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </span>
      <StatusFilter value={filter} onChange={onFilter} />
    </div>
  );
}
