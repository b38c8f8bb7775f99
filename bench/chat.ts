/**
 * The operator chat under load (docs/adr/021): 1 000 shopper sockets open on one API
 * process (each said hello), one operator console, then `BENCH_SENDERS` of the shoppers send
 * `BENCH_MESSAGES` messages each, one after another per shopper, all shoppers at once. Measured:
 * the round trip of a message (sent -> the server's ack: stored in the database, deduplicated) and
 * its delivery to the operator's console, p50/p99; and the API process's resident memory per open
 * socket (VmRSS before and after the sockets, divided by their number).
 *   npm run bench:chat                                                       (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench:chat
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { openDatabase } from '../server/src/db/client';
import { saveOperator } from '../server/src/services/staff/accounts';
import { scratchDatabase, startApi } from './server';

const SOCKETS = Number(process.env.BENCH_SOCKETS || 1000);
const SENDERS = Number(process.env.BENCH_SENDERS || 100);
const MESSAGES = Number(process.env.BENCH_MESSAGES || 5);
const PORT = Number(process.env.BENCH_PORT || 18536);
const PASSWORD = 'Bench-operator#1';

interface Frame {
  type: string;
  clientId?: string;
  message?: { clientId: string };
}

/** A socket whose frames go to `onFrame`; resolves once open. */
function connect(url: string, onFrame: (frame: Frame) => void, headers: Record<string, string> = {}) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('message', (data) => onFrame(JSON.parse(data.toString()) as Frame));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** The API's own process: bench/server.ts starts tsx, which runs the API in a child node process. */
function apiPid(pid: number): number {
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return pid;
  }
  return children.length ? apiPid(Number(children[0])) : pid;
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const scratch = await scratchDatabase('bench_chat');
  const databaseUrl = scratch?.url;
  // The operator is made before the API holds the embedded database's files.
  const database = await openDatabase({ databaseUrl, dataDir });
  await saveOperator(database.db, { login: 'bench', name: 'Bench', password: PASSWORD });
  await database.close();

  const api = await startApi({
    port: PORT,
    dataDir,
    products: 20,
    env: {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // every bench socket is 127.0.0.1 and sends as fast as it is answered
      CHAT_MESSAGES_PER_MINUTE: '1000000',
      CHAT_TICKETS_PER_ADDRESS_HOUR: '1000000',
    },
  });
  const sockets: WebSocket[] = [];
  try {
    const ws = api.url.replace('http', 'ws');
    const signin = await fetch(`${api.url}/admin/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'bench', password: PASSWORD }),
    });
    const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0];
    const delivered = new Map<string, number>();
    const operator = await connect(
      `${ws}/admin/v1/chat/socket`,
      (frame) => {
        if (frame.type === 'message' && frame.message) delivered.set(frame.message.clientId, performance.now());
      },
      { cookie },
    );
    operator.send(JSON.stringify({ type: 'hello' }));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const pid = apiPid(api.process.pid!);
    const before = rssKb(pid);
    const acks = new Map<string, (at: number) => void>();
    const started = performance.now();
    let refused = 0;
    // In batches, each waiting for its welcomes: the figure is the open sockets' cost, not a connection storm's.
    for (let batch = 0; batch < SOCKETS; batch += 25) {
      const welcomed: Promise<void>[] = [];
      await Promise.all(
        Array.from({ length: Math.min(25, SOCKETS - batch) }, async () => {
          let welcome: () => void = () => undefined;
          welcomed.push(new Promise<void>((resolve) => (welcome = resolve)));
          const socket = await connect(`${ws}/chat/v1/socket`, (frame) => {
            if (frame.type === 'welcome') welcome();
            if (frame.type === 'error' && !frame.clientId) {
              refused += 1;
              welcome();
            }
            if (frame.type === 'ack' && frame.clientId) acks.get(frame.clientId)?.(performance.now());
            if (frame.type === 'error' && frame.clientId) acks.get(frame.clientId)?.(Number.NaN);
          });
          socket.send(JSON.stringify({ type: 'hello', device: randomBytes(18).toString('base64url'), lng: 'en' }));
          sockets.push(socket);
        }),
      );
      await Promise.all(welcomed);
    }
    const openMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssKb(pid);

    const roundTrips: number[] = [];
    let failed = 0;
    const deliveries: number[] = [];
    const sendAt = new Map<string, number>();
    const sendStarted = performance.now();
    await Promise.all(
      sockets.slice(0, SENDERS).map(async (socket, shopper) => {
        for (let i = 0; i < MESSAGES; i++) {
          const clientId = `b${shopper}x${i}${randomBytes(4).toString('hex')}`;
          const acked = new Promise<number>((resolve) => acks.set(clientId, resolve));
          const at = performance.now();
          sendAt.set(clientId, at);
          socket.send(JSON.stringify({ type: 'send', clientId, text: `Question ${i} from shopper ${shopper}` }));
          const answered = await Promise.race([
            acked,
            new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000)),
          ]);
          if (Number.isNaN(answered)) failed += 1;
          else roundTrips.push(answered - at);
          acks.delete(clientId);
        }
      }),
    );
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const [clientId, at] of sendAt) {
      const got = delivered.get(clientId);
      if (got !== undefined) deliveries.push(got - at);
    }
    const total = SENDERS * MESSAGES;
    console.log(
      `Chat benchmark: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${SOCKETS} shopper sockets + 1 operator on one API process, loopback; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `sockets open and welcomed in ${(openMs / 1000).toFixed(1)} s (${refused} hellos answered with an error)`,
    );
    console.log(
      `API resident memory: ${(before / 1024).toFixed(0)} MB before, ${(after / 1024).toFixed(0)} MB with the sockets: ${((after - before) / SOCKETS).toFixed(1)} KB per socket`,
    );
    console.log(
      `${total} messages from ${SENDERS} shoppers at once in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)} msg/s)`,
    );
    console.log(
      `round trip (send -> ack)      p50 ${quantile(roundTrips, 0.5).toFixed(1)} ms  p99 ${quantile(roundTrips, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `delivery (send -> operator)   p50 ${quantile(deliveries, 0.5).toFixed(1)} ms  p99 ${quantile(deliveries, 0.99).toFixed(1)} ms  (${deliveries.length}/${total} delivered, ${failed} not acknowledged in 30 s)`,
    );
    operator.close();
  } finally {
    for (const socket of sockets) socket.terminate();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
