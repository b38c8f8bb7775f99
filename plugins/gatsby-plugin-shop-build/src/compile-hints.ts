/**
 * The scripts a page runs as it starts tell the browser so (ADR 006 item 25). V8 compiles a
 * function when it is first called, on the main thread, and compiling is most of the app's script
 * evaluation as the page starts. A script whose first line is `//# allFunctionsCalledOnLoad` (V8's
 * explicit compile hints, Chromium 136 and later) has every function compiled with the script, on
 * the thread that streams it in, and its evaluation takes under a third of the time
 * (docs/performance.md). Other browsers read a comment.
 *
 * The hint goes on the chunks every page runs at its start (webpack's runtime, Gatsby's framework
 * and app) and on each page component's chunk (`component---…`: a template's or a page's whole
 * code, src/page-chunks.ts), which runs when its page starts or is opened. Lazy parts (a dialog,
 * a row hydrated when seen) and the texts stay without: their functions may never run.
 *
 * Added after Terser (which drops comments) and before the source maps and the content hashes are
 * made, so the maps point one line lower and the file names hash what is served.
 */
import type { Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const STARTING_CHUNKS = new Set(['webpack-runtime', 'framework', 'app']);

/** Whether a chunk of that name runs when its page starts. */
export const runsAtStart = (name: string | null | undefined): boolean =>
  !!name && (STARTING_CHUNKS.has(name) || name.startsWith('component---'));

export class CompileHints {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsAtStart(chunk.name)) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
