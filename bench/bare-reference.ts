/**
 * The bare Gatsby reference of bench/pages.ts: bench/bare-gatsby, one page of 24
 * paragraphs and no plugins, built with the shop's own Gatsby and React, and served from loopback
 * with brotli as the shop serves its pages, so that Lighthouse's simulated network sees the same
 * kind of transfer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startChild } from './server';

const ROOT = resolve(__dirname, '..');
export const BARE_DIR = resolve(__dirname, 'bare-gatsby');
const BARE_PUBLIC = join(BARE_DIR, 'public');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
};

export function buildBareReference(force: boolean) {
  if (!force && existsSync(join(BARE_PUBLIC, 'index.html'))) return;
  execFileSync(resolve(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: BARE_DIR,
    stdio: 'ignore',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
}

/** The server itself: run as its own process (below), since Lighthouse runs block the bench's. */
function serve(port: number) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    let file = join(BARE_PUBLIC, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(BARE_PUBLIC) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
    if (type !== 'application/octet-stream' && /\bbr\b/.test(String(request.headers['accept-encoding']))) {
      body = brotliCompressSync(body);
      headers['content-encoding'] = 'br';
    }
    response.writeHead(200, headers).end(body);
  });
  server.listen(port, '127.0.0.1', () => console.log('reference ready'));
}

/**
 * Serves the reference's public/ (files, folders by their index.html; text compressed with brotli)
 * from a process of its own: the bench runs Lighthouse synchronously, which would stall a server
 * in its own process.
 */
export async function serveBareReference(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = await startChild(__filename, [String(port)], 'reference ready', 'the reference server');
  return { url: `http://127.0.0.1:${port}`, stop: child.stop };
}

if (require.main === module) serve(Number(process.argv[2]));
