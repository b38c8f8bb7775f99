/**
 * Uploads (docs/adr/016): a multipart body the parser cannot read is the sender's fault, so it is a
 * 400 with a translated message, never a 500. The six bodies that answered 500 on the profile photo:
 * no boundary, a boundary that does not match, a boundary over 256 characters, a part cut off, no
 * closing delimiter, and LF-only line ends. The photo is the API's one multipart route; the
 * catalogue import takes its file as JSON, so a multipart body there is 415 'must be JSON'; and no
 * other route that takes a body answers any of the six with a 5xx.
 */
import { message } from '../../server/src/lib/messages';
import { signInByCode } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { apiRoutes, urlOf } from './openapi-routes';

const TOKEN = 'malformed-uploads-admin-token';
const BOUNDARY = '----storefront-upload-boundary';
const LONG = 'b'.repeat(300);

/** A well-formed part holding a small JPEG-looking file, with `eol` as its line end. */
const part = (boundary: string, eol = '\r\n') =>
  `--${boundary}${eol}Content-Disposition: form-data; name="photo"; filename="me.jpg"${eol}` +
  `Content-Type: image/jpeg${eol}${eol}\xff\xd8\xff\xe0 not much of a picture${eol}`;
const closing = (boundary: string, eol = '\r\n') => `--${boundary}--${eol}`;

const MALFORMED: { name: string; type: string; body: string }[] = [
  { name: 'no boundary', type: 'multipart/form-data', body: part(BOUNDARY) + closing(BOUNDARY) },
  {
    name: 'a boundary that does not match',
    type: 'multipart/form-data; boundary=another-boundary',
    body: part(BOUNDARY) + closing(BOUNDARY),
  },
  {
    name: 'a boundary over 256 characters',
    type: `multipart/form-data; boundary=${LONG}`,
    body: part(LONG) + closing(LONG),
  },
  {
    name: 'a part cut off',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
  },
  { name: 'no closing delimiter', type: `multipart/form-data; boundary=${BOUNDARY}`, body: part(BOUNDARY) },
  {
    name: 'LF-only line ends',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: part(BOUNDARY, '\n') + closing(BOUNDARY, '\n'),
  },
];
const LANGUAGES = [
  ['TM', 'tm'],
  ['RU', 'ru'],
  ['EN', 'en'],
] as const;

let t: TestApp;
let session: { token: string; device: string };
beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { adminToken: TOKEN } });
  session = await signInByCode(t.app, '99366000071');
});
afterAll(() => t.close());

async function send(url: string, method: string, upload: (typeof MALFORMED)[number], lng: string) {
  const response = await t.app.inject({
    method: method as 'POST',
    url,
    payload: upload.body,
    headers: {
      'content-type': upload.type,
      lng,
      token: session.token,
      device: session.device,
      'x-admin-token': TOKEN,
    },
  });
  return { status: response.statusCode, body: response.json() as { message?: string; code?: string } };
}

describe('a malformed multipart body', () => {
  it.each(MALFORMED)('with $name is a 400 with the translated message on the profile photo', async (upload) => {
    for (const [header, lng] of LANGUAGES) {
      const answer = await send('/auth/v2/photo', 'POST', upload, header);
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([
        400,
        'uploadMalformed',
        message('uploadMalformed', lng),
      ]);
    }
  });

  it.each(MALFORMED)('with $name is 415 "must be JSON" on the catalogue import, which takes JSON', async (upload) => {
    for (const [header, lng] of LANGUAGES) {
      const answer = await send('/admin/v1/catalogue', 'POST', upload, header);
      expect([answer.status, answer.body.message]).toEqual([415, message('bodyNotSupported', lng)]);
    }
  });

  it('is never a 5xx on any route that takes a body', async () => {
    const routes = apiRoutes(t.app).filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      for (const upload of MALFORMED) {
        const answer = await send(urlOf(route, {}), route.method, upload, 'EN');
        if (answer.status >= 500 || !answer.body.message)
          failures.push(`${route.method} ${route.path} (${upload.name}): ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves the account as it was', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/auth/v2/verify',
      headers: { token: session.token, device: session.device },
    });
    for (const upload of MALFORMED) await send('/auth/v2/photo', 'POST', upload, 'EN');
    const after = await t.app.inject({
      method: 'GET',
      url: '/auth/v2/verify',
      headers: { token: session.token, device: session.device },
    });
    expect(after.json()).toEqual(before.json());
  });
});
