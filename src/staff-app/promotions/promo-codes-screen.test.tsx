/** @jest-environment-options {"liveApi": true} */
/**
 * The promo codes screen in the staff app, against a live API: a member of the order staff makes a
 * code through the form and finds it listed as the API keeps it, a form the contract's rules refuse
 * tells why in the app's language and keeps every input, the API's own refusal is shown as it says
 * it, a code's rules are changed and the code turned off, and a catalogue editor does not get the
 * screen.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { CategoryRowWire } from '../../../server/src/contract/catalogue';
import type { ListWire } from '../../../server/src/contract/kit';
import type { StaffOrderDetailWire } from '../../../server/src/contract/orders';
import type { PromoCodeDetailWire, PromoCodeListWire, PromoCodeWire } from '../../../server/src/contract/promotions';
import { STAFF_APP_BASE } from '../../../server/src/contract/staff-app';
import type { Lng } from '../../lib/catalog-types';
import { randomUUID } from 'node:crypto';
import { formatPrice } from '../../lib/price';
import { liveJson } from '../../test/live-catalogue';
import { freshPhone, signedInShopper } from '../../test/live-session';
import {
  actAsStaff,
  adminJson,
  courierOrder,
  signedInStaff,
  type LiveOrderExtras,
  type LiveStaffMember,
} from '../../test/live-staff';
import { StaffApp } from '../app';

const SCREEN = `${STAFF_APP_BASE}/promo-codes`;

/** The staff app at `path`, in `lng`, with an SWR cache of its own. */
function openApp(path: string, lng: Lng = 'en') {
  window.localStorage.setItem('staff-language', lng);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <StaffApp base={STAFF_APP_BASE} />
    </SWRConfig>,
  );
  return user;
}

let made = 0;
/** A code no other test or run has. */
const freshCode = (prefix: string) => {
  made += 1;
  return `${prefix}-${process.pid}-${made}`;
};

/** The bodies the app sends to the promo codes' calls in this test. */
function recordSent(): { method: string; body: unknown }[] {
  const sent: { method: string; body: unknown }[] = [];
  const through = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/admin/v1/promo-codes') && init.method && init.method !== 'GET')
      sent.push({ method: init.method, body: init.body ? JSON.parse(String(init.body)) : null });
    return through(input, init);
  };
  return sent;
}

const storedCodes = async () => (await adminJson<PromoCodeListWire>('/admin/v1/promo-codes')).rows;
const stored = (id: number) => adminJson<PromoCodeDetailWire>(`/admin/v1/promo-codes/${id}`);

/** A code made through the API, as a test's starting point. */
const madeCode = (code: string, fields: Partial<PromoCodeWire> = {}) =>
  adminJson<PromoCodeWire>('/admin/v1/promo-codes', {
    method: 'POST',
    body: {
      code,
      kind: 'percent',
      value: 10,
      startsAt: '2026-12-01T00:00:00+05:00',
      endsAt: '2027-01-01T00:00:00+05:00',
      ...fields,
    },
  });

