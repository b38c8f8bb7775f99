/**
 * The profile photo: a multipart upload, checked by decoding it, stored as a webp square without
 * its metadata among the images (ADR 002) and served by the image service at the spec's widths.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { AuthAnswerWire, UserAnswerWire } from '../src/contract/auth';
import { images } from '../src/db/schema';
import { startTestApp, type TestApp } from './helpers';
import { HOUR, signInByCode, TestClock } from './auth-helpers';

let t: TestApp;
const clock = new TestClock();
let shopper: AuthAnswerWire;

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now } });
  shopper = await signInByCode(t.app, '99366000001');
});
afterAll(() => t.close());

function multipart(file: Buffer, options: { field?: string; type?: string; name?: string } = {}) {
  const boundary = '----storefront-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'photo'}"; filename="${options.name ?? 'me.jpg'}"\r\nContent-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(file: Buffer, session: { token: string; device: string } = shopper, lng = 'EN') {
  const { payload, headers } = multipart(file);
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/v2/photo',
    payload,
    headers: { ...headers, token: session.token, device: session.device, lng },
  });
  return { status: response.statusCode, body: response.json() as UserAnswerWire & { message?: string } };
}

/** A 600x400 JPEG carrying EXIF with a GPS-like comment, as phones write them. */
const photo = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'GPS 37.95N 58.38E' } })
    .toBuffer();

describe('the profile photo', () => {
  it('is stored as a square webp without metadata and served at the spec widths', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(original);
    expect(answer.status).toBe(200);
    expect(answer.body.auth.photo).toMatch(/^\/images\/user-\d+-[0-9a-f]{16}\.webp$/);
    const key = answer.body.auth.photo!.slice('/images/'.length);
    const [stored] = await t.database.db.select().from(images).where(eq(images.key, key));
    const meta = await sharp(Buffer.from(stored.data)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 400, 400, undefined]);

    const served = await t.app.inject({ method: 'GET', url: `${answer.body.auth.photo}?w=320` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const servedMeta = await sharp(served.rawPayload).metadata();
    expect([servedMeta.width, servedMeta.height]).toEqual([320, 320]);
  });

  it('replaces the old photo, whose image is gone', async () => {
    const before = (await upload(await photo())).body.auth.photo!;
    clock.advance(1000);
    const blue = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#1040c0' } })
      .png()
      .toBuffer();
    const after = (await upload(blue)).body.auth.photo!;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: `${before}?w=320` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${after}?w=320` })).statusCode).toBe(200);
  });

  it('refuses what is not a JPEG, PNG or WebP picture, whatever its declared type', async () => {
    for (const file of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('not a picture at all'),
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    ]) {
      const answer = await upload(file, shopper, 'RU');
      expect([answer.status, answer.body.message]).toEqual([
        400,
        'Фото должно быть файлом JPEG, PNG или WebP не больше 5 МБ',
      ]);
    }
  });

  it('refuses files over 5 MB with 413', async () => {
    const answer = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect([answer.status, answer.body.message]).toEqual([
      413,
      'The photo must be a JPEG, PNG or WebP file of at most 5 MB',
    ]);
  });

  it('needs a session, and changes only its own user', async () => {
    const other = await signInByCode(t.app, '99366000002');
    const anonymous = await upload(await photo(), { token: 'none', device: 'none' });
    expect(anonymous.status).toBe(401);
    const mine = (await upload(await photo())).body.auth.photo;
    clock.advance(1000);
    const theirs = (await upload(await photo(), other)).body.auth.photo;
    expect(theirs).not.toBe(mine);
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/v2/verify',
      headers: { token: shopper.token, device: shopper.device },
    });
    expect(me.json()).toMatchObject({ auth: { photo: mine } });
  });

  it('can be removed, and changes at most 10 times an hour', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/auth/v2/photo',
      headers: { token: shopper.token, device: shopper.device },
    });
    expect(removed.json()).toMatchObject({ auth: { photo: null } });
    clock.advance(HOUR);
    for (let i = 0; i < 10; i++) expect((await upload(await photo())).status).toBe(200);
    const eleventh = await upload(await photo());
    expect([eleventh.status, eleventh.body.message]).toEqual([429, 'Too many requests. Please wait!']);
  });
});
