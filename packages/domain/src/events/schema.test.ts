import { describe, expect, it } from 'vitest';
import {
  EventInputSchema,
  EventPatchSchema,
  EventSchema,
  MediaItemSchema,
  CtaSchema,
} from './schema';

const base = { title: 'Noche de Mariachi', date: '2025-06-14' };
const issues = (value: unknown) => {
  const parsed = EventInputSchema.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('EventInputSchema', () => {
  it('fills every optional field with its default; a new post is a draft', () => {
    expect(EventInputSchema.parse(base)).toEqual({
      ...base,
      endDate: '',
      startTime: '',
      endTime: '',
      startAt: '',
      location: '',
      description: '',
      artist: '',
      videoUrl: '',
      coverUrl: '',
      status: 'draft',
      media: [],
      ctas: [],
    });
  });

  it('keeps every field of both specs', () => {
    const full = {
      ...base,
      slug: 'noche-de-mariachi',
      endDate: '2025-06-15',
      startTime: '20:00',
      endTime: '01:30',
      startAt: '2025-06-15T00:00:00.000Z',
      location: '88 Rideau Street',
      description: 'Mariachi en vivo.',
      artist: 'Mariachi Sol',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      coverUrl: '/api/media/events/x/cover.webp',
      status: 'published' as const,
      media: [
        {
          contentType: 'image/jpeg',
          url: '/api/media/a.jpg',
          name: 'a.jpg',
          resized: [{ width: 640, url: '/api/media/a-640.webp' }],
        },
      ],
      ctas: [
        { type: 'phone' as const, url: '+1 613 555 0177', label: 'Llamar', as: 'link' as const },
      ],
    };
    expect(EventInputSchema.parse(full)).toEqual(full);
  });

  it.each([
    [{ date: '2025-06-14' }, 'title: events.errors.titleRequired'],
    [{ ...base, title: '   ' }, 'title: events.errors.titleRequired'],
    [{ ...base, title: 42 }, 'title: events.errors.titleRequired'],
    [{ title: 'x' }, 'date: events.errors.dateRequired'],
    [{ ...base, date: '' }, 'date: events.errors.dateRequired'],
    [{ ...base, date: '14/06/2025' }, 'date: events.errors.dateInvalid'],
    [{ ...base, date: '2025-02-30' }, 'date: events.errors.dateInvalid'],
    [{ ...base, endDate: '2025-06-13' }, 'endDate: events.errors.endDateBeforeStart'],
    [{ ...base, endDate: '2025-6-20' }, 'endDate: events.errors.dateInvalid'],
    [{ ...base, startTime: '8pm' }, 'startTime: events.errors.timeInvalid'],
    [{ ...base, endTime: '24:00' }, 'endTime: events.errors.timeInvalid'],
    [{ ...base, startAt: 'tomorrow' }, 'startAt: events.errors.startAtInvalid'],
    [{ ...base, slug: 'Noche de Mariachi' }, 'slug: events.errors.slugInvalid'],
    [{ ...base, slug: 'noche--mariachi' }, 'slug: events.errors.slugInvalid'],
    [{ ...base, slug: 'x'.repeat(97) }, 'slug: events.errors.slugInvalid'],
    [{ ...base, status: 'archived' }, 'status: events.errors.statusInvalid'],
    [{ ...base, videoUrl: 'javascript:alert(1)' }, 'videoUrl: events.errors.urlInvalid'],
    [{ ...base, videoUrl: '/local.mp4' }, 'videoUrl: events.errors.urlInvalid'],
    [{ ...base, coverUrl: 'data:image/png;base64,xx' }, 'coverUrl: events.errors.urlInvalid'],
    [{ ...base, title: 'x'.repeat(201) }, 'title: events.errors.textTooLong'],
  ])('refuses %j with %s', (value, expected) => {
    expect(issues(value)).toEqual([expected]);
  });

  it('reports both missing title and date', () => {
    expect(issues({})).toEqual([
      'title: events.errors.titleRequired',
      'date: events.errors.dateRequired',
    ]);
  });

  it('accepts an end date on the same day or later, and none', () => {
    expect(issues({ ...base, endDate: '2025-06-14' })).toEqual([]);
    expect(issues({ ...base, endDate: '2025-07-01' })).toEqual([]);
    expect(issues({ ...base, endDate: '' })).toEqual([]);
  });

  it('admits at most 2 calls to action', () => {
    const cta = { type: 'url', url: 'https://example.com' };
    expect(issues({ ...base, ctas: [cta, cta] })).toEqual([]);
    expect(issues({ ...base, ctas: [cta, cta, cta] })).toEqual(['ctas: events.errors.tooManyCtas']);
  });

  it('trims text fields', () => {
    expect(
      EventInputSchema.parse({ ...base, title: '  Karaoke  ', date: ' 2025-06-14 ' }),
    ).toMatchObject({ title: 'Karaoke', date: '2025-06-14' });
  });
});

describe('CtaSchema', () => {
  it('defaults label to empty and display to button', () => {
    expect(CtaSchema.parse({ type: 'pdf', url: '/menu.pdf' })).toEqual({
      type: 'pdf',
      url: '/menu.pdf',
      label: '',
      as: 'button',
    });
  });
  it.each(['none', 'url', 'pdf', 'phone', 'mailto', 'mail'])('accepts the type %s', (type) => {
    expect(CtaSchema.safeParse({ type, url: '' }).success).toBe(true);
  });
  it.each([
    { type: 'sms', url: '' },
    { type: 'url', url: 'javascript:alert(1)' },
    { type: 'url', url: ' data:text/html,x' },
    { type: 'url', url: 'https://x.example', as: 'banner' },
  ])('refuses %j', (cta) => {
    const parsed = CtaSchema.safeParse(cta);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('events.errors.ctaInvalid');
  });
});

describe('MediaItemSchema', () => {
  it('needs an image or video content type and a url or path', () => {
    expect(MediaItemSchema.parse({ contentType: 'Video/MP4', path: 'events/x/a.mp4' })).toEqual({
      contentType: 'video/mp4',
      path: 'events/x/a.mp4',
      name: '',
      resized: [],
    });
    for (const bad of [
      { contentType: 'image/png', url: '/a.png', focus: { x: 101, y: 50 } },
      { contentType: 'image/png', url: '/a.png', focus: { x: 50 } },
      { contentType: 'image/png', url: '/a.png', alt: 'x'.repeat(301) },
      { contentType: 'application/pdf', url: '/a.pdf' },
      { contentType: 'image/png' },
      { contentType: 'image/png', url: 'javascript:x' },
      { contentType: 'image/png', url: '/a.png', resized: [{ width: 0, url: '/a.webp' }] },
    ]) {
      expect(MediaItemSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps the alt text and the focal point', () => {
    expect(
      MediaItemSchema.parse({
        contentType: 'image/webp',
        url: '/a.webp',
        alt: '  María on stage ',
        focus: { x: 50, y: 0 },
      }),
    ).toMatchObject({ alt: 'María on stage', focus: { x: 50, y: 0 } });
  });
});

describe('EventPatchSchema and EventSchema', () => {
  it('a patch has no defaults, so it never overwrites what it does not name', () => {
    expect(EventPatchSchema.parse({ title: 'Nuevo' })).toEqual({ title: 'Nuevo' });
    expect(
      EventPatchSchema.safeParse({ ctas: [{ type: 'url' }, { type: 'url' }, { type: 'url' }] })
        .success,
    ).toBe(false);
  });
  it('a stored event needs an id and a slug', () => {
    expect(EventSchema.safeParse({ ...base }).success).toBe(false);
    expect(EventSchema.parse({ ...base, id: 'abc', slug: 'noche' })).toMatchObject({
      id: 'abc',
      slug: 'noche',
      createdAt: '',
      updatedAt: '',
    });
  });
});

describe('localized texts', () => {
  it('keeps the English and French texts of an event', () => {
    const localized = {
      en: { title: 'Mariachi Night', description: 'Live music', ctaLabels: ['Book'] },
      fr: { location: 'Terrasse' },
    };
    expect(EventInputSchema.parse({ ...base, localized }).localized).toEqual(localized);
  });

  it('leaves `localized` out when an event has none', () => {
    expect(EventInputSchema.parse(base)).not.toHaveProperty('localized');
  });

  it('refuses localized texts longer than the Spanish ones may be', () => {
    expect(issues({ ...base, localized: { en: { title: 'x'.repeat(201) } } })).toEqual([
      'localized.en.title: events.errors.textTooLong',
    ]);
    expect(issues({ ...base, localized: { fr: { location: 'x'.repeat(301) } } })).toEqual([
      'localized.fr.location: events.errors.textTooLong',
    ]);
    expect(issues({ ...base, localized: { en: { ctaLabels: ['x'.repeat(121)] } } })).toEqual([
      'localized.en.ctaLabels.0: events.errors.textTooLong',
    ]);
  });

  it('accepts an empty localized title (the Spanish one shows) and patches `localized` alone', () => {
    expect(issues({ ...base, localized: { en: { title: '' } } })).toEqual([]);
    expect(EventPatchSchema.parse({ localized: { fr: { title: 'Soirée' } } })).toEqual({
      localized: { fr: { title: 'Soirée' } },
    });
  });
});
