// Stands in for an SMS gateway in the "Going live" recipe (docs/operations.md): prints each message
// the API sends with SMS_PROVIDER=http and SMS_HTTP_URL='http://127.0.0.1:PORT/send?to={phone}&text={text}'.
// Usage: node scripts/live-recipe/sms-catcher.mjs PORT
import http from 'node:http';

const port = Number(process.argv[2] || 8117);
http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    console.log(`SMS to +${url.searchParams.get('to')}: ${url.searchParams.get('text')}`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
  })
  .listen(port, '127.0.0.1', () => console.log(`SMS stand-in on http://127.0.0.1:${port}/send`));
