/**
 * A page's floor for bench/pages.ts: the shop's own page as it is served, with its
 * script files taken out (the `<script src>` elements: webpack's runtime, React, the app, the
 * page's chunks), the inline scripts and the JSON-LD kept. What a browser then does is the
 * document's own work (parsing, style, layout, paint, images): no hydration, no app. A proxy in
 * front of the API, in a process of its own (the bench runs Lighthouse synchronously), that asks
 * the API for each file uncompressed, takes the scripts out of HTML and sends HTML brotli-compressed
 * as the shop does; every other file passes through as the API sent it.
 *   npx tsx bench/no-scripts-proxy.ts <port> <API origin>
 */
import { createServer, request as forward } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { startChild } from './server';

/** The page without its script files; inline scripts and data blocks stay. */
export function withoutScriptFiles(html: string): string {
  return html.replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/g, '');
}

function serve(port: number, api: string) {
  const target = new URL(api);
  const server = createServer((request, response) => {
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.from(withoutScriptFiles(Buffer.concat(chunks).toString('utf8')));
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers.etag;
          if (/\bbr\b/.test(String(request.headers['accept-encoding']))) {
            body = brotliCompressSync(body);
            headers['content-encoding'] = 'br';
          }
          headers['content-length'] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  server.listen(port, '127.0.0.1', () => console.log('proxy ready'));
}

/** Starts the proxy in its own process; its origin serves the API's pages without their script files. */
export async function serveWithoutScripts(port: number, api: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = await startChild(__filename, [String(port), api], 'proxy ready', 'the proxy');
  return { url: `http://127.0.0.1:${port}`, stop: child.stop };
}

if (require.main === module) serve(Number(process.argv[2]), process.argv[3]);
