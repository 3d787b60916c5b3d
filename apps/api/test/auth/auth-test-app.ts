import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import {
  type AuthEmulator,
  authEmulator,
  type TestAccount,
  uniqueEmail,
} from '../support/auth-emulator.js';
import { buildApp, type CollectedRoute } from '../helper.js';

/** The staff lists of the auth tests: unique addresses per run, written untidily on purpose. */
export const people = {
  owner: uniqueEmail('owner'),
  staff: uniqueEmail('staff'),
  hard: uniqueEmail('hard'),
  domain: `team-${uniqueEmail('x').split('@')[0]}.example`,
};

export const authEnv = (host: string): Record<string, string> => ({
  FIREBASE_AUTH_EMULATOR_HOST: host,
  SUPER_ADMIN_EMAILS: ` ${people.owner.toUpperCase()} , someone-else@example.com`,
  HARD_ADMIN_EMAILS: people.hard,
  ADMIN_EMAILS: `nobody@example.com,${people.staff.replace('staff', 'Staff')}`,
  ADMIN_DOMAINS: `@${people.domain.toUpperCase()}`,
  RATE_LIMIT_MAX: '100000',
  // Staff administers both demo tenants (listed for default, a member of restaurant); the hard
  // admin only default (test/auth/tenant-roles.test.ts).
  TEST_MEMBERS: `restaurant=${people.staff}`,
});

/** The real app wired to the Auth emulator, with the lists above. */
export async function buildAuthTestApp(
  extend?: (fastify: FastifyInstance) => Promise<void> | void,
): Promise<{ app: FastifyInstance; routes: CollectedRoute[]; emulator: AuthEmulator }> {
  const host = inject('authEmulatorHost');
  const { app, routes } = await buildApp(authEnv(host), extend);
  return { app, routes, emulator: authEmulator(host) };
}

/** One caller per column of the authorization matrix. */
export interface Callers {
  guest: TestAccount;
  user: TestAccount;
  unverifiedOwner: TestAccount;
  staff: TestAccount;
  owner: TestAccount;
}

/**
 * The callers, made once per worker: test files share a worker's modules (and so `people`),
 * and the unverified owner's token must be minted before the owner is verified.
 */
const made = new Map<string, Promise<Callers>>();
export function createCallers(emulator: AuthEmulator): Promise<Callers> {
  const key = emulator.host;
  let callers = made.get(key);
  if (!callers) {
    callers = makeCallers(emulator);
    made.set(key, callers);
    callers.catch(() => made.delete(key));
  }
  return callers;
}

async function makeCallers(emulator: AuthEmulator): Promise<Callers> {
  const [guest, user, unverifiedOwner] = await Promise.all([
    emulator.signUpAnonymously(),
    emulator.account(uniqueEmail('someone'), { verified: true }),
    emulator.account(people.owner),
  ]);
  const staff = await emulator.account(people.staff, { verified: true });
  // The same owner account, once verified, with a fresh token (the claim is in the token).
  await emulator.setEmailVerified(unverifiedOwner.uid, true);
  const owner = await emulator.signIn(people.owner, 'secret-123');
  return { guest, user, unverifiedOwner, staff, owner };
}

export const bearer = (account: TestAccount | string) => ({
  authorization: `Bearer ${typeof account === 'string' ? account : account.idToken}`,
});
