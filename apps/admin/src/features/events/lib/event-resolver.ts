import { EventInputSchema, type EventDraft } from '@bar/domain/events/schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { EventFormValues } from './form-values';

const domainResolver = zodResolver(EventInputSchema);

/**
 * The API's own rules (the domain schema) check the form. An empty slug means "make one from
 * the title", which the schema spells as a missing slug.
 */
export const eventResolver: Resolver<EventFormValues, unknown, EventDraft> = (
  values,
  context,
  options,
) =>
  (domainResolver as unknown as Resolver<EventFormValues, unknown, EventDraft>)(
    { ...values, slug: values.slug?.trim() ? values.slug : undefined },
    context,
    options,
  );
