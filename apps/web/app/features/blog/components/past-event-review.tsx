import type { Event } from '@bar/domain/events/schema';
import type { Locale } from '@bar/i18n';
import { useTextGroups } from '../../../lib/use-site-i18n';
import { useSendReview } from '../hooks/use-send-review';
import { ReviewPanel } from './review-panel';

/** The review panel of a past event, sending through the API with the visitor's session. */
export function PastEventReview({ event, locale }: { event: Event; locale: Locale }) {
  // Loaded with import() once the past events are in (event-sections.tsx): its texts too.
  useTextGroups(['review']);
  const send = useSendReview(event.id, locale);
  return <ReviewPanel title={event.title} locale={locale} send={send} />;
}
