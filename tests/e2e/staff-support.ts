/**
 * The staff app in a browser (docs/adr/029): accounts made with the machine credential the way a
 * shop's first owner is made, and signing in through the app's own form in a language.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffRole } from '../../server/src/contract/staff';
import { STAFF_APP_BASE } from '../../server/src/contract/staff-app';
import { LANGUAGE_NAME } from '../../src/lib/i18n';
import { MESSAGES, type Lng } from './support';

export const STAFF_ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token';

export interface StaffAccount {
  login: string;
  name: string;
  password: string;
  roles: StaffRole[];
}

let made = 0;

/** A staff account of its own for a test: a login no other test or run uses. */
export async function makeStaff(request: APIRequestContext, roles: StaffRole[], name = 'Aýna Berdiýewa') {
  made += 1;
  const account: StaffAccount = {
    login: `${roles[0]}-${Date.now().toString(36)}-${made}`,
    name,
    password: `Staff-pass-${made}!7`,
    roles,
  };
  const response = await request.post('/admin/v1/staff', {
    headers: { 'x-admin-token': STAFF_ADMIN_TOKEN },
    data: account,
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Chooses the app's language with its buttons (any screen, the sign-in's included). */
export async function chooseLanguage(page: Page, lng: Lng) {
  await page.getByRole('button', { name: LANGUAGE_NAME[lng], exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', lng === 'tm' ? 'tk' : lng);
}

/** Opens the staff app, chooses the language, and signs in through the form. */
export async function signIn(page: Page, account: StaffAccount, lng: Lng, path = '') {
  const m = MESSAGES[lng];
  await page.goto(`${STAFF_APP_BASE}${path}`);
  await chooseLanguage(page, lng);
  await page.getByLabel(m['staff.signIn.login']).fill(account.login);
  await page.getByLabel(m['staff.signIn.password']).fill(account.password);
  await page.getByRole('button', { name: m['staff.signIn.submit'] }).click();
  await expect(page.getByRole('button', { name: m['staff.signOut'], exact: true })).toBeVisible();
}

/** The page is no wider than the window: nothing to scroll sideways on a phone. */
export async function fitsTheWindow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}
