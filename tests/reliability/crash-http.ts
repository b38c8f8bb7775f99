/**
 * What the crash tests' shoppers do over HTTP (tests/reliability/orders-crash.ts): calls retried
 * with the same body and key while the API is killed and restarted, and the codes read from its
 * development outbox.
 */
export const PORT = Number(process.env.CRASH_PORT || 18430);
export const URL_BASE = `http://127.0.0.1:${PORT}`;

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface Counts {
  requests: number;
  retries: number;
  replayed: number;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** a form-encoded body (the simulator's card form) instead of JSON */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  give?: (status: number, body: Record<string, unknown>) => boolean;
}

/**
 * One call, retried with the same body and key until the API answers something other than a lost
 * connection or a 5xx (or what `give` says to try again): what a shopper's browser does after a
 * timeout or a reload.
 */
export async function until(
  counts: Counts,
  path: string,
  options: CallOptions,
): Promise<{ status: number; body: Record<string, unknown>; location: string | null }> {
  for (let attempt = 0; ; attempt++) {
    counts.requests++;
    if (attempt > 0) counts.retries++;
    try {
      const response = await fetch(`${URL_BASE}${path}`, {
        method: options.method ?? 'GET',
        headers: {
          'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
          lng: 'EN',
          ...options.headers,
        },
        body: options.form
          ? new URLSearchParams(options.form).toString()
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.headers.get('idempotent-replayed') === 'true') counts.replayed++;
      if (response.status < 500 && !(options.give?.(response.status, body) ?? false)) {
        return { status: response.status, body, location: response.headers.get('location') };
      }
    } catch {
      // the API is down (killed) or restarting: try again
    }
    await sleep(100 + Math.min(attempt, 20) * 50);
  }
}

export async function outboxCode(counts: Counts, to: string, after: string, pattern: RegExp): Promise<string | null> {
  const { body } = await until(counts, '/dev/outbox.json', {});
  // Anything but the list (a 404 or a rate-limit answer while the API restarts) is "not yet": look again.
  if (!Array.isArray(body)) return null;
  const rows = body as unknown as { to: string; text: string; at: string }[];
  const sms = rows.find((row) => row.to === to && row.at >= after && pattern.test(row.text));
  return sms ? (pattern.exec(sms.text)?.[1] ?? null) : null;
}
