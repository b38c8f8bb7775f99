/**
 * Orders, prices and stock never make a rebuild at start (README, docs/operations.md): the
 * catalogue's content version (migration 0018, /health/ready) moves with what built pages show and
 * not with a product's price, old price or stock, and the start's fingerprint
 * (scripts/site-fingerprint.mjs --content) follows it, while every change's version still moves on.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ReadinessWire } from '../src/contract/service';
import { startTestApp, type TestApp } from './helpers';
import { setStock } from './order-helpers';

const SCRIPT = resolve(__dirname, '../../scripts/site-fingerprint.mjs');
const TOKEN = 'editor-secret';

describe('the content version', () => {
  let t: TestApp;
  let url: string;
  // No sources here: the fingerprint is the catalogue's alone, whatever else changes in the tree.
  const empty = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  beforeAll(async () => {
    // The sample catalogue: a copy of the run's seed (a catalogue of its own would be seeded for this file alone).
    t = await startTestApp({ config: { adminToken: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await t.close();
    rmSync(empty, { recursive: true, force: true });
  });

  const ready = async () => (await t.app.inject({ url: '/health/ready' })).json() as ReadinessWire;
  const patch = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/admin/v1/products/${id}`, payload, headers: { 'x-admin-token': TOKEN } });
  // Asynchronously: the API answering the script runs in this process.
  const fingerprintAt = async (at: string, ...flags: string[]) =>
    (await promisify(execFile)(process.execPath, [SCRIPT, at, ...flags], { cwd: empty })).stdout.trim();
  const fingerprint = (...flags: string[]) => fingerprintAt(url, ...flags);

  it('is the same whatever address the build reads the API at: a restart on another port keeps the site', async () => {
    const elsewhere = url.replace('127.0.0.1', 'localhost');
    for (const flags of [['--content'], []])
      expect(await fingerprintAt(elsewhere, ...flags)).toBe(await fingerprint(...flags));
  });

  it('stays with price, old price and stock changes, and with an order taking stock', async () => {
    const before = await ready();
    expect(before.contentVersion).toEqual(expect.any(Number));
    const [content, all] = [await fingerprint('--content'), await fingerprint()];
    expect((await patch(1, { price: 4321, oldPrice: 5000, stock: 3 })).statusCode).toBe(200);
    await setStock(t.database.db, 2, 0);
    const after = await ready();
    expect(after.catalogueVersion).toBeGreaterThan(before.catalogueVersion);
    expect(after.contentVersion).toBe(before.contentVersion);
    expect(await fingerprint('--content')).toBe(content);
    expect(await fingerprint()).not.toBe(all);
  });

  it('moves on with a name, and the start fingerprint with it', async () => {
    const before = await ready();
    const content = await fingerprint('--content');
    const name = { tm: 'Täze at', ru: 'Новое имя', en: 'A new name' };
    expect((await patch(1, { name })).statusCode).toBe(200);
    const after = await ready();
    expect(after.contentVersion).toBeGreaterThan(before.contentVersion);
    expect(await fingerprint('--content')).not.toBe(content);
  });
});
