import type { LaunchOptions } from '@playwright/test';

/**
 * The browsers the Playwright tests launch: Debian's builds of Chromium, never one a test tool
 * downloads (scripts/ensure-chromium.sh installs them). CHROMIUM names another binary for a whole
 * run, such as /usr/bin/chromium to run every test on the full browser.
 *
 * The tests run on Chromium's headless shell (Debian's chromium-headless-shell), the build
 * Playwright itself launches for headless runs: the same Blink and V8 as the browser, without the
 * browser's window, tab and profile machinery. On two cores that machinery is most of what the
 * browser process spends; the whole suite takes about a fifth less time on the shell
 * (docs/adr/032-browser-tests-on-the-headless-shell.md).
 *
 * The shell answers every notification permission with "denied", whatever the context grants, so
 * a test of web push launches the full browser (`FULL_BROWSER`).
 */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export const TEST_BROWSER: LaunchOptions = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell',
  args: ARGS,
};

export const FULL_BROWSER: LaunchOptions = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ARGS,
};
