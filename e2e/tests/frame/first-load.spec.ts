import { expect, test } from '@playwright/test';

// What a public page's first load carries (every module its HTML names, as `pnpm bench` counts
// them): the code that hydrates what the page shows, not the session's (it comes after the
// page, with the header's module) nor the API client's (it comes with the first call: a read
// after hydration, a form sent; reservations/guests-and-staff.spec.ts sends one). Each is
// recognised by a text only its code holds.
const SESSION_CODE = 'bar:session-hint';
const API_CLIENT_CODE = 'x-locale';

test.describe('a public page’s first load', () => {
  for (const path of ['/es', '/en/menus', '/fr/blog', '/en/land', '/es/reservas', '/fr/offline']) {
    test(`${path} names no session or API client code`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const modules = [
        ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)),
      ];
      expect(modules.length).toBeGreaterThan(3);
      for (const module of modules) {
        const code = await (await request.get(module)).text();
        expect(code, module).not.toContain(SESSION_CODE);
        expect(code, module).not.toContain(API_CLIENT_CODE);
      }
    });
  }
});
