/**
 * Issue 41's walkthrough, as only a browser shows it: a direct load of /exit hydrates without React
 * #418/#423 (the server's HTML holds the accounts' texts, the browser's first render not yet).
 */
import { expect, test, type Page } from '@playwright/test';
import { LANGS, open, prefix } from './support';

/** Page errors and console errors (a hydration mismatch lands here). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const lng of LANGS) {
  test(`a direct load of ${prefix(lng)}/exit hydrates without errors and goes home`, async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, `${prefix(lng)}/exit`);
    await page.waitForURL((url) => url.pathname === (prefix(lng) || '/') || url.pathname === `${prefix(lng)}/`);
    expect(errors.filter((error) => /Minified React error|hydrat/i.test(error))).toEqual([]);
  });
}
