import type { Event } from '@bar/domain/events/schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteEvent, useEventsList } from '../api/use-events';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import '../../../components/content-table/content-table.css';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { useUndoableDelete } from '../../../components/editor-kit/use-undoable-delete';
import {
  FilterSelect,
  ListTools,
  ResultCount,
  SearchField,
} from '../../../components/list-tools/list-tools';
import { useListView } from '../../../components/list-tools/use-list-view';
import { filterEvents, POST_FILTER_DEFAULTS } from '../lib/event-filters';

/** Posts shown at once. */
const PAGE_SIZE = 20;

type EventsListProps = { onNew: () => void; onEdit: (event: Event) => void };

/**
 * Upcoming and past posts, drafts marked: search them by title, filter by when and status (the
 * view is in the URL), read 20 at a time; each can be edited or deleted (confirmed first, then
 * "Deshacer" for a few seconds before the delete is sent).
 */
export function EventsList({ onNew, onEdit }: EventsListProps) {
  const { t } = useTranslation('admin');
  const list = useEventsList();
  const remove = useDeleteEvent();
  const [doomed, setDoomed] = useState<Event | null>(null);
  const undoable = useUndoableDelete((id) => remove.mutateAsync(id));
  const hidden = undoable.hidden;
  const view = useListView(POST_FILTER_DEFAULTS);
  const { when, status } = view.filters;
  const narrowed = view.q.trim() !== '' || when !== 'all' || status !== 'all';

  const posts = useMemo(
    () =>
      list.data
        ? filterEvents(list.data, view.q, { when, status }).filter(({ event }) => !hidden(event.id))
        : [],
    [list.data, view.q, when, status, hidden],
  );
  const current = pageSlice(posts, view.page, PAGE_SIZE);

  const section = (key: 'upcoming' | 'past') => {
    if (when !== 'all' && when !== key) return null;
    const total = posts.filter((post) => post.when === key).length;
    const events = current.rows.filter((post) => post.when === key).map((post) => post.event);
    if (total > 0 && events.length === 0) return null;
    return (
      <section aria-labelledby={`posts-${key}`} className="events-list__section">
        <h3 id={`posts-${key}`}>{t(`posts.list.${key}`)}</h3>
        {events.length === 0 ? (
          <p>{t(narrowed ? 'posts.list.none' : 'posts.list.empty')}</p>
        ) : (
          <ul className="events-list">
            {events.map((event) => (
              <li key={event.id} className="events-list__item">
                <span className="events-list__title">
                  {event.title}
                  {event.status === 'draft' && (
                    <span className="event-badge">{t('posts.status.draft')}</span>
                  )}
                </span>
                <span className="events-list__date">
                  {event.date}
                  {event.startTime && ` ${event.startTime}`}
                </span>
                <span className="event-form__actions">
                  <button
                    type="button"
                    aria-label={`${t('posts.list.edit')}: ${event.title}`}
                    onClick={() => onEdit(event)}
                  >
                    {t('posts.list.edit')}
                  </button>
                  <button
                    type="button"
                    aria-label={`${t('posts.list.delete')}: ${event.title}`}
                    onClick={() => setDoomed(event)}
                  >
                    {t('posts.list.delete')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <div className="events-panel">
      <div className="events-panel__head">
        <h2>{t('tabs.posts')}</h2>
        <button type="button" className="button button--primary" onClick={onNew}>
          {t('posts.list.new')}
        </button>
      </div>
      {list.isPending && <p role="status">{t('posts.list.loading')}</p>}
      {list.isError && <p role="alert">{t('posts.list.loadError')}</p>}
      <ListTools>
        <SearchField
          label={t('posts.list.search')}
          value={view.q}
          onChange={(q) => view.update({ q })}
        />
        <FilterSelect
          label={t('posts.list.whenFilter')}
          value={when}
          onChange={(value) => view.update({ when: value })}
          options={[
            ['all', t('posts.list.anyWhen')],
            ['upcoming', t('posts.list.upcoming')],
            ['past', t('posts.list.past')],
          ]}
        />
        <FilterSelect
          label={t('posts.list.statusFilter')}
          value={status}
          onChange={(value) => view.update({ status: value })}
          options={[
            ['all', t('posts.list.anyStatus')],
            ['published', t('posts.status.published')],
            ['draft', t('posts.status.draft')],
          ]}
        />
      </ListTools>
      {list.data && (
        <>
          <ResultCount>{t('posts.list.count', { count: posts.length })}</ResultCount>
          {section('upcoming')}
          {section('past')}
          <Pager
            page={current.page}
            pages={current.pages}
            total={posts.length}
            size={PAGE_SIZE}
            onPage={(page) => view.update({ page })}
          />
        </>
      )}
      {doomed && (
        <ConfirmDialog
          title={t('posts.list.confirmTitle')}
          message={t('posts.list.confirmText', {
            title: doomed.title,
            interpolation: { escapeValue: false },
          })}
          confirmLabel={t('posts.list.delete')}
          cancelLabel={t('posts.list.cancel')}
          onCancel={() => setDoomed(null)}
          onConfirm={() => {
            undoable.remove(doomed.id, doomed.title);
            setDoomed(null);
          }}
        />
      )}
    </div>
  );
}
