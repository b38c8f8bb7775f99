import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

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
  workers: 2,
  retries: 0,
  // Two browsers, the API and the tests share two cores (load average 12-14 in a CI run): a page's
  // main thread can get so little of them that a 1 s timer fires 5-11 s late and an answer takes
  // seconds more to render (traces of failed runs, 2026-11-29). The waits are long for that; what is
  // asserted does not change, and a test that passes does not wait any longer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8700',
    trace: 'retain-on-failure',
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
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    {
      name: 'phone',
      // A test whose title says @any-width checks what does not depend on the width (headers, a
      // server's error page): the desktop project runs it, this one does not (docs/testing.md).
      grepInvert: /@any-width/,
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
      },
    },
  ],
});
