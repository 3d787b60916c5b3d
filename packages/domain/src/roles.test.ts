import { describe, expect, it } from 'vitest';
import {
  isRole,
  type RoleIdentity,
  type RoleLists,
  roleAllowed,
  roleFor,
  ROLES,
  STAFF_ROLES,
} from './roles';

const lists: RoleLists = {
  SUPER_ADMIN_EMAILS: ['owner@example.com'],
  HARD_ADMIN_EMAILS: ['hard@example.com'],
  ADMIN_EMAILS: ['staff@example.com'],
  ADMIN_DOMAINS: ['team.example'],
};
const empty: RoleLists = {
  SUPER_ADMIN_EMAILS: [],
  HARD_ADMIN_EMAILS: [],
  ADMIN_EMAILS: [],
  ADMIN_DOMAINS: [],
};
const verified = (email: string | null): RoleIdentity => ({
  email,
  emailVerified: true,
  isAnonymous: false,
});
const unverified = (email: string | null): RoleIdentity => ({
  email,
  emailVerified: false,
  isAnonymous: false,
});

describe('roleFor', () => {
  it('gives anon without an identity', () => {
    expect(roleFor(null, lists)).toBe('anon');
  });

  it('gives anon to an anonymous guest, whatever its claims say', () => {
    expect(roleFor({ email: null, emailVerified: false, isAnonymous: true }, lists)).toBe('anon');
    expect(
      roleFor({ email: 'owner@example.com', emailVerified: true, isAnonymous: true }, lists),
    ).toBe('anon');
  });

  it.each([
    ['owner@example.com', 'superadmin'],
    ['hard@example.com', 'admin'],
    ['staff@example.com', 'admin'],
    ['anyone@team.example', 'admin'],
    ['someone@example.com', 'user'],
  ] as const)('gives a verified %s the role %s', (email, role) => {
    expect(roleFor(verified(email), lists)).toBe(role);
  });

  it.each([
    'owner@example.com',
    'hard@example.com',
    'staff@example.com',
    'anyone@team.example',
    'x@example.com',
  ])('grants nothing to the unverified address %s', (email) => {
    expect(roleFor(unverified(email), lists)).toBe('user');
  });

  it('gives user to a signed-in account without an e-mail', () => {
    expect(roleFor(verified(null), lists)).toBe('user');
    expect(roleFor(verified(''), lists)).toBe('user');
  });

  it('ignores case and spaces in the token and in the settings', () => {
    const messy: RoleLists = {
      SUPER_ADMIN_EMAILS: ['  Owner@Example.COM '],
      HARD_ADMIN_EMAILS: [' HARD@example.com'],
      ADMIN_EMAILS: ['Staff@EXAMPLE.com  '],
      ADMIN_DOMAINS: [' @Team.Example '],
    };
    expect(roleFor(verified('OWNER@example.com'), messy)).toBe('superadmin');
    expect(roleFor(verified(' owner@EXAMPLE.com '), messy)).toBe('superadmin');
    expect(roleFor(verified('hard@Example.com'), messy)).toBe('admin');
    expect(roleFor(verified('staff@example.COM'), messy)).toBe('admin');
    expect(roleFor(verified('Anyone@TEAM.example'), messy)).toBe('admin');
  });

  it('prefers superadmin when an address is in several lists', () => {
    const both: RoleLists = {
      ...lists,
      ADMIN_EMAILS: ['owner@example.com'],
      ADMIN_DOMAINS: ['example.com'],
    };
    expect(roleFor(verified('owner@example.com'), both)).toBe('superadmin');
  });

  it('matches a domain exactly: no subdomains, no suffixes, no look-alikes', () => {
    expect(roleFor(verified('a@sub.team.example'), lists)).toBe('user');
    expect(roleFor(verified('a@evilteam.example'), lists)).toBe('user');
    expect(roleFor(verified('team.example@evil.org'), lists)).toBe('user');
    expect(roleFor(verified('a@team.example.evil.org'), lists)).toBe('user');
  });

  it('matches whole addresses only', () => {
    expect(roleFor(verified('xowner@example.com'), lists)).toBe('user');
    expect(roleFor(verified('owner@example.com.evil.org'), lists)).toBe('user');
  });

  it('uses the last @ for the domain', () => {
    expect(roleFor(verified('"a@b"@team.example'), lists)).toBe('admin');
  });

  it('gives every signed-in account user when no lists are set', () => {
    expect(roleFor(verified('owner@example.com'), empty)).toBe('user');
  });

  it('ignores empty list entries', () => {
    const blanks: RoleLists = {
      SUPER_ADMIN_EMAILS: [''],
      HARD_ADMIN_EMAILS: [' '],
      ADMIN_EMAILS: [],
      ADMIN_DOMAINS: ['', '@'],
    };
    expect(roleFor(verified('owner@example.com'), blanks)).toBe('user');
  });
});

describe('role helpers', () => {
  it('knows the four roles and the staff ones', () => {
    expect(ROLES).toEqual(['anon', 'user', 'admin', 'superadmin']);
    expect(STAFF_ROLES).toEqual(['admin', 'superadmin']);
  });

  it('recognises role values', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const value of ['wizard', 'Admin', '', null, undefined, 1])
      expect(isRole(value)).toBe(false);
  });

  it('checks a role against an allow-list', () => {
    expect(roleAllowed('admin', STAFF_ROLES)).toBe(true);
    expect(roleAllowed('user', STAFF_ROLES)).toBe(false);
    expect(roleAllowed('anon', [])).toBe(false);
  });
});
