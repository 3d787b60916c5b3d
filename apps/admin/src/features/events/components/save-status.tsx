import { useTranslation } from 'react-i18next';
import type { SaveFailure } from '../lib/save-event';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'success'; title: string }
  | { kind: 'failure'; reason: SaveFailure; detail?: string };

/** idle → saving → success or failure, announced politely or as an alert. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <p role="status" className="event-status">
        {state.kind === 'saving' && t('posts.save.saving')}
        {state.kind === 'success' &&
          t('posts.save.success', { title: state.title, interpolation: { escapeValue: false } })}
      </p>
      {state.kind === 'failure' && (
        <div role="alert" className="event-status event-status--error">
          <p>{t(`posts.save.errors.${state.reason}`)}</p>
          {state.detail && <p className="event-status__detail">{state.detail}</p>}
        </div>
      )}
    </>
  );
}
