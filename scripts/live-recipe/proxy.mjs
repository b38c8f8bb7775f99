// The smallest proxy a live shop needs in front of its API processes and static pages, as
// docs/operations.md "Going live" tries it on one machine. Usage: node scripts/live-recipe/proxy.mjs PORT STATIC_PORT API_PORT...
import http from 'node:http';
const [listen, staticPort, ...apiPorts] = process.argv.slice(2).map(Number);
const API = /^\/(client|auth|admin|chat|operator|docs|health|images|videos|payments|dev)(\/|$|\?)/;
let next = 0;
http
  .createServer((req, res) => {
    const port = API.test(req.url) ? apiPorts[next++ % apiPorts.length] : staticPort;
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress, 'x-forwarded-proto': 'https' };
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode, { ...answer.headers, 'x-upstream-port': String(port) });
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end('bad gateway'));
    req.pipe(upstream);
  })
  .listen(listen, '127.0.0.1');
