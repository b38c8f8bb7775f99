#!/usr/bin/env node
// Fails (exit 1) when locales/ru.json or locales/en.json misses a key tm.json has or has extra
// keys, when a message is not valid ICU or uses other {arguments} than the Turkmen one, or when
// the code uses a literal message id that tm.json lacks. Usage: node scripts/check-locales.mjs
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (lng) => JSON.parse(readFileSync(join(root, 'locales', `${lng}.json`), 'utf8'));
const source = load('tm');
const problems = [];

function argumentsOf(elements, found = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.options) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.children) argumentsOf(element.children, found);
  }
  return found;
}

function argumentsIn(lng, id, message) {
  try {
    return [...argumentsOf(parse(message))].sort().join(',');
  } catch (error) {
    problems.push(`${lng}.json: "${id}" is not valid ICU: ${error.message}`);
    return null;
  }
}

for (const lng of ['tm', 'ru', 'en']) {
  const messages = lng === 'tm' ? source : load(lng);
  for (const id of Object.keys(source)) {
    if (!(id in messages)) problems.push(`${lng}.json misses "${id}"`);
  }
  for (const [id, message] of Object.entries(messages)) {
    if (!(id in source)) {
      problems.push(`${lng}.json has "${id}", which tm.json does not`);
      continue;
    }
    if (typeof message !== 'string' || !message.trim()) {
      problems.push(`${lng}.json: "${id}" is empty`);
      continue;
    }
    const expected = argumentsIn('tm', id, source[id]);
    const actual = argumentsIn(lng, id, message);
    if (lng !== 'tm' && expected !== null && actual !== null && expected !== actual) {
      problems.push(`${lng}.json: "${id}" uses {${actual}} where tm.json uses {${expected}}`);
    }
  }
}

// Literal ids in the code: id="x.y", id: 'x.y', titleId="x.y" and the like.
const USED = /(?:\bid|Id)\s*[=:]\s*\{?\s*["'`]([a-z][\w]*(?:\.[\w]+)+)["'`]/g;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    // tests may name a missing id on purpose (the formatter's fallback is tested so)
    else if (/\.(tsx?|jsx?)$/.test(name) && !/\.test\.[jt]sx?$/.test(name)) {
      for (const match of readFileSync(path, 'utf8').matchAll(USED)) {
        if (!(match[1] in source))
          problems.push(`${path.slice(root.length + 1)} uses "${match[1]}", missing from tm.json`);
      }
    }
  }
}
walk(join(root, 'src'));
walk(join(root, 'plugins'));

if (problems.length) {
  console.error(`check-locales: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-locales: ${Object.keys(source).length} messages, tm ru en agree`);
