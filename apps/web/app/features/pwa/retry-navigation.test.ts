import { describe, expect, it } from 'vitest';
import { retryTarget } from './retry-navigation';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('retryTarget', () => {
  it('goes back to the page that failed to open', () => {
    expect(retryTarget(at('/es/offline', '?from=%2Fes%2Fgaleria%3Fx%3D1'))).toBe('/es/galeria?x=1');
  });

  it('reloads the offline page itself when it was opened directly', () => {
    expect(retryTarget(at('/fr/offline'))).toBe('/fr/offline');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'never leaves the site for %s',
    (from) => {
      expect(retryTarget(at('/en/offline', `?from=${encodeURIComponent(from)}`))).toBe(
        `/en/offline?from=${encodeURIComponent(from)}`,
      );
    },
  );
});