/** Types a time into the period's field, as staff type it. */
async function setTime(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

/** A cash order a new shopper places with `code` and confirms with the SMS's code, as the shop does. */
async function orderWithCode(code: string) {
  const shopper = await signedInShopper();
  const session = { token: shopper.token, device: shopper.device };
  const extras = await liveJson<LiveOrderExtras>('/client/v4/orders/extras');
  let product: { id: number; price: number; stock: number } | null = null;
  for (let id = 1; !product; id++) {
    const each = await liveJson<{ id: number; price: number; stock: number }>(`/client/v4/products/${id}`);
    if (each.stock >= 2) product = each;
  }
  const phone = freshPhone();
  const placed = await liveJson<{ id: number }>('/client/v4/orders', {
    method: 'POST',
    headers: { ...session, 'idempotency-key': randomUUID() },
    body: {
      lines: [{ id: product.id, count: 2, cartPrice: product.price }],
      ...courierOrder(extras, phone),
      payment: { method: 'on-delivery', type: 'cash' },
      promoCode: code.toLowerCase(),
    },
  });
  const outbox = await liveJson<{ to: string; text: string }[]>('/dev/outbox.json');
  const sms = outbox.find((row) => row.to === phone && row.text.includes(String(placed.id)));
  const smsCode = sms && /: (\d{4})\./.exec(sms.text)?.[1];
  if (!smsCode) throw new Error(`no code for order ${placed.id}`);
  await liveJson('/client/v4/orders/verify', {
    method: 'POST',
    headers: { ...session, 'idempotency-key': randomUUID() },
    body: { id: placed.id, code: smsCode },
  });
  return { id: placed.id, price: product.price };
}

/** The line under a code's heading: its discount, period, state and uses. */
const summary = () => screen.getByRole('heading', { level: 1 }).parentElement!.nextElementSibling;

let staff: LiveStaffMember;
let category: CategoryRowWire;

beforeAll(async () => {
  staff = await signedInStaff(['orders']);
  const categories = await liveJson<ListWire<CategoryRowWire>>('/client/v4/categories?limit=1000');
  category = categories.rows.find((row) => row.parentId === null) ?? categories.rows[0];
});

describe('the promo codes screen', () => {
  it('makes a code through the form and lists it as the API keeps it', async () => {
    actAsStaff(staff);
    const code = freshCode('Winter');
    const user = openApp(SCREEN);
    const form = await screen.findByRole('region', { name: 'New promo code' });
    await user.type(within(form).getByLabelText('Code'), code);
    await user.click(within(form).getByRole('radio', { name: 'Amount (TMT)' }));
    await user.type(within(form).getByLabelText('Discount (TMT)'), '200');
    await user.type(within(form).getByLabelText('Minimum goods total (TMT)'), '1 000');
    await setTime(user, 'Starts', '01.12.2026 09:00');
    await setTime(user, 'Ends', '01.01.2027 00:00');
    await user.type(within(form).getByLabelText('Uses in all, at most'), '50');
    await user.clear(within(form).getByLabelText('Uses per shopper, at most'));
    await user.type(within(form).getByLabelText('Uses per shopper, at most'), '2');
    await user.type(within(form).getByRole('searchbox', { name: 'Find a category' }), category.name);
    await user.click(await within(form).findByRole('checkbox', { name: category.name }));
    await user.click(within(form).getByRole('checkbox', { name: 'First order only' }));
    await user.click(within(form).getByRole('button', { name: 'Make the code' }));

    expect(await within(form).findByText(`The promo code “${code}” was made.`, {}, { timeout: 15_000 })).toBeVisible();
    const row = (await screen.findByRole('link', { name: code })).closest('tr')!;
    expect(row).toHaveTextContent(
      `${code}200 TMT1 000 TMT01.12.2026 09:00 – 01.01.2027 00:00in all: 50per shopper: 2yesnoon0`,
    );
    const kept = (await storedCodes()).find((each) => each.code === code)!;
    expect(kept).toMatchObject({
      kind: 'amount',
      value: 200,
      minTotal: 1000,
      categoryIds: [category.id],
      brandIds: [],
      totalLimit: 50,
      perShopperLimit: 2,
      firstOrderOnly: true,
      combinesWithWeekly: false,
      active: true,
    });
    // the times were Ashgabat's (UTC+5)
    expect(new Date(kept.startsAt).toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(new Date(kept.endsAt).toISOString()).toBe('2026-12-31T19:00:00.000Z');
    // the form is ready for the next code
    expect(within(form).getByLabelText('Code')).toHaveValue('');
  });

  it("refuses a percent over 100 and an end before the start in Turkmen, sends nothing and keeps the inputs; then shows the API's refusal in Russian", async () => {
    actAsStaff(staff);
    const taken = await madeCode(freshCode('Taken'));
    const sent = recordSent();
    const user = openApp(SCREEN, 'tm');
    const form = await screen.findByRole('region', { name: 'Täze promokod' });
    const code = within(form).getByLabelText('Promokod');
    await user.type(code, taken.code.toLowerCase());
    const value = within(form).getByLabelText('Göterim (%)');
    await user.type(value, '150');
    await setTime(user, 'Başlaýar', '10.12.2026 10:00');
    await setTime(user, 'Gutarýar', '09.12.2026 10:00');
    await user.click(within(form).getByRole('button', { name: 'Promokod döret' }));

    expect(await within(form).findByText('Hiç zat iberilmedi: bellenen meýdanlary düzediň.')).toBeVisible();
    expect(value).toHaveAccessibleDescription('Göterim 1-den 100-e çenli bitin san bolmaly.');
    expect(within(form).getByLabelText('Gutarýar')).toHaveAccessibleDescription(
      'Gutarýan wagty başlaýan wagtyndan soň bolmaly.',
    );
    await waitFor(() => expect(value).toHaveFocus());
    expect(value).toHaveValue('150');
    expect(code).toHaveValue(taken.code.toLowerCase());
    expect(within(form).getByLabelText('Başlaýar')).toHaveValue('10.12.2026 10:00');
    expect(within(form).getByLabelText('Gutarýar')).toHaveValue('09.12.2026 10:00');
    expect(sent).toEqual([]);

    // Mended, the same code in another case is the API's refusal, in the app's language (RU).
    await user.click(screen.getByRole('button', { name: 'Русский' }));
    await user.clear(value);
    await user.type(value, '15');
    await setTime(user, 'Окончание', '20.12.2026 10:00');
    await user.click(within(form).getByRole('button', { name: 'Создать промокод' }));
    expect(await within(form).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      `Промокод «${taken.code.toLowerCase()}» уже существует`,
    );
    expect(sent).toHaveLength(1);
    expect(code).toHaveValue(taken.code.toLowerCase());
    expect(within(form).getByLabelText('Процент (%)')).toHaveValue('15');
    expect(within(form).getByLabelText('Начало')).toHaveValue('10.12.2026 10:00');
    expect((await storedCodes()).filter((each) => each.code.toLowerCase() === taken.code.toLowerCase())).toHaveLength(
      1,
    );
  });

  it('changes only what was changed of a code, refuses a broken change, and turns the code off', async () => {
    actAsStaff(staff);
    const before = await madeCode(freshCode('Spring'), { perShopperLimit: 1 });
    const sent = recordSent();
    const user = openApp(`${SCREEN}/${before.id}`);
    expect(await screen.findByRole('heading', { name: `Promo code ${before.code}` })).toBeVisible();
    const form = screen.getByRole('region', { name: 'Change its rules' });
    expect(within(form).queryByLabelText('Code')).toBeNull();
    expect(within(form).getByLabelText('Starts')).toHaveValue('01.12.2026 00:00');
    expect(screen.getByText('This code has not been used yet.')).toBeVisible();

    // a broken change is refused at once, and nothing is sent: a day the calendar lacks, an end before the start
    await setTime(user, 'Ends', '31.02.2027 10:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Ends')).toHaveAccessibleDescription(
      'Type the date and time like this: 05.12.2026 09:30.',
    );
    await setTime(user, 'Ends', '30.11.2026 00:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Ends')).toHaveAccessibleDescription('The end must come after the start.');
    expect(sent).toEqual([]);

    await setTime(user, 'Ends', '01.02.2027 12:30');
    const value = within(form).getByLabelText('Percent (%)');
    await user.clear(value);
    await user.type(value, '25');
    await user.clear(within(form).getByLabelText('Uses per shopper, at most'));
    await user.click(within(form).getByRole('checkbox', { name: 'Combines with the weekly discount' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`The promo code “${before.code}” was saved.`, {}, { timeout: 15_000 }),
    ).toBeVisible();
    // the screen reads the saved code again
    await waitFor(() => expect(summary()).toHaveTextContent(/^25 % · 01\.12\.2026 00:00 – 01\.02\.2027 12:30 · on/));
    expect(sent).toEqual([
      {
        method: 'PATCH',
        body: { value: 25, endsAt: '2027-02-01T12:30:00+05:00', perShopperLimit: null, combinesWithWeekly: true },
      },
    ]);
    expect(await stored(before.id)).toMatchObject({
      value: 25,
      perShopperLimit: null,
      combinesWithWeekly: true,
      active: true,
    });
    // the form now stands for the saved code
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Change its rules' })).toHaveTextContent(/Combines with the weekly/),
    );
    expect(within(screen.getByRole('region', { name: 'Change its rules' })).getByLabelText('Percent (%)')).toHaveValue(
      '25',
    );

    await user.click(screen.getByRole('button', { name: `Turn off the promo code “${before.code}”` }));
    const dialog = screen.getByRole('dialog', { name: `Turn “${before.code}” off?` });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, turn it off' }));
    expect(
      await screen.findByText(
        `The promo code “${before.code}” is off: shoppers are told it does not exist.`,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(summary()).toHaveTextContent(/ · off · /));
    expect(screen.queryByRole('button', { name: `Turn off the promo code “${before.code}”` })).toBeNull();
    expect((await stored(before.id)).active).toBe(false);

    // back on the list, the code is off
    await user.click(screen.getByRole('link', { name: '← Back to the promo codes' }));
    const row = (await screen.findByRole('link', { name: before.code })).closest('tr')!;
    expect(row).toHaveClass('off');
    expect(row).toHaveTextContent(/25 %.*off0$/);
  });

  it("lists a code's uses, a cancelled order's use released, and the order's detail shows the discount line", async () => {
    actAsStaff(staff);
    const code = await madeCode(freshCode('Uses'), {
      kind: 'amount',
      value: 50,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const kept = await orderWithCode(code.code);
    const cancelled = await orderWithCode(code.code);
    await adminJson(`/admin/v1/orders/${cancelled.id}`, { method: 'PATCH', body: { status: 'cancelled' } });
    const order = await adminJson<StaffOrderDetailWire>(`/admin/v1/orders/${kept.id}`);
    expect(order.promo).toEqual({ code: code.code, discount: 50 });
    const user = openApp(`${SCREEN}/${code.id}`);
    const uses = await screen.findByRole('region', { name: 'Its uses' });
    const keptRow = (await within(uses).findByRole('link', { name: `No. ${kept.id}` })).closest('tr')!;
    expect(keptRow).toHaveTextContent(new RegExp(`^No. ${kept.id}50 TMT\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d—$`));
    const cancelledRow = within(uses)
      .getByRole('link', { name: `No. ${cancelled.id}` })
      .closest('tr')!;
    expect(cancelledRow).toHaveClass('off');
    expect(cancelledRow).toHaveTextContent(/(\d\d\.\d\d\.\d{4} \d\d:\d\d){2}$/);
    expect(screen.getByText('used once')).toBeVisible();

    await user.click(within(keptRow).getByRole('link'));
    expect(window.location.pathname).toBe(`${STAFF_APP_BASE}/orders/${kept.id}`);
    const line = (await screen.findByRole('rowheader', { name: `Promo code ${order.promo!.code}` })).closest('tr')!;
    expect(line).toHaveTextContent(`−${formatPrice(50)}`);
    expect(screen.getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent(formatPrice(order.total));
  });

  it('is not offered to a catalogue editor, and its address says the role it needs', async () => {
    actAsStaff(await signedInStaff(['catalogue']));
    openApp(SCREEN);
    expect(await screen.findByText('This section needs the “Order staff” role.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Promo codes' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'New promo code' })).toBeNull();
  });
});
