import { SERVED_SLOT_ATTRIBUTE } from '@bar/domain/site/served-block-ids';

const EMPTY = { __html: '' };

/**
 * An element the API fills when it serves the page (the slot's name in `data-served`), so the
 * content shows without scripts. React renders it empty and keeps what the server wrote in it
 * (no hydration warning); the component's own markup takes its place, under another key, once
 * its data is in.
 */
export function ServedSlot({ name, className }: { name: string; className?: string }) {
  return (
    <div
      className={className}
      {...{ [SERVED_SLOT_ATTRIBUTE]: name }}
      dangerouslySetInnerHTML={EMPTY}
      suppressHydrationWarning
    />
  );
}
