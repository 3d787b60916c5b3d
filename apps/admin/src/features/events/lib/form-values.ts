import type { Event, EventDraft, EventInput } from '@bar/domain/events/schema';
import { MAX_CTAS } from '@bar/domain/events/constants';

/** The languages an event may have besides its own (Spanish) texts. */
export const OTHER_LANGUAGES = ['en', 'fr'] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/** One language's texts as the form holds them: every field a string, one label per CTA row. */
export type LanguageTextValues = {
  title: string;
  description: string;
  location: string;
  ctaLabels: string[];
};

/** The form always shows two call-to-action rows; unused ones stay on type 'none'. */
export type EventFormValues = Omit<EventInput, 'ctas' | 'media' | 'localized'> & {
  ctas: {
    type: NonNullable<EventInput['ctas']>[number]['type'];
    url: string;
    label: string;
    as: 'button' | 'link';
  }[];
  localized: Record<OtherLanguage, LanguageTextValues>;
};

const blankCta = () => ({ type: 'none' as const, url: '', label: '', as: 'button' as const });

function languageValues(event: Event | null, language: OtherLanguage): LanguageTextValues {
  const texts = event?.localized?.[language];
  const ctaLabels = Array.from({ length: MAX_CTAS }, (_, index) => texts?.ctaLabels?.[index] ?? '');
  return {
    title: texts?.title ?? '',
    description: texts?.description ?? '',
    location: texts?.location ?? '',
    ctaLabels,
  };
}

export function formValuesOf(event: Event | null): EventFormValues {
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
    localized: { en: languageValues(event, 'en'), fr: languageValues(event, 'fr') },
  };
}

/**
 * The languages' texts as the API stores them: only what staff typed, the CTA labels kept in
 * step with the calls to action that are stored (`kept`: the rows' indexes). A language with
 * nothing typed is left out.
 */
export function localizedToSave(
  localized: EventDraft['localized'],
  kept: number[],
): NonNullable<EventDraft['localized']> {
  const result: NonNullable<EventDraft['localized']> = {};
  for (const language of OTHER_LANGUAGES) {
    const texts = localized?.[language];
    if (!texts) continue;
    const labels = kept.map((index) => texts.ctaLabels?.[index] ?? '');
    const entry = {
      ...(texts.title ? { title: texts.title } : {}),
      ...(texts.description ? { description: texts.description } : {}),
      ...(texts.location ? { location: texts.location } : {}),
      ...(labels.some(Boolean) ? { ctaLabels: labels } : {}),
    };
    if (Object.keys(entry).length > 0) result[language] = entry;
  }
  return result;
}
