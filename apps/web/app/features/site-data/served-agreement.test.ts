import type { BssEffective } from '@bar/client/get-bss-effective';
import { SERVED_DATA_IDS } from '../../lib/served-data';
import { afterEach, describe, expect, it } from 'vitest';
import { agreesWithServed, servedSite } from './served-agreement';

const copy = (brandName: string, updatedAt: string) =>
  ({
    ok: true,
    branding: { company: { brandName } },
    settings: {},
    styles: {},
    updatedAt,
  }) as unknown as BssEffective;

function serve(id: string, block: object) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = JSON.stringify(block);
  document.body.append(element);
}

afterEach(() => document.body.replaceChildren());

describe('a session copy against the served page', () => {
  it('reads the stamp and the brand the API wrote in this locale only', () => {
    serve(SERVED_DATA_IDS.head, { locale: 'es', pages: {}, siteUpdatedAt: '2026-12-01T10:00:00Z' });
    serve(SERVED_DATA_IDS.texts, { locale: 'es', texts: { 'common.brand': ' Casa Azul ' } });
    expect(servedSite('es')).toEqual({ updatedAt: '2026-12-01T10:00:00Z', brand: 'Casa Azul' });
    expect(servedSite('fr')).toEqual({ updatedAt: undefined, brand: undefined });
  });

  it('is kept only when it is of the same change as the page, whatever the brand', () => {
    const served = { updatedAt: '2026-12-01T10:00:00Z', brand: 'Casa Azul' };
    expect(agreesWithServed(copy('Casa Azul', '2026-12-01T10:00:00Z'), served)).toBe(true);
    // A new logo saved since: same name, another change.
    expect(agreesWithServed(copy('Casa Azul', '2026-11-30T08:00:00Z'), served)).toBe(false);
  });

  it('falls back to the brand name when the page carries no stamp', () => {
    expect(agreesWithServed(copy('Uno', 'x'), { brand: 'Uno' })).toBe(true);
    expect(agreesWithServed(copy('Uno', 'x'), { brand: 'Dos' })).toBe(false);
    expect(agreesWithServed(copy('Uno', 'x'), {})).toBe(true);
  });
});
