/**
 * How a command finds the API that holds the embedded database (docs/adr/012): the API, once it
 * listens on PGlite, writes `DATA_DIR/api.json` (owner-only, 0600) with its address, its pid and
 * the admin token, and removes it when it exits. The operator:* and catalogue:import commands read
 * it and make their change through the API's admin calls instead of opening the files a second
 * time. The token is as readable as the database files beside it, and no more.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RunningApi {
  url: string;
  pid: number;
  adminToken?: string;
}

const fileOf = (dataDir: string) => join(dataDir, 'api.json');

/** Writes the announcement; it goes with `remove()` or the process's exit. */
export function announceApi(dataDir: string, api: Omit<RunningApi, 'pid'>): () => void {
  const path = fileOf(dataDir);
  const text = JSON.stringify({ ...api, pid: process.pid });
  writeFileSync(path, text, { mode: 0o600 });
  const remove = () => {
    process.off('exit', remove);
    try {
      if (readFileSync(path, 'utf8') === text) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.on('exit', remove);
  return remove;
}

/** The API announced in `dataDir` if its process runs and it answers /health; else null. */
export async function runningApi(dataDir: string): Promise<RunningApi | null> {
  let api: RunningApi;
  try {
    api = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as RunningApi;
    process.kill(api.pid, 0);
  } catch {
    return null;
  }
  try {
    const answer = await fetch(new URL('/health', api.url), { signal: AbortSignal.timeout(5_000) });
    return answer.ok ? api : null;
  } catch {
    return null;
  }
}

/** An admin call to the running API: its JSON answer and status. */
export async function adminCall<T = unknown>(
  api: RunningApi,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = process.env.ADMIN_TOKEN || api.adminToken;
  const response = await fetch(new URL(path, api.url), {
    method,
    headers: {
      // The commands print in English, as their own messages are.
      lng: 'EN',
      ...(token ? { 'x-admin-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed as T };
}
