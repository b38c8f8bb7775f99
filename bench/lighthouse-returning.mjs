/**
 * One Lighthouse mobile run of a returning shopper, who has answered the cookie banner: the consent
 * cookie is in the browser's jar before Lighthouse navigates, so the banner's inline script (which
 * reads `document.cookie`, ADR 020) does not show it. Lighthouse's CLI cannot do this: its
 * --extra-headers reach only the server, and it clears the origin's storage, cookies included,
 * before a run. Here Chromium is started by puppeteer-core, the cookie set on its page, and
 * Lighthouse run on that page with the storage reset off (the page's other storage is fresh: a new
 * profile per run). Same settings as the CLI in bench/lighthouse.ts (mobile, simulated throttling).
 *
 * Usage (bench/lighthouse.ts calls it when LH_RETURNING=1): node bench/lighthouse-returning.mjs URL OUT.json
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, out] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node bench/lighthouse-returning.mjs URL OUT.json');
  process.exit(2);
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  await browser.setCookie({ name: 'cookieConsent', value: 'necessary', url });
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      formFactor: 'mobile',
      disableStorageReset: true,
      // LH_THROTTLING=devtools: throttling applied in the browser (bench/lighthouse.ts)
      ...(process.env.LH_THROTTLING ? { throttlingMethod: process.env.LH_THROTTLING } : {}),
    },
    undefined,
    page,
  );
  if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? 'no result');
  writeFileSync(out, result.report);
} finally {
  await browser.close();
}
