import type { Event } from '@bar/domain/events/schema';
import type { Locale } from '@bar/i18n';
import { useSendReview } from '../hooks/use-send-review';
import { ReviewPanel } from './review-panel';

/** The review panel of a past event, sending through the API with the visitor's session. */
export function PastEventReview({ event, locale }: { event: Event; locale: Locale }) {
  const send = useSendReview(event.id, locale);
  return <ReviewPanel title={event.title} locale={locale} send={send} />;
}
