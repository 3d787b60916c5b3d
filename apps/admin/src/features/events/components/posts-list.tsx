import type { Event } from '@bar/domain/events/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePost, usePostsList } from '../api/use-posts';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { useUndoableDelete } from '../../../components/editor-kit/use-undoable-delete';

type PostsListProps = { onNew: () => void; onEdit: (event: Event) => void };

/**
 * Upcoming and past posts, drafts marked; each can be edited or deleted (confirmed first, then
 * "Deshacer" for a few seconds before the delete is sent).
 */
export function PostsList({ onNew, onEdit }: PostsListProps) {
  const { t } = useTranslation('admin');
  const list = usePostsList();
  const remove = useDeletePost();
  const [doomed, setDoomed] = useState<Event | null>(null);
  const undoable = useUndoableDelete((id) => remove.mutateAsync(id));

  const section = (key: 'upcoming' | 'past', all: Event[]) => {
    const events = all.filter((event) => !undoable.hidden(event.id));
    return (
      <section aria-labelledby={`posts-${key}`} className="posts-list__section">
        <h3 id={`posts-${key}`}>{t(`posts.list.${key}`)}</h3>
        {events.length === 0 ? (
          <p>{t('posts.list.empty')}</p>
        ) : (
          <ul className="posts-list">
            {events.map((event) => (
              <li key={event.id} className="posts-list__item">
                <span className="posts-list__title">
                  {event.title}
                  {event.status === 'draft' && (
                    <span className="post-badge">{t('posts.status.draft')}</span>
                  )}
                </span>
                <span className="posts-list__date">
                  {event.date}
                  {event.startTime && ` ${event.startTime}`}
                </span>
                <span className="post-form__actions">
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
    <div className="posts-panel">
      <div className="posts-panel__head">
        <h2>{t('tabs.posts')}</h2>
        <button type="button" className="button button--primary" onClick={onNew}>
          {t('posts.list.new')}
        </button>
      </div>
      {list.isPending && <p role="status">{t('posts.list.loading')}</p>}
      {list.isError && <p role="alert">{t('posts.list.loadError')}</p>}
      {list.data && section('upcoming', list.data.upcoming)}
      {list.data && section('past', list.data.past)}
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
