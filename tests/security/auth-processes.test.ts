/**
 * Two API processes on one PostgreSQL share the account limits and revocations (docs/adr/015): the
 * counters and blocks are rows, the checks hold advisory locks, sign-outs travel by NOTIFY.
 * PGlite serves one process only, so this file runs in the PostgreSQL pass (TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthAnswerWire, CodeSentWire, SessionAnswerWire } from '../../server/src/contract/auth';
import { eventually, freshDatabase, type TestDatabase } from '../../server/test/helpers';
import { onPostgres, startApiProcess, stopApiProcesses, type ApiProcess } from './api-processes';

async function post<T>(api: ApiProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}/auth/v2/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lng: 'EN', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & { message?: string } };
}

onPostgres('two API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await freshDatabase();
    await database.database.close(); // migrated; the processes open their own pools
    dataDir = mkdtempSync(join(tmpdir(), 'auth-processes-'));
    a = await startApiProcess(database.url!, join(dataDir, 'a'));
    b = await startApiProcess(database.url!, join(dataDir, 'b'));
  }, 120_000);
  afterAll(async () => {
    await stopApiProcesses([a, b]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('share the resend wait and the wrong-code block', async () => {
    const phone = '99367000001';
    const sent = await post<CodeSentWire>(a, 'signin', { phone });
    expect(sent.status).toBe(200);
    const resend = await post(b, 'signin', { phone });
    expect([resend.status, resend.body.message]).toEqual([429, 'Too many requests. Please wait!']);

    const outbox = (await (await fetch(`${a.url}/dev/outbox.json`)).json()) as { text: string }[];
    const code = /\d{4}/.exec(outbox[0].text)![0];
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    // 12 wrong answers at once, half through each process.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i % 2 ? a : b, 'verifycode', { phone, code: wrong, verification: sent.body.verification }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(9);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(3);
    for (const api of [a, b]) {
      const right = await post(api, 'verifycode', { phone, code, verification: sent.body.verification });
      expect([right.status, right.body.message]).toEqual([403, 'Your phone number is blocked']);
    }
  });

  it('share sign-outs: a session ended on one process is gone on the other', async () => {
    const phone = '99367000002';
    const sent = await post<CodeSentWire>(b, 'signin', { phone });
    const outbox = (await (await fetch(`${b.url}/dev/outbox.json`)).json()) as { to: string; text: string }[];
    const code = /\d{4}/.exec(outbox.find((row) => row.to === `+${phone}`)!.text)![0];
    const session = (await post<AuthAnswerWire>(b, 'verifycode', { phone, code, verification: sent.body.verification }))
      .body;
    const check = async (api: ApiProcess) => {
      const response = await fetch(`${api.url}/auth/v2/verify`, {
        headers: { token: session.token, device: session.device },
      });
      return ((await response.json()) as SessionAnswerWire).auth;
    };
    expect(await check(a)).not.toBeNull();
    expect(await check(b)).not.toBeNull();
    await fetch(`${b.url}/auth/v2/signout`, { headers: { token: session.token, device: session.device } });
    expect(
      await eventually(
        () => check(a),
        (auth) => auth === null,
      ),
    ).toBeNull();
  });
});
