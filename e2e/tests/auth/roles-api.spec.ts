import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  anonymousIdToken,
  createAccount,
  idTokenFor,
  lookupAccount,
  PROJECT_ID,
  uniqueEmail,
} from '../../support/auth-emulator.js';
import { URLS } from '../../support/ports.js';

// Roles as the running API decides them, with real ID tokens minted by the Auth emulator.
async function check(request: APIRequestContext, token: string | null) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const role = (await (await request.get(`${URLS.web}/api/acl/role`, { headers })).json()) as {
    role: string;
  };
  const agent = await request.get(`${URLS.web}/api/admin/ai-agents/default`, { headers });
  return { role: role.role, agent: agent.status() };
}

async function setVerified(email: string, emailVerified: boolean) {
  const account = await lookupAccount(email);
  const res = await fetch(
    `${URLS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account?.localId, emailVerified }),
    },
  );
  expect(res.ok).toBe(true);
}

test.describe('roles against the running stack', () => {
  test('no token → anon, 401; a bad token → 401', async ({ request }) => {
    expect(await check(request, null)).toEqual({ role: 'anon', agent: 401 });
    expect((await check(request, 'not-a-token')).agent).toBe(401);
  });

  test('anonymous account → anon, 403', async ({ request }) => {
    expect(await check(request, await anonymousIdToken())).toEqual({ role: 'anon', agent: 403 });
  });

  test('verified staff@example.com → admin, 200', async ({ request }) => {
    expect(await check(request, await idTokenFor('staff@example.com', 'cantina-staff'))).toEqual({
      role: 'admin',
      agent: 200,
    });
  });

  test('owner@example.com: unverified → user, 403; verified → superadmin, 200', async ({
    request,
  }) => {
    try {
      await setVerified('owner@example.com', false);
      expect(await check(request, await idTokenFor('owner@example.com', 'cantina-owner'))).toEqual({
        role: 'user',
        agent: 403,
      });
    } finally {
      await setVerified('owner@example.com', true);
    }
    expect(await check(request, await idTokenFor('owner@example.com', 'cantina-owner'))).toEqual({
      role: 'superadmin',
      agent: 200,
    });
  });

  test('any other verified account → user, 403', async ({ request }) => {
    const email = uniqueEmail('other');
    await createAccount(email, 'other-pass-1', true);
    expect(await check(request, await idTokenFor(email, 'other-pass-1'))).toEqual({
      role: 'user',
      agent: 403,
    });
  });
});
