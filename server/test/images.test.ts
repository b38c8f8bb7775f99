import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ProductListingWire } from '../src/contract/products';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let imagePath: string;
beforeAll(async () => {
  t = await startTestApp();
  imagePath = (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1')).body.rows[0].icon ?? '';
});
afterAll(() => t.close());

const fetchImage = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('image service', () => {
  it.each([
    [320, 320],
    [640, 640],
    [1536, 1536],
    [700, 640],
    [100, 320],
    [5000, 1536],
    [1100, 1024],
  ])('answers a webp %i px wide as %i px', async (asked, width) => {
    const response = await fetchImage(`${imagePath}?w=${asked}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
  });

  it('sends long-lived cache headers and an ETag, and answers 304 when it matches', async () => {
    const first = await fetchImage(`${imagePath}?w=640`);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchImage(`${imagePath}?w=640`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const otherWidth = await fetchImage(`${imagePath}?w=320`);
    expect(otherWidth.headers.etag).not.toBe(etag);
  });

  it('caches resized images on disk and serves the same bytes from the cache', async () => {
    const first = await fetchImage(`${imagePath}?w=768`);
    const dir = join(t.config.dataDir, 'cache', 'images');
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).some((file) => file.includes('-768-'))).toBe(true);
    const second = await fetchImage(`${imagePath}?w=768`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for a missing image and 400 for a malformed key or width', async () => {
    expect((await fetchImage('/images/no-such-image?w=320')).statusCode).toBe(404);
    expect((await fetchImage('/images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await fetchImage(`${imagePath}?w=abc`)).statusCode).toBe(400);
    expect((await fetchImage(`${imagePath}?w=0`)).statusCode).toBe(400);
  });
});
