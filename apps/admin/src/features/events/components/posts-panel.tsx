import type { Event } from '@bar/domain/events/schema';
import './posts.css';
import { useState } from 'react';
import { PostForm } from './post-form';
import { PostsList } from './posts-list';

type Mode = { kind: 'list' } | { kind: 'form'; event: Event | null };

/** The posts tab: the list, or the form for a new or an existing post. */
export function PostsPanel() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  if (mode.kind === 'form') {
    return (
      <PostForm
        key={mode.event?.id ?? 'new'}
        event={mode.event}
        onClose={() => setMode({ kind: 'list' })}
      />
    );
  }
  return (
    <PostsList
      onNew={() => setMode({ kind: 'form', event: null })}
      onEdit={(event) => setMode({ kind: 'form', event })}
    />
  );
}
