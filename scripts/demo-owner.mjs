// The demo's owner account (npm start on this machine, SHOP_MODE=demo): makes the staff account
// `owner` with every screen of the staff app, or gives it a new password, and prints the password
// for the person at the terminal. A new password each start, as the demo's admin token is new each
// start: nothing to remember, nothing that outlives the terminal. A live start never runs this
// (run-shop.sh); its first owner comes from `npm run operator:add -- --roles owner`.
//   ADMIN_TOKEN=… node scripts/demo-owner.mjs http://127.0.0.1:8000
import { randomBytes } from 'node:crypto';

const [api] = process.argv.slice(2);
const token = process.env.ADMIN_TOKEN;
if (!api || !token) {
  console.error('usage: ADMIN_TOKEN=… node scripts/demo-owner.mjs API_URL');
  process.exit(2);
}
const LOGIN = 'owner';
// letters, digits and one of the rule's signs (server/src/contract/identity-rules.ts)
const password = `Demo-${randomBytes(6).toString('hex')}!7`;
const call = (method, path, body) =>
  fetch(`${api}/admin/v1${path}`, {
    method,
    headers: { 'x-admin-token': token, 'content-type': 'application/json', lng: 'EN' },
    body: JSON.stringify(body),
  });

let answer = await call('POST', '/staff', { login: LOGIN, name: 'Owner (demo)', password, roles: ['owner'] });
if (answer.status === 409)
  answer = await call('PATCH', `/staff/${LOGIN}`, { password, roles: ['owner'], active: true });
if (!answer.ok) {
  console.error(`the demo's owner account could not be made: ${answer.status} ${await answer.text()}`);
  process.exit(1);
}
console.log(`login ${LOGIN}, password ${password}`);
