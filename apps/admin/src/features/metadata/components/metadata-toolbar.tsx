import { SCOPES, type Scope } from '@bar/domain/i18n/scopes';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StatusFilter,
  type StatusFilterValue,
} from '../../../components/content-table/status-filter';

/** Which table (scope, and the page's route key), the status filter and the JSON import. */
export function MetadataToolbar({
  scope,
  onScope,
  routeInput,
  onRouteInput,
  routeKey,
  filter,
  onFilter,
  onImport,
}: {
  scope: Scope;
  onScope: (scope: Scope) => void;
  routeInput: string;
  onRouteInput: (text: string) => void;
  /** The route key as stored (the input normalised). */
  routeKey: string;
  filter: StatusFilterValue;
  onFilter: (filter: StatusFilterValue) => void;
  onImport: (file: File) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const ids = { scope: useId(), route: useId(), file: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="content-toolbar">
      <span className="content-toolbar__field">
        <label htmlFor={ids.scope}>{t('metadataTab.scope')}</label>
        <select
          id={ids.scope}
          value={scope}
          onChange={(event) => onScope(event.target.value as Scope)}
        >
          {SCOPES.map((value) => (
            <option key={value} value={value}>
              {t(`contentTable.scopes.${value}`)}
            </option>
          ))}
        </select>
      </span>
      {scope === 'page' && (
        <span className="content-toolbar__field">
          <label htmlFor={ids.route}>{t('metadataTab.routeKey')}</label>
          <input
            id={ids.route}
            type="text"
            value={routeInput}
            onChange={(event) => onRouteInput(event.target.value)}
            aria-describedby={`${ids.route}-hint`}
          />
          <small id={`${ids.route}-hint`}>{t('metadataTab.routeKeyHint', { key: routeKey })}</small>
        </span>
      )}
      <StatusFilter value={filter} onChange={onFilter} />
      <span className="content-toolbar__field">
        <label htmlFor={ids.file}>{t('metadataTab.import.label')}</label>
        <input
          id={ids.file}
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void onImport(file).finally(() => (event.target.value = ''));
          }}
        />
      </span>
    </div>
  );
}
