/** Types of page-mend.cjs (plain JavaScript, run by the build's worker threads as it is). */
export interface MendedPage {
  /** 'sha256-…' of each inline script a browser would run */
  hashes: string[];
  /** the file's identity after the rewrite; null when the page needed no mending */
  stats: { size: number; mtimeMs: number; ctimeMs: number; ino: number } | null;
}
export function withoutNulBytes(page: Buffer): Buffer | null;
export function withSlicesStitched(page: string, readSlice: (id: string) => string): string | null;
export function inlineScriptHashes(html: string): string[];
export function mendPage(page: { file: string; sliceDir?: string }): Promise<MendedPage>;
