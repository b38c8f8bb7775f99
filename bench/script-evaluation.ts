/**
 * Where the page's scripts spend their evaluation: for each script evaluated on the main thread
 * (and each call into one over 3 ms), its length and what V8 did inside it, from Chromium's trace
 * with V8's categories (compiling functions on first call: `V8.CompileCode`, `V8.ParseFunction`;
 * running them: the rest of `v8.run`). No CPU slowdown, the consent already chosen, 412 px.
 *   npx tsx bench/script-evaluation.ts http://127.0.0.1:18300/
 * EVAL_RUNS (default 3) loads; each is printed (the page's start varies from load to load).
 */
import { mainThreadEvents, tracePageLoad } from './page-trace';

const url = process.argv[2];
const RUNS = Number(process.env.EVAL_RUNS || 3);

async function load(): Promise<string[]> {
  const trace = await tracePageLoad(url, {
    categories: ['devtools.timeline', 'v8', 'disabled-by-default-v8.compile'],
    settle: 3000,
  });
  const main = mainThreadEvents(trace);
  const lines: string[] = [];
  for (const script of main.filter(
    (event) => (event.name === 'EvaluateScript' || event.name === 'FunctionCall') && (event.dur ?? 0) > 3000,
  )) {
    const end = script.ts + script.dur!;
    const inside = (name: string) =>
      main
        .filter((event) => event.name === name && event.ts >= script.ts && event.ts + (event.dur ?? 0) <= end)
        .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
    const compiling = inside('V8.CompileCode') + inside('V8.ParseFunction');
    const file = (script.args?.data?.url ?? '').split('/').pop() || 'inline';
    lines.push(
      `${((script.ts - trace.navigation.ts) / 1000).toFixed(0).padStart(5)} ms  ${script.name.padEnd(14)} ${file.padEnd(42)} ${(script.dur! / 1000).toFixed(1).padStart(6)} ms, compiling functions ${compiling.toFixed(1)} ms`,
    );
  }
  return lines;
}

async function main() {
  if (!url) {
    console.error('usage: npx tsx bench/script-evaluation.ts <page URL>');
    process.exit(2);
  }
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`load ${run}: start, kind, script, length, of which compiling functions on first call`);
    for (const line of await load()) console.log(line);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
