/**
 * Source maps carry the whole source of the storefront; the built site does not publish them
 * (docs/adr/011). The browser bundles are built without them (gatsby-node.ts sets webpack's
 * devtool), and whatever .map file still lands in public/ is removed after the build. With
 * SOURCE_MAPS=1 the bundles get maps that they do not reference ('hidden-source-map') and the maps
 * are moved to .source-maps/ beside public/, for reading a production stack trace locally.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './list-files';

/** The folder that keeps the maps of a SOURCE_MAPS=1 build, outside what is served. */
export const SOURCE_MAP_DIR = '.source-maps';

export const keepSourceMaps = (env: NodeJS.ProcessEnv = process.env) => env.SOURCE_MAPS === '1';

/** webpack's devtool for the browser bundles. */
export const browserDevtool = (env: NodeJS.ProcessEnv = process.env) =>
  keepSourceMaps(env) ? 'hidden-source-map' : false;

/**
 * Takes every .map file out of publicDir (moved to keepDir when given); answers how many. `names`:
 * the files under publicDir when the caller has listed them already.
 */
export async function takeOutSourceMaps(publicDir: string, keepDir?: string, names?: string[]): Promise<number> {
  const maps = (names ?? (await listFiles(publicDir))).filter((name) => name.endsWith('.map'));
  if (keepDir) {
    await rm(keepDir, { recursive: true, force: true });
    await mkdir(keepDir, { recursive: true });
  }
  for (const name of maps) {
    const file = path.join(publicDir, name);
    if (keepDir) {
      await mkdir(path.dirname(path.join(keepDir, name)), { recursive: true });
      await rename(file, path.join(keepDir, name));
    } else {
      await rm(file, { force: true });
    }
  }
  return maps.length;
}
