import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIDEO_KINDS } from '../src/sample/videos';
import { VIDEO_DIR } from '../src/routes/videos';
import type { ProductDetailWire } from '../src/contract/products';
import { getJson, inGroups, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('product videos', () => {
  it('products of the video kinds carry a video path that the API serves', async () => {
    const { body } = await getJson<ProductDetailWire>(t.app, '/client/v4/products/1');
    expect(body.video).toMatch(/^\/videos\/[a-z]+\.webm$/);
    const response = await get(body.video ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    // The WebM (EBML) signature.
    expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('answers a byte range for seeking', async () => {
    const file = readFileSync(join(VIDEO_DIR, `${VIDEO_KINDS[0]}.webm`));
    const response = await get(`/videos/${VIDEO_KINDS[0]}.webm`, { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(response.rawPayload.equals(file.subarray(100, 200))).toBe(true);
  });

  it('has a file for every kind and no way out of its folder', async () => {
    for (const kind of VIDEO_KINDS) expect((await get(`/videos/${kind}.webm`)).statusCode).toBe(200);
    expect((await get('/videos/no-such.webm')).statusCode).toBe(404);
    expect((await get('/videos/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('/videos/')).statusCode).toBe(404);
  });

  it("some products have one, always one of the kinds' files; most have none", async () => {
    const ids = Array.from({ length: 60 }, (_, index) => index + 1);
    const details = await inGroups(
      ids,
      8,
      async (id) => (await getJson<ProductDetailWire>(t.app, `/client/v4/products/${id}`)).body,
    );
    const videos = details.map((detail) => detail.video).filter(Boolean);
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.length).toBeLessThan(details.length / 4 + 1);
    for (const video of videos) expect(VIDEO_KINDS.map((kind) => `/videos/${kind}.webm`)).toContain(video);
  });
});
