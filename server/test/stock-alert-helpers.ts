/**
 * What the back-in-stock tests stand in for outside the shop: a browser's push subscription (its
 * P-256 key pair and auth secret) and a push service (a local HTTP endpoint), and the browser's
 * side of RFC 8291: decrypting what the shop sent with the subscription's private key.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** the browser's private half, which never leaves it */
  ecdh: ECDH;
  authSecret: Buffer;
}

let browsers = 0;
export function newBrowserSubscription(pushServiceOrigin: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint: `${pushServiceOrigin}/push/${++browsers}-${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

/**
 * RFC 8291 §3.4 and RFC 8188 (aes128gcm), as a browser decrypts a push message: the header holds
 * the salt, the record size and the sender's one-time public key; ECDH with the subscription's
 * private key and the auth secret give the content key and nonce; one record, padding delimiter 2.
 */
export function decryptPushBody(body: Buffer, browser: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record: padding delimiter missing');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** How the push service answers a request: a status, or never (the sender waits until killed). */
export type PushAnswer = number | 'hang';

export interface PushService {
  origin: string;
  requests: PushRequest[];
  /** how the service answers the next requests to `endpoint` (then 201 again) */
  plan(endpoint: string, ...answers: PushAnswer[]): void;
  close(): Promise<void>;
}

/** A push service on 127.0.0.1: records every request, answers 201 Created (RFC 8030) by default. */
export async function startPushService(): Promise<PushService> {
  const requests: PushRequest[] = [];
  const planned = new Map<string, PushAnswer[]>();
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const answer = planned.get(request.url ?? '')?.shift() ?? 201;
      if (answer === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    plan: (endpoint, ...answers) => planned.set(new URL(endpoint).pathname, answers),
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
