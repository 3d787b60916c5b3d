import { describe, expect, it } from 'vitest';
import { ctaHref, ctaLink, visibleCtas } from './cta';

describe('ctaHref', () => {
  it.each([
    [{ type: 'none', url: 'https://example.com' }, null],
    [{ type: 'url', url: '' }, null],
    [{ type: 'url', url: '   ' }, null],
    [{ type: 'url', url: 'https://tickets.example/x?y=1' }, 'https://tickets.example/x?y=1'],
    [{ type: 'url', url: 'http://tickets.example' }, 'http://tickets.example'],
    [{ type: 'url', url: '/es/reservaciones' }, '/es/reservaciones'],
    [{ type: 'url', url: 'tickets.example.com/x' }, 'https://tickets.example.com/x'],
    [{ type: 'url', url: '//evil.example' }, null],
    [{ type: 'url', url: 'javascript:alert(1)' }, null],
    [{ type: 'url', url: 'just words' }, null],
    [{ type: 'pdf', url: '/menu.pdf' }, '/menu.pdf'],
    [{ type: 'pdf', url: 'ftp://x.example/menu.pdf' }, null],
    [{ type: 'phone', url: '+1 (613) 555-0177' }, 'tel:+16135550177'],
    [{ type: 'phone', url: 'tel:613.555.0177' }, 'tel:6135550177'],
    [{ type: 'phone', url: 'call us' }, null],
    [{ type: 'phone', url: '12' }, null],
    [{ type: 'phone', url: '911' }, 'tel:911'],
    [{ type: 'mailto', url: 'hola@bar.example' }, 'mailto:hola@bar.example'],
    [{ type: 'mailto', url: 'mailto:hola@bar.example' }, 'mailto:hola@bar.example'],
    [
      { type: 'mailto', url: 'MAILTO:hola@bar.example?subject=Reserva' },
      'mailto:hola@bar.example?subject=Reserva',
    ],
    [{ type: 'mail', url: ' hola@bar.example ' }, 'mailto:hola@bar.example'],
    [{ type: 'mail', url: 'hola' }, null],
    [{ type: 'mail', url: 'mailto:' }, null],
  ] as const)('%j → %s', (cta, href) => {
    expect(ctaHref(cta)).toBe(href);
  });
});

describe('ctaLink', () => {
  it('opens url and pdf in a new tab, safely', () => {
    for (const type of ['url', 'pdf'] as const) {
      expect(ctaLink({ type, url: '/x.pdf', label: 'Ver' })).toEqual({
        type,
        href: '/x.pdf',
        label: 'Ver',
        as: 'button',
        newTab: true,
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    }
  });

  it('opens phone and mail in the same tab', () => {
    expect(ctaLink({ type: 'phone', url: '613 555 0177', label: 'Llamar', as: 'link' })).toEqual({
      type: 'phone',
      href: 'tel:6135550177',
      label: 'Llamar',
      as: 'link',
      newTab: false,
    });
    expect(
      ctaLink({ type: 'mailto', url: 'a@b.example', label: 'Escribir' })?.target,
    ).toBeUndefined();
    expect(ctaLink({ type: 'mail', url: 'a@b.example', label: 'Escribir' })?.newTab).toBe(false);
  });

  it('falls back to the link text for an empty label', () => {
    expect(ctaLink({ type: 'mailto', url: 'mailto:a@b.example', label: ' ' })?.label).toBe(
      'a@b.example',
    );
    expect(ctaLink({ type: 'phone', url: '+1 613 555 0177' })?.label).toBe('+1 613 555 0177');
  });

  it('hides a call to action of type none or without a usable url', () => {
    expect(ctaLink({ type: 'none', url: '/x', label: 'x' })).toBeNull();
    expect(ctaLink({ type: 'url', url: '', label: 'x' })).toBeNull();
  });
});

describe('visibleCtas', () => {
  it('shows only usable ones, at most 2, in order', () => {
    const links = visibleCtas([
      { type: 'none', url: '/a' },
      { type: 'url', url: '/b', label: 'B' },
      { type: 'phone', url: 'n/a' },
      { type: 'mail', url: 'c@d.example', label: 'C' },
      { type: 'pdf', url: '/e.pdf', label: 'E' },
    ]);
    expect(links.map((link) => link.label)).toEqual(['B', 'C']);
  });
  it('handles a missing list', () => {
    expect(visibleCtas(undefined)).toEqual([]);
  });
});
