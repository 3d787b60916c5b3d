import { describe, expect, it } from 'vitest';
import { loginHrefWithNext } from './login-href';

describe('loginHrefWithNext', () => {
  it('carries the current page', () => {
    expect(loginHrefWithNext('/es/login', '/es/menus?tab=food#x')).toBe(
      '/es/login?next=%2Fes%2Fmenus%3Ftab%3Dfood%23x',
    );
  });
  it('does not point the login page at itself', () => {
    expect(loginHrefWithNext('/es/login', '/es/login?next=%2F')).toBe('/es/login');
  });
});
