import { defineConfig } from '@playwright/test';
import { TEST_BROWSER } from './chromium';

/**
 * The shop as a person runs it: tests/start/ starts `npm start` itself (scripts/run-shop.sh, which
 * builds the site through the API's own build queue) and buys with the codes it prints. One run, at
 * a phone's width in Turkmen, the shop's default language.
 */
export default defineConfig({
  testDir: './start',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results/start',
  use: {
    baseURL: `http://127.0.0.1:${process.env.START_PORT ?? '8790'}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: TEST_BROWSER,
  },
});
