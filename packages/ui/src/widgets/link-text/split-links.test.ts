import { describe, expect, it } from 'vitest';
import { mapsSearchUrl, phoneHref, splitLinks, type LinkKind } from './split-links';

/** The links found in a text, as [kind, text, href]. */
const links = (text: string) =>
  splitLinks(text).flatMap((s) => (s.type === 'link' ? [[s.kind, s.text, s.href]] : []));
const one = (text: string, kind: LinkKind) => {
  const found = links(text);
  expect(found, text).toHaveLength(1);
  expect(found[0]![0], text).toBe(kind);
  return { text: found[0]![1]!, href: found[0]![2]! };
};
const maps = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

describe('splitLinks segments', () => {
  it('keeps the text around links, and plain text whole', () => {
    expect(splitLinks('Hola, visit https://bar.example.com today')).toEqual([
      { type: 'text', text: 'Hola, visit ' },
      {
        type: 'link',
        kind: 'url',
        text: 'https://bar.example.com',
        href: 'https://bar.example.com',
      },
      { type: 'text', text: ' today' },
    ]);
    expect(splitLinks('Nothing to link here.')).toEqual([
      { type: 'text', text: 'Nothing to link here.' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });

  it('puts the pieces back together exactly', () => {
    const text =
      'Call (613) 555-0147 or write to info@bar.ca, www.bar.ca. We are at 123 Main St, Ottawa, ON K1A 0B1!';
    expect(
      splitLinks(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(links(text).map(([kind]) => kind)).toEqual(['phone', 'email', 'url', 'address']);
  });
});

describe('URLs', () => {
  it('links http, https and www., leaving sentence punctuation out', () => {
    expect(one('See http://bar.example.com/menu?x=1#top.', 'url')).toEqual({
      text: 'http://bar.example.com/menu?x=1#top',
      href: 'http://bar.example.com/menu?x=1#top',
    });
    expect(one('Go to www.bar.ca, now', 'url')).toEqual({
      text: 'www.bar.ca',
      href: 'https://www.bar.ca',
    });
    expect(one('(see https://x.com/a)', 'url').text).toBe('https://x.com/a');
    expect(one('https://en.wikipedia.org/wiki/Taco_(dish) is good', 'url').text).toBe(
      'https://en.wikipedia.org/wiki/Taco_(dish)',
    );
    expect(one('HTTPS://BAR.CA!', 'url').text).toBe('HTTPS://BAR.CA');
  });

  it('does not link bare domains, other schemes or www inside words', () => {
    expect(links('bar.ca and ftp://files.bar.ca and awww.bar')).toEqual([]);
  });

  it('a phone-like path inside a URL stays part of the URL', () => {
    expect(links('https://bar.ca/r/6135550147')).toEqual([
      ['url', 'https://bar.ca/r/6135550147', 'https://bar.ca/r/6135550147'],
    ]);
  });
});

describe('e-mails', () => {
  it('links addresses with mailto:', () => {
    expect(one('Write to reservas.bar+web@mi-bar.com.mx.', 'email')).toEqual({
      text: 'reservas.bar+web@mi-bar.com.mx',
      href: 'mailto:reservas.bar+web@mi-bar.com.mx',
    });
    expect(one('info@www.bar.ca', 'email').text).toBe('info@www.bar.ca');
  });

  it('needs a user, an @ and a domain with a dot', () => {
    expect(links('@bar, bar@, user@host, a @ b.com')).toEqual([]);
  });
});

describe('phones', () => {
  it.each([
    ['613-555-0147', 'tel:6135550147'],
    ['(613) 555-0147', 'tel:6135550147'],
    ['+1 613 555 0147', 'tel:+16135550147'],
    ['+52 (55) 1234 5678', 'tel:+525512345678'],
    ['612 345 678', 'tel:612345678'],
    ['613.555.0147', 'tel:6135550147'],
    ['6135550147', 'tel:6135550147'],
    ['+33 1 23 45 67 89', 'tel:+33123456789'],
    ['55-12-34-56', 'tel:55123456'],
  ])('links %s as %s', (phone, href) => {
    expect(one(`Call ${phone}, please`, 'phone')).toEqual({ text: phone, href });
  });

  it('strips everything but digits and + for tel:', () => {
    expect(phoneHref('+1 (613) 555-0147')).toBe('tel:+16135550147');
  });

  it.each([
    ['short numbers', 'We are 12 people, table 45, code 5550147'],
    ['eight characters', 'Call 555-0147'],
    ['a year', 'Since 2019'],
    ['years in a row', 'Winners 2022 2023 2024'],
    ['a year range', 'Open 2019-2024'],
    ['an ISO date', 'On 2024-05-12 we play'],
    ['a day-first date', 'On 12.05.2024 or 12-05-2024'],
    ['a time', 'From 10:30 to 23:00'],
    ['a dotted time range', 'Happy hour 17.30 - 19.30'],
    [
      'a price with a currency sign',
      'Only $1,299.00 or $ 1 299 000 or 1 299 000 $ or 250 000 000€',
    ],
    ['a price with thousands dots', 'Premio de 1.299.000 pesos'],
    ['a price with thousands spaces', 'Budget 12 500 000 pesos'],
    ['a decimal', 'Pi is 3.14159265'],
    ['a percentage', 'Up 123 456 789%'],
    ['too many digits (a card number)', '4111 1111 1111 1111 1111'],
    ['unbalanced parentheses', 'Ref 613) 555-0147 x'],
  ])('does not link %s', (_, text) => {
    expect(links(text).filter(([kind]) => kind === 'phone')).toEqual([]);
  });
});

describe('street addresses', () => {
  it.each([
    '123 Main St',
    '123 Main St.',
    '45 Queen Street West',
    '7 Elm Ave',
    '1600 Amphitheatre Parkway',
    '21 1st Avenue',
    '88 King Rd',
    '10 Sussex Drive',
    '9 Maple Lane',
    '350 Fifth Avenue',
    '12 Harbour Way',
    '4 Kent Court',
    '500 Rideau Blvd',
    '3 Poplar Dr',
    '77 BANK ST',
  ])('English: %s', (address) => {
    expect(one(`Find us at ${address} tonight`, 'address')).toEqual({
      text: address,
      href: maps(address),
    });
  });

  it.each([
    'Calle Mayor 12',
    'calle Mayor 12',
    'Avenida Juárez 45',
    'Av. Insurgentes Sur 1605',
    'Av Reforma 222',
    'Avda. de la Constitución 3',
    'Calle 5 de Mayo',
    'Boulevard Manuel Ávila Camacho 40',
    'Carretera Federal 200',
    'C/ Alcalá 21',
    'Calle Hidalgo #14',
    'Calle Morelos No. 8',
    'Plaza Mayor 1',
    'Paseo de la Reforma 505',
    'Calzada de Tlalpan 1000',
  ])('Spanish: %s', (address) => {
    expect(one(`Estamos en ${address} desde hoy`, 'address')).toEqual({
      text: address,
      href: maps(address),
    });
  });

  it('takes the city, province and postal code that follow', () => {
    expect(one('Visit 123 Main St, Ottawa, ON K1A 0B1 soon', 'address').text).toBe(
      '123 Main St, Ottawa, ON K1A 0B1',
    );
    expect(one('Visit 123 Main St, Toronto, ON. Bring friends', 'address').text).toBe(
      '123 Main St, Toronto, ON',
    );
    expect(one('Visit 123 Main St, Ottawa K1A0B1', 'address').text).toBe(
      '123 Main St, Ottawa K1A0B1',
    );
    expect(one('Calle Mayor 12, Toronto, ON M5V 2T6.', 'address').text).toBe(
      'Calle Mayor 12, Toronto, ON M5V 2T6',
    );
  });

  it('does not swallow a following sentence', () => {
    expect(one('We are at 123 Main St, Come early!', 'address').text).toBe('123 Main St');
  });

  it('links a Canadian postal code on its own', () => {
    expect(one('Código postal K1A 0B1.', 'address')).toEqual({
      text: 'K1A 0B1',
      href: maps('K1A 0B1'),
    });
    expect(one('Postal code M5V-2T6', 'address').text).toBe('M5V-2T6');
  });

  it.each([
    ['lower-case words before a street word', 'I have 3 dogs on the way'],
    ['a street word with no name', 'La calle está cerrada'],
    ['no house number in English', 'Main Street is closed'],
    ['a weak Spanish word without a number', 'Paseo Nocturno el Sábado'],
    ['letters that are not a postal code', 'Codes D1A 1A1 and K1A 0BB and KK1 0B1'],
    ['a postal code inside a word', 'XK1A 0B1Y'],
  ])('does not link %s', (_, text) => {
    expect(
      links(text).filter(([kind]) => kind === 'address'),
      text,
    ).toEqual([]);
  });

  it('builds the maps search URL from the address text', () => {
    expect(mapsSearchUrl('Calle Mayor 12, Madrid')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%2012%2C%20Madrid',
    );
  });
});
