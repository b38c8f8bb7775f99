/**
 * Where a CPU profile's time went (one written by bench/cpu-profile.cjs, or by `node --cpu-prof`):
 * the functions with the most time of their own, then the same time by package or file.
 *   npx tsx bench/cpu-profile-top.ts FILE.cpuprofile [how many functions, 30]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/cpu-profile-top.ts FILE.cpuprofile [N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const add = (totals: Map<string, number>, key: string, us: number) => totals.set(key, (totals.get(key) ?? 0) + us);

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const us = profile.timeDeltas[index] ?? 0;
  const { functionName, url, lineNumber } = (nodes.get(id) as ProfileNode).callFrame;
  const place = url.split('/').slice(-2).join('/');
  add(byFunction, `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`, us);
  // node_modules/<package> (or @scope/package), else the file's last three parts, else V8's label
  const inModules = url.split('node_modules/').pop() as string;
  const pkg = url.includes('node_modules/')
    ? inModules
        .split('/')
        .slice(0, inModules.startsWith('@') ? 2 : 1)
        .join('/')
    : url
      ? url.split('/').slice(-3).join('/')
      : functionName;
  add(byPackage, pkg, us);
  total += us;
});

const print = (title: string, totals: Map<string, number>, limit: number) => {
  console.log(title);
  for (const [key, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms  ${key}`);
};
console.log(`${(total / 1000).toFixed(0)} ms sampled in ${file}`);
print('by function (own time)', byFunction, Number(count));
print('by package or file', byPackage, 20);
