import { describe, expect, it } from 'vitest';
import { anchorProps, resolveFrameLink } from './frame-link';

describe('frame links', () => {
  it('prefixes internal links with the locale and routes them in the same tab', () => {
    expect(resolveFrameLink('/menus?tab=liquor#pdf', 'fr')).toEqual({
      href: '/fr/menus?tab=liquor#pdf',
      internal: true,
      newTab: false,
    });
    expect(resolveFrameLink('reservas', 'en')?.href).toBe('/en/reservas');
  });

  it('opens other sites in a new tab with noopener noreferrer', () => {
    const link = resolveFrameLink('https://instagram.com/casa', 'es')!;
    expect(link).toEqual({ href: 'https://instagram.com/casa', internal: false, newTab: true });
    expect(anchorProps(link)).toEqual({
      href: 'https://instagram.com/casa',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(resolveFrameLink('//cdn.example/menu.pdf', 'es')?.newTab).toBe(true);
  });

  it('opens an internal link with the external open-target in a new tab, still prefixed', () => {
    const link = resolveFrameLink('/pdf', 'es', '_blank')!;
    expect(link).toEqual({ href: '/es/pdf', internal: true, newTab: true });
    expect(anchorProps(link).rel).toBe('noopener noreferrer');
  });

  it('leaves mail and phone links as they are, in the same tab', () => {
    expect(resolveFrameLink('mailto:hola@casa.example', 'es')).toEqual({
      href: 'mailto:hola@casa.example',
      internal: false,
      newTab: false,
    });
    expect(anchorProps(resolveFrameLink('tel:+14165550100', 'es')!)).toEqual({
      href: 'tel:+14165550100',
    });
  });

  it('drops empty and script links', () => {
    expect(resolveFrameLink('', 'es')).toBeNull();
    expect(resolveFrameLink(' javascript:alert(1)', 'es')).toBeNull();
    expect(resolveFrameLink(42, 'es')).toBeNull();
  });
});
