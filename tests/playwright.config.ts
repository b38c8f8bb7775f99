import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_BROWSER } from './chromium';

// A browser test says on its first line what in it needs a real browser (docs/testing.md); what
// needs none is a component test. A spec without that line stops the run here.
const specs = join(__dirname, 'e2e');
const unexplained = readdirSync(specs).filter(
  (file) => file.endsWith('.spec.ts') && !readFileSync(join(specs, file), 'utf8').startsWith('// Browser: '),
);
if (unexplained.length)
  throw new Error(`start each browser test with "// Browser: <what needs a browser>": ${unexplained.join(', ')}`);

/** Browser tests against the shop served by scripts/e2e.sh (which sets E2E_BASE_URL). */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two browsers at a time: with one, a sixth of the two cores is idle while a page waits on the
  // API or the runner; two make the suite about a tenth faster on the headless shell (docs/testing.md).
  workers: 2,
  // A failed test runs once more, recording a trace (test-results/), and the run fails all the
  // same: a test that passes only the second time is a failure too. Recording a trace for every
  // test makes the whole run about a fifth slower; a retry records only what failed.
  retries: 1,
  failOnFlakyTests: true,
  // The API, the browser and the test runner share two cores: a page's main thread can get so little
  // of them that a 1 s timer fires seconds late and an answer takes seconds more to render. The
  // waits are long for that; what is asserted does not change, and a test that passes does not wait
  // any longer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8700',
    trace: 'on-first-retry',
    // The service worker (docs/adr/019) stores pages in the background after every first visit,
    // and every test starts a fresh browser context: specs that test it allow it themselves
    // (offline.spec.ts, security-headers.spec.ts), the others run without its extra traffic.
    serviceWorkers: 'block',
    // A returning shopper who already chose at the cookie banner (docs/adr/020): the banner would
    // cover the bottom of pages the other specs test; tests/e2e/consent.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: 'cookieConsent',
          value: 'necessary',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: TEST_BROWSER,
  },
  projects: [
    // A test tagged @any-width checks what does not depend on the width (headers, a server's error
    // page, the service worker, a flow whose every step looks the same at both widths): the desktop
    // project runs it. A flow tagged @at-390 has parts that differ by width, and other tests of its
    // file run those parts at 1280 px: the phone project runs it; one tagged @at-1280 is such a
    // flow's other half, which the desktop project runs (docs/testing.md). The tags are in the title,
    // so a test of the other width is left out before its page opens.
    { name: 'desktop', grepInvert: /@at-390/, use: { viewport: { width: 1280, height: 900 } } },
    {
      name: 'phone',
      grepInvert: /@any-width|@at-1280/,
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
      },
    },
  ],
});
