import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('gives the spec defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DRIVER).toBe('sqlite');
    expect(config.TENANT_HOSTS.get('localhost:3000')).toBe('default');
    expect(config.TENANT_HOSTS.get('localhost:3001')).toBe('default');
    expect(config.TENANT_HOSTS.get('localhost:3002')).toBe('restaurant');
  });

  it('refuses an invalid port, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: '99999', DATA_DRIVER: 'mongo', TENANT_HOSTS: 'nonsense' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const { problems } = err as ConfigError;
      expect(problems.map((problem) => problem.split('=')[0])).toEqual(
        expect.arrayContaining(['PORT', 'DATA_DRIVER', 'TENANT_HOSTS']),
      );
    }
  });

  it('parses lists and tenant maps', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' a@x.com, b@y.com ,',
      TENANT_HOSTS: 'bar.example.com=restaurant,localhost:3000=default',
      EXTRA_PORTS: '3001,3002',
    });
    expect(config.ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.com']);
    expect(config.TENANT_HOSTS.get('bar.example.com')).toBe('restaurant');
    expect(config.EXTRA_PORTS).toEqual([3001, 3002]);
  });

  it('reads TRUST_PROXY as a number of hops (false or empty: none)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY="true"/);
  });

  it('maps the back offices to their tenants: localhost:3003 is restaurant’s', () => {
    const config = loadConfig({});
    expect(config.ADMIN_HOSTS).toEqual(['localhost:3001', 'localhost:3003']);
    expect(config.TENANT_HOSTS.get('localhost:3003')).toBe('restaurant');
    expect(config.BOOTSTRAP_TENANT).toBe('default');
  });

  it('refuses to start with an Auth emulator host and NODE_ENV=production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:9099": an Auth emulator is not allowed/);
    expect(
      loadConfig({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: 'x:1' }).NODE_ENV,
    ).toBe('development');
  });
});
