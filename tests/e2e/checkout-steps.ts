/** What several checkout flows share: the SMS code from the outbox, a signed-in shopper, the form's steps (checkout, card payment, tests/start). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Another recipient phone (the shopper's own just had its sign-in code, and the API sends one
 * phone a code a minute at most), a new address in Ashgabat, a day and an hour from the picker.
 */
export async function fillForm(page: Page, m: Record<string, string>, phone: string) {
  const form = page.getByTestId('checkout-form');
  await expect(form).toBeVisible();
  await form
    .getByLabel(m['checkout.field.phone'], { exact: true })
    .fill(phone.replace(/^\+993(\d\d)(\d\d)(\d\d)(\d\d)$/, '+993 $1 $2 $3 $4'));
  await form.getByRole('radio', { name: m['checkout.address.new'], exact: true }).check();
  await form.getByLabel(m['checkout.field.welayat'], { exact: true }).selectOption('ashgabat');
  await form.getByLabel(m['checkout.field.etrap'], { exact: true }).selectOption('kopetdag');
  // an Ashgabat address names its neighbourhood (docs/adr/023)
  await form.getByLabel(m['checkout.field.neighbourhood'], { exact: true }).selectOption('parahat-7');
  await form.getByLabel(m['checkout.field.street'], { exact: true }).fill('Atatürk köçesi');
  await form.getByLabel(m['checkout.field.building'], { exact: true }).fill('21');
  const date = form.getByLabel(m['checkout.field.date'], { exact: true });
  // the picker offers only allowed days: the first option is the prompt
  const days = await date
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(days.length).toBeGreaterThan(0);
  await date.selectOption(days[Math.min(1, days.length - 1)]);
  const time = form.getByLabel(m['checkout.field.time'], { exact: true });
  const hours = await time
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  for (const hour of hours) expect(hour >= '08:00' && hour <= '22:00').toBe(true);
  await time.selectOption(hours[0]);
}

export async function typeCode(page: Page, code: string) {
  const step = page.getByTestId('checkout-code');
  await step.locator('input').first().fill(code);
}

/** The newest code the outbox holds for `to` whose text passes `accept`. */
export async function codeFor(request: APIRequestContext, to: string, accept: (text: string) => boolean = () => true) {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
      const digits = to.replace(/\D/g, '');
      const message = outbox.find((entry) => entry.to.replace(/\D/g, '') === digits && accept(entry.text));
      code = /:\s*(\d{4})\b/.exec(message?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

export async function signedIn(request: APIRequestContext, phone: string, name: string, surname: string) {
  const sent = await request.post('/auth/v2/signin', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { verification } = (await sent.json()) as { verification: string };
  const verified = await request.post('/auth/v2/verifycode', {
    data: { phone, code: await codeFor(request, phone), verification },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  expect((await request.post('/auth/v2/profile', { data: { name, surname } })).status()).toBe(200);
}
