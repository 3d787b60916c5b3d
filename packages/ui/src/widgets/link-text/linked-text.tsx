import { useMemo } from 'react';
import { splitLinks, type LinkKind } from './split-links.js';

export type { LinkKind, LinkSegment, Segment } from './split-links.js';

export type LinkedTextProps = {
  text: string;
  linkClassName?: string;
};

/** Web pages and maps open in a new tab; mail and phone links hand over to an app. */
const NEW_TAB: Record<LinkKind, boolean> = { url: true, address: true, email: false, phone: false };

/** Plain text with its URLs, e-mails, phones and street addresses turned into links. */
export function LinkedText({ text, linkClassName }: LinkedTextProps) {
  const segments = useMemo(() => splitLinks(text), [text]);
  return segments.map((segment, i) =>
    segment.type === 'text' ? (
      segment.text
    ) : (
      <a
        key={i}
        href={segment.href}
        className={linkClassName}
        data-link-kind={segment.kind}
        {...(NEW_TAB[segment.kind] ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {segment.text}
      </a>
    ),
  );
}
