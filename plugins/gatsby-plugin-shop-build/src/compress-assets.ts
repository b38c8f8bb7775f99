/**
 * Brotli (quality 11) and gzip (level 9) copies of the build's scripts and styles, written beside
 * them; the server answers with a copy the browser accepts (@fastify/static preCompressed), a CDN
 * can do the same. Pages and page data are compressed per request instead: there are tens of
 * thousands of them and each changes with the catalogue.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|webmanifest|txt|xml)$/;

/** Compresses the top-level assets of publicDir; answers how many files. */
export async function compressAssets(publicDir: string): Promise<number> {
  const names = (await readdir(publicDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => entry.name);
  for (const name of names) {
    const file = path.join(publicDir, name);
    const data = await readFile(file);
    await writeFile(
      `${file}.br`,
      await brotli(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
  }
  return names.length;
}
