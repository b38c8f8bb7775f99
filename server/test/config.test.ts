import { loadConfig, positiveInt } from '../src/config';

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
});
