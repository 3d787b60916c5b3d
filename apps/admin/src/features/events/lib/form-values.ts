import type { Event, EventInput } from '@bar/domain/events/schema';
import { MAX_CTAS } from '@bar/domain/events/constants';

/** The form always shows two call-to-action rows; unused ones stay on type 'none'. */
export type PostFormValues = Omit<EventInput, 'ctas' | 'media'> & {
  ctas: {
    type: NonNullable<EventInput['ctas']>[number]['type'];
    url: string;
    label: string;
    as: 'button' | 'link';
  }[];
};

const blankCta = () => ({ type: 'none' as const, url: '', label: '', as: 'button' as const });

export function formValuesOf(event: Event | null): PostFormValues {
  const ctas = (event?.ctas ?? []).map((cta) => ({ ...cta }));
  while (ctas.length < MAX_CTAS) ctas.push(blankCta());
  return {
    title: event?.title ?? '',
    slug: event?.slug ?? '',
    date: event?.date ?? '',
    endDate: event?.endDate ?? '',
    startTime: event?.startTime ?? '',
    endTime: event?.endTime ?? '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    artist: event?.artist ?? '',
    videoUrl: event?.videoUrl ?? '',
    status: event?.status ?? 'draft',
    ctas: ctas.slice(0, MAX_CTAS),
  };
}
