#!/usr/bin/env node
// Lists the import cycles among the modules under the given folders (default: every folder of the
// repository's own code), type-only imports included, and fails (exit 1) when there is one: a cycle
// of types alone still ties two modules together, so that neither can be read, moved or tested
// without the other. The repository's one cycle check (server/test/import-cycles.test.ts runs it);
// its imports are relative, which is all it resolves. Usage: node scripts/import-cycles.mjs [dir ...]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The folders of the repository's own code. */
export const CODE_DIRS = ['src', 'server', 'plugins', 'tests', 'bench', 'scripts'];

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];
// import … from 'x', export … from 'x', import 'x', import('x'), require('x'); comments first removed
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The module specifiers a source file names (relative or not), type-only imports included. */
export function specifiersOf(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** The file a relative specifier names, or null (a package, or nothing there). */
export function resolveSpecifier(fromFile, specifier, exists = existsSync) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const bare = base.replace(/\.(js|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => bare + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((file) => SOURCE.test(file) && exists(file)) ?? null;
}

/** Groups of modules that import one another round (Tarjan's strongly connected components). */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The import graph of the source files under `dirs`: file → the files it imports. */
export function importGraph(dirs) {
  const graph = new Map();
  for (const file of dirs.flatMap(filesUnder)) {
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  const dirs = process.argv.slice(2).length ? process.argv.slice(2) : CODE_DIRS;
  const cycles = cyclesOf(importGraph(dirs.map((dir) => resolve(root, dir))));
  for (const cycle of cycles) console.error(`import cycle: ${cycle.map((file) => relative(root, file)).join(' <-> ')}`);
  process.exit(cycles.length ? 1 : 0);
}
