#!/usr/bin/env node
// Fails (exit 1) when README.md or a doc under docs/ names a repository file or folder that is not
// in the repository, so the docs describe the code that is there. A token counts as a path when it
// has a slash or a known file extension and looks like one of ours: it starts with a top-level
// folder of the repository, ends as a source file does, or is a Markdown link. It is there when a
// file or folder is at that path or ends with it (docs say `lib/store/hooks.ts` for
// src/lib/store/hooks.ts). Not paths: URLs, routes
// (a leading slash), globs, placeholders (`<id>`, `{id}`, `NNN`, `…`), npm packages, and what the
// build and the tests write (IGNORED below).
// Usage: node scripts/check-doc-paths.mjs            (checks README.md and docs/**/*.md)
//        node scripts/check-doc-paths.mjs --extract  (prints the candidate paths of Markdown on stdin)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|md|sh|sql|css|yml|yaml|html|svg|png|webp|jpg|txt|toml)$/;

// Not ours: Gatsby's own page shell, which src/html.tsx customises, named as Gatsby names it.
const UPSTREAM = new Set(['html.js']);

// Written by the build, the tests or a running shop, so absent from a clean clone: named in the docs
// to say where output goes, never a source file.
const IGNORED = [
  ['public/', "Gatsby's built site"],
  ['.cache/', "Gatsby's build cache"],
  ['.data/', "the API's PGlite data directory and media"],
  ['node_modules/', 'installed packages'],
  ['shots/', "screenshots.mjs's pictures"],
  ['test-results/', "Playwright's failure traces"],
  ['playwright-report/', "Playwright's report"],
  ['coverage/', "jest's coverage"],
  ['bench/results/', "the benches' outputs"],
  ['run/', "npm start's logs and process ids"],
  ['server/media/', 'uploaded and sample media written at start'],
  ['static/sw.js', 'the service worker, written by the offline plugin at build'],
  ['shared/', "the team's spec and design, beside the repository (/work/shared), not in it"],
];
// Files the build writes into public/ (or its caches), named in the docs by their own names.
const BUILD_OUTPUTS = new Set([
  'page-data.json',
  'app-data.json',
  'webpack.stats.json',
  'chunk-map.json',
  'csp-hashes.json',
  'match-paths.json',
  'files.json',
  'build-meta.json',
  'render-page.js',
  'sw.js',
  'index.html',
  '404.html',
  'api.json',
]);
// Records, not descriptions of the code as it is: an ADR names the code its decision retired (ADR
// 024's table of deleted modules), and history/ keeps the diary as it was written.
const RECORDS = ['docs/adr/', 'docs/history/'];

/** Trims what surrounds a path in prose: brackets, quotes, punctuation, `:line` and `#anchor`. */
function bare(token) {
  return token
    .replace(/^[("'[*]+/, '')
    .replace(/[)"'\]*,.;:!?]+$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/#[\w-]*$/, '');
}

function looksLikePath(token) {
  if (!token || token.includes('://') || token.startsWith('/') || token.startsWith('~')) return false;
  if (/[*?{}<>$%=…|\\,]|\.\.\.|NNN|XXX|(^|\/)[A-Z](\/|$)/.test(token)) return false; // globs, placeholders
  if (/^[@.-]/.test(token)) return false; // npm scopes, bare extensions, options
  if (/^[A-Z][A-Z_]*\//.test(token)) return false; // under a setting: DATA_DIR/api.json
  if (!/^[\w.@[\]-]+(\/[\w.@[\]-]+)*\/?$/.test(token)) return false;
  return token.includes('/') || EXTENSIONS.test(token);
}

/** The candidate paths a Markdown text names: code spans, plain words and link targets. */
export function pathsIn(markdown) {
  const found = new Set();
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const path = bare(target);
    if (looksLikePath(path)) found.add(`link:${path}`);
  }
  const text = markdown.replace(/\]\([^)\s]+\)/g, ']');
  for (const word of text.split(/[\s`]+/)) {
    const path = bare(word);
    if (looksLikePath(path)) found.add(path);
  }
  return [...found];
}

function repoFiles() {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const files = new Set(listed);
  const dirs = new Set();
  for (const file of listed)
    for (let at = file.indexOf('/'); at > 0; at = file.indexOf('/', at + 1)) dirs.add(file.slice(0, at));
  // every tail of every path, so that `lib/store/hooks.ts` (written from src/) is found
  const tails = new Set();
  for (const path of [...files, ...dirs])
    for (let at = path.indexOf('/'); at > 0; at = path.indexOf('/', at + 1)) tails.add(path.slice(at + 1));
  return { files, dirs, tails, names: new Set(listed.map((file) => file.slice(file.lastIndexOf('/') + 1))) };
}

/** Whether `path`, named in the doc at `doc`, is in the repository; null when it is not ours to check. */
export function pathProblem(doc, path, { files, dirs, tails, names }) {
  const isLink = path.startsWith('link:');
  const name = isLink ? path.slice(5) : path;
  const exists = (candidate) => files.has(candidate) || dirs.has(candidate.replace(/\/$/, ''));
  if (isLink) {
    const target = normalize(join(dirname(doc), name)).replace(/\\/g, '/');
    return exists(target) ? null : `${name} (a link)`;
  }
  if (IGNORED.some(([prefix]) => name === prefix || name.startsWith(prefix))) return null;
  if (BUILD_OUTPUTS.has(name.slice(name.lastIndexOf('/') + 1))) return null;
  if (UPSTREAM.has(name) || exists(name) || tails.has(name.replace(/\/$/, ''))) return null;
  // an ADR named by its number: docs/adr/017
  const adr = /^(?:docs\/)?adr\/(\d{3})$/.exec(name);
  if (adr) return [...files].some((file) => file.startsWith(`docs/adr/${adr[1]}-`)) ? null : name;
  const top = name.split('/')[0];
  if (!name.includes('/')) return names.has(name) || !EXTENSIONS.test(name) ? null : name;
  // ours if it starts with a folder we have, or ends as a source file does; else a package or a route
  return dirs.has(top) || EXTENSIONS.test(name) ? name : null;
}

function docsUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? docsUnder(path) : entry.endsWith('.md') ? [path] : [];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--extract')) {
    console.log(JSON.stringify(pathsIn(readFileSync(0, 'utf8'))));
  } else {
    const repo = repoFiles();
    const problems = [];
    for (const file of [join(root, 'README.md'), ...docsUnder(join(root, 'docs'))]) {
      const doc = relative(root, file);
      if (RECORDS.some((prefix) => doc.startsWith(prefix))) continue;
      for (const path of pathsIn(readFileSync(file, 'utf8'))) {
        const problem = pathProblem(doc, path, repo);
        if (problem) problems.push(`${doc}: ${problem} is not in the repository`);
      }
    }
    for (const problem of problems) console.error(problem);
    process.exit(problems.length ? 1 : 0);
  }
}
