/**
 * The Content-Security-Policy of each built page, from the script hashes the build wrote
 * (public/csp-hashes.json; server/src/contract/page-policy.ts). The manifest is read again
 * whenever a build rewrote it. A page the manifest does not name gets the policy without hashes:
 * its inline scripts are refused rather than trusted unseen.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { CSP_MANIFEST_FILE, pagePolicy, workerPolicy, type CspManifest } from '../contract/page-policy';

const NO_MANIFEST: CspManifest = { apiOrigin: null, scripts: {} };

/** The build's manifest, read again whenever the build rewrote it. */
function manifestReader(siteDir: string): () => CspManifest {
  const file = join(siteDir, CSP_MANIFEST_FILE);
  let loaded: { mtime: number; manifest: CspManifest } | undefined;
  const manifest = () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (loaded?.mtime !== mtime)
      loaded = { mtime, manifest: mtime < 0 ? NO_MANIFEST : (JSON.parse(readFileSync(file, 'utf8')) as CspManifest) };
    return loaded.manifest;
  };
  return manifest;
}

/** Answers the policy of a page file, given relative to siteDir ('en/index.html'). */
export function pagePolicyReader(siteDir: string): (page: string) => string {
  const manifest = manifestReader(siteDir);
  return (page) => {
    const { scripts, apiOrigin } = manifest();
    return pagePolicy(scripts[page.replace(/^\/+/, '').split(sep).join('/')] ?? [], apiOrigin);
  };
}

/** Answers the service worker's policy (/sw.js), with the API's origin the build names. */
export function workerPolicyReader(siteDir: string): () => string {
  const manifest = manifestReader(siteDir);
  return () => workerPolicy(manifest().apiOrigin);
}
