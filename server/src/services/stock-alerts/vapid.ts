import { createHmac } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

/** The shop's Web Push identity (VAPID, RFC 8292): the spec's embedded key {key} is the public half. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** a mailto: or https: URL push services may use to reach the shop's operator */
  subject: string;
}

export interface VapidSettings {
  dataDir: string;
  publicKey?: string;
  privateKey?: string;
  subject: string;
}

const FILE = 'web-push-keys.json';
const P256_PUBLIC = /^[A-Za-z0-9_-]{87}$/;
const P256_PRIVATE = /^[A-Za-z0-9_-]{43}$/;

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; otherwise a pair generated once into
 * DATA_DIR/web-push-keys.json (0600) and read from there afterwards. The file is created exclusively,
 * so processes sharing one data directory that start together agree on one pair; processes on
 * different machines must be given the pair in the settings (browsers' subscriptions are bound to it).
 */
export async function loadVapidKeys(settings: VapidSettings): Promise<VapidKeys> {
  if (settings.publicKey || settings.privateKey) {
    if (!settings.publicKey || !settings.privateKey)
      throw new Error('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    if (!P256_PUBLIC.test(settings.publicKey) || !P256_PRIVATE.test(settings.privateKey)) {
      throw new Error(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 pair in base64url (npx web-push generate-vapid-keys)',
      );
    }
    return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject: settings.subject };
  }
  const path = join(settings.dataDir, FILE);
  await mkdir(settings.dataDir, { recursive: true });
  const fresh = webpush.generateVAPIDKeys();
  try {
    await writeFile(path, JSON.stringify(fresh), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(await readFile(path, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: settings.subject };
}

/**
 * The key that signs shoppers' manage tokens (manage-token.ts), derived from the VAPID private key:
 * one secret to keep; replacing the pair also ends old unsubscribe links, as it ends the browsers'
 * subscriptions.
 */
export function tokenKeyOf(keys: VapidKeys): Buffer {
  return createHmac('sha256', keys.privateKey).update('stock-alert manage tokens v1').digest();
}
