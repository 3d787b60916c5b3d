import type { Event } from '@bar/domain/events/schema';
import './posts.css';
import { useState } from 'react';
import { PostForm } from './post-form';
import { PostsList } from './posts-list';

/** `round` remounts the form when a restored version replaces what it shows. */
type Mode = { kind: 'list' } | { kind: 'form'; event: Event | null; round?: number };

/** The posts tab: the list, or the form for a new or an existing post. */
export function PostsPanel() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  if (mode.kind === 'form') {
    return (
      <PostForm
        key={`${mode.event?.id ?? 'new'}:${mode.round ?? 0}`}
        event={mode.event}
        onClose={() => setMode({ kind: 'list' })}
        onRestored={(event) => setMode({ kind: 'form', event, round: (mode.round ?? 0) + 1 })}
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
