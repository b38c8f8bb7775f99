// A small real build command for the site build tests (SITE_BUILD_COMMAND): it writes a little shop
// into SITE_BUILD_OUTPUT the way Gatsby rewrites public/ in place, page by page with pauses, so a
// server that served the output itself would answer 404s and mixed builds while it runs. What each
// run does comes from the control file named as its
// argument, which the test rewrites between builds:
//   { "label": "B", "pages": 20, "pauseMs": 40, "wipe": true, "fail": false, "changed": [3], "symlink": "/etc/hostname",
//     "noRender": false }
// label: printed in the pages and in their script hashes; changed: the only product pages that show
// the label (the others say "base", so their bytes stay the same from build to build); wipe: empty
// the output first (else, as Gatsby does, files whose bytes did not change are left alone); fail:
// stop half-way with exit code 3; symlink: leave a symbolic link to that path in the output;
// noRender: leave no server renderer beside the output (a build before renderers were kept).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const control = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const output = process.env.SITE_BUILD_OUTPUT;
const lock = `${output}.lock`;
const pause = () => new Promise((done) => setTimeout(done, control.pauseMs ?? 0));
const hash = (text) => createHash('sha256').update(text).digest('hex');

// Two builds at once in one work directory is what the queue must never allow.
if (existsSync(lock)) {
  console.error(`another build is writing ${output}`);
  process.exit(4);
}
writeFileSync(lock, String(process.pid));
console.log(`fake build ${process.env.SITE_BUILD_ID} (${control.label}) from ${process.env.BUILD_API_URL}`);

const changed = new Set(control.changed ?? []);
const textOf = (page) => (control.changed === undefined || changed.has(page) ? control.label : 'base');
const files = new Map();
const scripts = {};
const page = (path, label, body) => {
  const inline = `window.build=${JSON.stringify(label)}`;
  scripts[path] = [`sha256-${createHash('sha256').update(inline).digest('base64')}`];
  files.set(path, `<html><body data-build="${label}">${body}<script>${inline}</script></body></html>`);
};
const app = `app-${hash(control.label).slice(0, 20)}.js`;
page('index.html', control.label, `<h1>home</h1><script src="/${app}"></script>`);
page('404.html', control.label, '<h1>Sahypa tapylmady</h1>');
for (let i = 1; i <= (control.pages ?? 10); i++) {
  page(`product/${i}/index.html`, textOf(i), `<h1>product ${i}</h1>`);
  files.set(`page-data/product/${i}/page-data.json`, JSON.stringify({ path: `/product/${i}`, build: textOf(i) }));
}
files.set(app, `console.log(${JSON.stringify(control.label)})`);
files.set('csp-hashes.json', JSON.stringify({ apiOrigin: null, scripts }));

if (control.wipe) rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });
let written = 0;
for (const [path, text] of files) {
  if (control.fail && written === Math.floor(files.size / 2)) {
    rmSync(lock, { force: true });
    console.error('fake build: failing half-way on purpose');
    process.exit(3);
  }
  mkdirSync(dirname(join(output, path)), { recursive: true });
  const previous = existsSync(join(output, path)) ? readFileSync(join(output, path), 'utf8') : null;
  if (previous !== text) writeFileSync(join(output, path), text);
  written++;
  console.log(`wrote ${path}`);
  await pause();
}
// The server renderer Gatsby leaves in .cache/page-ssr/routes, kept with each build for the pages
// command (site-pages-command.mjs reads which build's it is); noRender: a build that leaves none.
const render = join(dirname(output), 'render');
rmSync(render, { recursive: true, force: true });
if (!control.noRender) {
  mkdirSync(render, { recursive: true });
  writeFileSync(join(render, 'render-page.js'), control.label);
}
if (control.symlink) {
  rmSync(join(output, 'linked.txt'), { force: true });
  symlinkSync(control.symlink, join(output, 'linked.txt'));
}
rmSync(lock, { force: true });
console.log('fake build done');
