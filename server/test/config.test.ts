import { loadConfig, parseTrustProxy, positiveInt } from '../src/config';

describe('configuration from the environment', () => {
  it('takes the defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      sampleProducts: 300,
      rateLimitMax: 600,
      responseCacheBytes: 64 * 1024 * 1024,
    });
  });

  it('refuses 0 where a positive number is needed', () => {
    expect(() => positiveInt('PORT', '0', 8000)).toThrow("PORT must be a whole number of at least 1, got '0'");
    for (const name of ['PORT', 'SAMPLE_PRODUCTS', 'RATE_LIMIT_MAX']) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(`${name} must be a whole number of at least 1, got '0'`);
    }
  });

  it('refuses negative, fractional and non-numeric values', () => {
    for (const raw of ['-1', '1.5', 'ten', '1e400'])
      expect(() => positiveInt('PORT', raw, 8000)).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ RESPONSE_CACHE_MB: '-1' })).toThrow("RESPONSE_CACHE_MB must be a whole number, got '-1'");
  });

  it('reads positive values, and 0 for the response cache (which turns it off)', () => {
    expect(positiveInt('PORT', '1', 8000)).toBe(1);
    expect(positiveInt('PORT', '', 8000)).toBe(8000);
    expect(loadConfig({ PORT: '8123', SAMPLE_PRODUCTS: '40', RESPONSE_CACHE_MB: '0' })).toMatchObject({
      port: 8123,
      sampleProducts: 40,
      responseCacheBytes: 0,
    });
  });

  it('trusts no proxy by default, and refuses TRUST_PROXY=true (any client could choose its address)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', '0', 'false', ' ']) expect(parseTrustProxy(off)).toBe(false);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true would let any client choose its own address/);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY values that are neither a hop count nor addresses', () => {
    for (const raw of ['-1', '1.5', 'proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0.1,', 'yes'])
      expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY must be|whole number/);
  });

  it("reads STAFF_EMAIL as one address (staff's payment alerts), unset by default, and refuses anything else", () => {
    expect(loadConfig({}).staffEmail).toBeUndefined();
    expect(loadConfig({ STAFF_EMAIL: ' shop@example.tm ' }).staffEmail).toBe('shop@example.tm');
    expect(() => loadConfig({ STAFF_EMAIL: 'shop at example' })).toThrow(
      "STAFF_EMAIL must be an e-mail address, got 'shop at example'",
    );
  });

  it('reads RATE_LIMIT_STORE as memory or database, unset by default (chosen by the database kind)', () => {
    expect(loadConfig({}).rateLimitStore).toBeUndefined();
    expect(loadConfig({ RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(loadConfig({ RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(
      "RATE_LIMIT_STORE must be one of memory, database, got 'redis'",
    );
  });
});
