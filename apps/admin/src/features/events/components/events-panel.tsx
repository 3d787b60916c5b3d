import type { Event } from '@bar/domain/events/schema';
import './events.css';
import { useState } from 'react';
import { EventForm } from './event-form';
import { EventsList } from './events-list';

/** `round` remounts the form when a restored version replaces what it shows. */
type Mode = { kind: 'list' } | { kind: 'form'; event: Event | null; round?: number };

/** The posts tab: the list, or the form for a new or an existing post. */
export function EventsPanel() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  if (mode.kind === 'form') {
    return (
      <EventForm
        key={`${mode.event?.id ?? 'new'}:${mode.round ?? 0}`}
        event={mode.event}
        onClose={() => setMode({ kind: 'list' })}
        onRestored={(event) => setMode({ kind: 'form', event, round: (mode.round ?? 0) + 1 })}
      />
    );
  }
  return (
    <EventsList
      onNew={() => setMode({ kind: 'form', event: null })}
      onEdit={(event) => setMode({ kind: 'form', event })}
    />
  );
}
