/**
 * @jest-environment jsdom
 */
/**
 * The editors' page's Orders section (server/editor-page/editor-orders.js) run in a DOM
 * with the page's own scripts (the kit, the texts, the words) and a stand-in for the page's API call
 * that answers as GET/PATCH /admin/v1/orders do: the list with its sums, statuses and card payment
 * states, paging and the status filter as query parameters, an order's payment history, the cancel
 * asked for again before it is sent, the API's refusal shown, and the API's answer after a cancel
 * (the money reversed) in the page's language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { StaffOrderDetailSchema, StaffOrderSchema } from '../src/contract/orders';

interface Node {
  textContent: string | null;
  hidden: boolean;
  disabled: boolean;
  value: string;
  isConnected: boolean;
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): ArrayLike<Node>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  append(...nodes: (Node | string)[]): void;
  click(): void;
}
interface Doc {
  body: Node & { innerHTML: string };
  head: Node;
  cookie: string;
  activeElement: Node | null;
  createElement(tag: string): Node;
  getElementById(id: string): Node | null;
}
interface Answer {
  status: number;
  body: unknown;
}
interface Page {
  call(path: string, options?: { method?: string; body?: string }): Promise<Answer>;
  show(node: Node, text: string, kind?: string): void;
  messageOf(answer: Answer): string;
}
const browser = globalThis as unknown as {
  document: Doc;
  localStorage: { clear(): void };
  /** set by editor-orders.js once it has run */
  editorOrders: { show(section: Node, page: Page): void };
};
const { document, localStorage } = browser;

const SCRIPTS = [
  'small-page-kit/kit.js',
  ...['texts', 'words', 'orders-texts', 'orders-words', 'orders'].map((n) => `editor-page/editor-${n}.js`),
];

beforeAll(() => {
  // as the page loads them: classic scripts, in order, in the window
  for (const file of SCRIPTS) {
    const script = document.createElement('script');
    script.textContent = readFileSync(join(__dirname, '..', file), 'utf8');
    document.head.append(script);
  }
});

const attempt = (state: string, events: Record<string, unknown>[], cardLast4: string | null = null) => ({
  attempt: 1,
  bank: 'halkbank',
  gatewayOrderId: 'sim-7f3a',
  amount: 5599,
  state,
  mismatch: null as string | null,
  settle: null as string | null,
  cardLast4,
  events,
});
const REGISTERED = { at: '2026-12-01T10:06:00.000Z', kind: 'registered', gatewayState: 'registered' };
const PAID = { at: '2026-12-01T10:07:30.000Z', kind: 'paid', gatewayState: 'paid', actionCode: 0, note: 'Approved' };

function cardOrder() {
  return {
    id: 12,
    status: 'accepted',
    createdAt: '2026-12-01T10:05:00.000Z',
    pieces: 2,
    total: 5599,
    deliveryCost: 0,
    payment: { method: 'card', type: 'halkbank', name: 'Kart', typeName: 'Halkbank', state: 'paid' },
    kind: 'checkout',
    userId: 3,
    name: 'Aýna Orazowa',
    phone: '+99365123456',
    deliveryDate: '2026-12-03',
    payments: [attempt('paid', [REGISTERED, PAID], '1111')],
  };
}
/** One order as GET /admin/v1/orders/{id} answers it: the row with its lines and address. */
function cardOrderDetail() {
  return {
    ...cardOrder(),
    lines: [
      { id: 7, name: 'Samsung Galaxy A55', count: 1, price: 5000 },
      { id: 9, name: 'USB-C kabel', count: 1, price: 599 },
    ],
    recipient: { name: 'Aýna', surname: 'Orazowa', phone: '+99365123456' },
    address: {
      welayat: 'Ashgabat city',
      etrap: 'Bagtyýarlyk etrap',
      city: 'Parahat 7',
      street: 'Atatürk',
      building: '21',
      home: '5',
    },
    deliveryTime: '10:00',
    note: 'Call before coming',
  };
}
const cashOrder = {
  ...cardOrder(),
  id: 11,
  total: 1299.5,
  deliveryCost: 20,
  status: 'awaiting_code',
  payment: { method: 'on-delivery', type: 'cash', name: 'Nagt' },
  payments: [],
};

/** The API as the section sees it: the calls it made, and answers set per call. */
function fakeApi(options: { list?: Answer; order?: Answer; change?: Answer } = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const page: Page = {
    async call(path, request = {}) {
      const method = request.method ?? 'GET';
      calls.push({ method, path, ...(request.body ? { body: JSON.parse(request.body) } : {}) });
      if (method === 'PATCH') return options.change ?? { status: 500, body: { message: 'no answer set' } };
      if (path.startsWith('/admin/v1/orders?'))
        return options.list ?? { status: 200, body: { rows: [cardOrder(), cashOrder], count: 45 } };
      return options.order ?? { status: 200, body: cardOrderDetail() };
    },
    show(node, text, kind) {
      node.textContent = text;
      node.setAttribute('class', `message ${kind ?? ''}`);
    },
    messageOf: (answer) => (answer.body as { message?: string })?.message ?? String(answer.status),
  };
  return { page, calls };
}

/** The section in a fresh page in `lng` (the shop's cookie, as the kit reads it). */
function section(lng: 'RU' | 'EN' | 'TM', api: ReturnType<typeof fakeApi>) {
  localStorage.clear();
  document.cookie = `lng=${lng};path=/`;
  document.body.innerHTML = '<main id="editor"><header><nav></nav></header><section id="orders"></section></main>';
  const node = document.getElementById('orders')!;
  browser.editorOrders.show(node, api.page);
  return node;
}

/** Lets the section's awaited calls finish (microtasks only), until `ready` holds. */
async function until(ready: () => boolean) {
  for (let turn = 0; turn < 100 && !ready(); turn++) await Promise.resolve();
  expect(ready()).toBe(true);
}

const texts = (root: Node, selector: string) =>
  Array.from(root.querySelectorAll(selector)).map((node) => node.textContent?.trim());
const button = (root: Node, name: string) => {
  const found = Array.from(root.querySelectorAll('button')).find(
    (node) => node.textContent?.trim() === name || node.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no button ${name}: ${texts(root, 'button').join(', ')}`);
  return found;
};

describe("the editors' page's Orders section", () => {
  it("is shown orders shaped as the API's staff answers are", () => {
    const validate = new Ajv({ allowUnionTypes: true, strict: false, validateFormats: false }).compile(
      StaffOrderSchema,
    );
    for (const order of [cardOrder(), cashOrder]) expect([validate(order), validate.errors ?? []]).toEqual([true, []]);
    const validateDetail = new Ajv({ allowUnionTypes: true, strict: false, validateFormats: false })
      .addSchema(StaffOrderSchema)
      .compile(StaffOrderDetailSchema);
    expect([validateDetail(cardOrderDetail()), validateDetail.errors ?? []]).toEqual([true, []]);
  });

  it('lists the orders newest first with sums, statuses and card payment states, a page at a time (RU)', async () => {
    const api = fakeApi();
    const root = section('RU', api);
    await until(() => root.querySelectorAll('tbody tr').length === 2);
    expect(api.calls[0]).toEqual({ method: 'GET', path: '/admin/v1/orders?limit=20&offset=0' });
    expect(texts(root, 'thead th')).toEqual(['№', 'Оформлен', 'Получатель', 'Телефон', 'Сумма', 'Статус', 'Оплата']);
    const [card, cash] = Array.from(root.querySelectorAll('tbody tr')).map((row) => texts(row, 'td'));
    expect(card).toEqual([
      '№ 12',
      '01.12.2026 15:05',
      'Aýna Orazowa',
      '+99365123456',
      '5 599 TMT',
      'Принят',
      'Kart · Halkbank · Оплачено',
    ]);
    expect(cash).toEqual([
      '№ 11',
      '01.12.2026 15:05',
      'Aýna Orazowa',
      '+99365123456',
      '1 299.50 TMT',
      'Ожидает код подтверждения',
      'Nagt',
    ]);
    expect(root.querySelector('[role="status"]')!.textContent).toBe('45 заказов, показаны 1–2');
    // each cell names its column for a phone's width, where the table's head is hidden
    expect(root.querySelector('tbody td:nth-child(5)')!.getAttribute('data-label')).toBe('Сумма');
    expect(button(root, 'Открыть заказ № 12').getAttribute('aria-controls')).toBe('order-detail');
    // the header's link to the section
    expect(document.getElementById('orders-link')!.getAttribute('href')).toBe('#orders');

    expect(button(root, 'Назад').disabled).toBe(true);
    button(root, 'Вперёд').click();
    await until(() => api.calls.length === 2 && !button(root, 'Назад').disabled);
    expect(api.calls[1].path).toBe('/admin/v1/orders?limit=20&offset=20');
  });

  it('filters by status, from the first page', async () => {
    const api = fakeApi();
    const root = section('EN', api);
    await until(() => root.querySelectorAll('tbody tr').length === 2);
    const select = root.querySelector('#orders-status')!;
    expect(texts(select, 'option')).toEqual([
      'All',
      'Awaiting confirmation code',
      'Awaiting payment',
      'Accepted',
      'On hold: check the payment',
      'On the way',
      'Delivered',
      'Cancelled',
    ]);
    button(root, 'Next').click();
    await until(() => api.calls.length === 2);
    select.value = 'awaiting_payment';
    button(root, 'Show').click();
    await until(() => api.calls.length === 3);
    expect(api.calls[2].path).toBe('/admin/v1/orders?limit=20&offset=0&status=awaiting_payment');
  });

  it("opens an order with its payment history, asks again before cancelling, and shows the API's answer (EN)", async () => {
    const cancelled = {
      ...cardOrder(),
      status: 'cancelled',
      payment: { ...cardOrder().payment, state: 'reversed' },
      payments: [
        attempt('reversed', [
          REGISTERED,
          PAID,
          { at: '2026-12-01T11:00:00.000Z', kind: 'refund_asked' },
          { at: '2026-12-01T11:00:01.000Z', kind: 'reversed', gatewayState: 'reversed' },
        ]),
      ],
    };
    const api = fakeApi({ change: { status: 200, body: cancelled } });
    const root = section('EN', api);
    await until(() => root.querySelectorAll('tbody tr').length === 2);
    button(root, 'Open order № 12').click();
    const detail = root.querySelector('#order-detail')!;
    await until(() => !detail.hidden && detail.querySelector('h3') !== null);
    expect(api.calls[1]).toEqual({ method: 'GET', path: '/admin/v1/orders/12' });
    expect(detail.querySelector('h3')!.textContent).toBe('Order № 12');
    expect(document.activeElement).toBe(detail.querySelector('h3'));
    expect(root.querySelector('tr[data-order-id="12"]')!.getAttribute('aria-current')).toBe('true');
    const facts = Object.fromEntries(
      Array.from(detail.querySelectorAll('.order-detail > div > .facts dt')).map((dt, index) => [
        dt.textContent,
        texts(detail, '.order-detail > div > .facts dd')[index],
      ]),
    );
    expect(facts).toMatchObject({
      Placed: '01.12.2026 15:05',
      Status: 'Accepted',
      Kind: 'Through the cart',
      Items: '2 items',
      Delivery: 'free',
      Total: '5 599 TMT',
      'Delivery date': '03.12.2026 10:00',
      Address: 'Atatürk 21, flat 5, Parahat 7, Bagtyýarlyk etrap, Ashgabat city',
      "Shopper's note": 'Call before coming',
      Payment: 'Kart · Halkbank · Paid',
    });
    expect(detail.querySelector('.order-lines caption')!.textContent).toBe('Items in the order');
    expect(Array.from(detail.querySelectorAll('.order-lines tbody tr')).map((row) => texts(row, 'td'))).toEqual([
      ['Samsung Galaxy A55', '1', '5 000 TMT'],
      ['USB-C kabel', '1', '599 TMT'],
    ]);
    expect(detail.querySelector('h5')!.textContent).toBe('Attempt 1 · Halkbank');
    expect(texts(detail, '.attempt dt')).toEqual(['Gateway order id', 'Amount', 'Card', 'Status']);
    expect(texts(detail, '.attempt dd')).toEqual(['sim-7f3a', '5 599 TMT', '•••• 1111', 'Paid']);
    expect(texts(detail, '.events thead th')).toEqual(['Time', 'Event', 'Gateway state', 'Action code', 'Note']);
    expect(Array.from(detail.querySelectorAll('.events tbody tr')).map((row) => texts(row, 'td'))).toEqual([
      ['01.12.2026 15:06', 'Registered', 'registered', '—', ''],
      ['01.12.2026 15:07', 'Paid', 'paid', '0', 'Approved'],
    ]);
    expect(texts(detail, '.order-change button')).toEqual([
      'Mark as on the way',
      'Cancel the order',
      'Yes, cancel it',
      'No, keep it',
    ]);

    // cancelling is asked again; "keep it" sends nothing and goes back to the button
    const confirm = detail.querySelector('.confirm')!;
    expect(confirm.hidden).toBe(true);
    button(detail, 'Cancel the order').click();
    expect(confirm.hidden).toBe(false);
    expect(confirm.textContent).toContain('Cancel order № 12? Its items go back to stock');
    expect(document.activeElement).toBe(button(detail, 'No, keep it'));
    button(detail, 'No, keep it').click();
    expect(confirm.hidden).toBe(true);
    expect(document.activeElement).toBe(button(detail, 'Cancel the order'));
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    button(detail, 'Cancel the order').click();
    button(detail, 'Yes, cancel it').click();
    const message = detail.querySelector('p.message[role="status"]')!;
    await until(() => message.textContent !== '');
    expect(api.calls[2]).toEqual({ method: 'PATCH', path: '/admin/v1/orders/12', body: { status: 'cancelled' } });
    expect(message.textContent).toBe(
      'Order № 12: Cancelled. The card payment was reversed: the money is back on the card.',
    );
    expect(message.getAttribute('class')).toBe('message good');
    expect(texts(detail, '.events tbody td:nth-child(2)')).toEqual(['Registered', 'Paid', 'Refund asked', 'Reversed']);
    expect(texts(detail, '.attempt dd')[2]).toBe('Reversed, money returned');
    expect(texts(detail, '.order-change')).toEqual(["This order's status can no longer change"]);
    // the list is read again, so the row shows the new status
    await until(() => api.calls.length === 4);
    expect(api.calls[3].path).toBe('/admin/v1/orders?limit=20&offset=0');

    button(detail, 'Close').click();
    expect(detail.hidden).toBe(true);
  });

  it("shows the API's refusal and lets the staff member try again (TM)", async () => {
    const api = fakeApi({
      change: { status: 409, body: { statusCode: 409, message: 'Sargydy bu ýagdaýa geçirip bolmaýar' } },
    });
    const root = section('TM', api);
    await until(() => root.querySelectorAll('tbody tr').length === 2);
    button(root, '№ 12 sargydy aç').click();
    const detail = root.querySelector('#order-detail')!;
    await until(() => detail.querySelector('h3') !== null);
    expect(detail.querySelector('h3')!.textContent).toBe('№ 12 sargyt');
    button(detail, '«Ýolda» diýip belle').click();
    const message = detail.querySelector('p.message[role="status"]')!;
    await until(() => message.textContent !== '');
    expect(api.calls[2]).toEqual({ method: 'PATCH', path: '/admin/v1/orders/12', body: { status: 'delivering' } });
    expect(message.textContent).toBe('Başartmady: Sargydy bu ýagdaýa geçirip bolmaýar');
    expect(message.getAttribute('class')).toBe('message bad');
    expect(button(detail, '«Ýolda» diýip belle').disabled).toBe(false);
  });

  it('flags an amount mismatch and a refund the bank still owes', async () => {
    const odd = { ...attempt('checking', [REGISTERED]), mismatch: '5000.00 TMT held', settle: 'refund' };
    const api = fakeApi({ order: { status: 200, body: { ...cardOrder(), payments: [odd] } } });
    const root = section('RU', api);
    await until(() => root.querySelectorAll('tbody tr').length === 2);
    button(root, 'Открыть заказ № 12').click();
    const detail = root.querySelector('#order-detail')!;
    await until(() => detail.querySelector('.attempt') !== null);
    expect(texts(detail, '.attempt p.message')).toEqual([
      'Сумма не совпадает: 5000.00 TMT held',
      'Ещё предстоит в банке: возврат денег',
    ]);
    expect(texts(detail, '.attempt dd')[2]).toBe('Проверяется');
  });

  it("writes a declined card's reason and the delivery day in the page's language, never the gateway's English or ISO (TM)", async () => {
    const declined = {
      ...attempt('declined', [
        REGISTERED,
        {
          at: '2026-12-01T10:07:30.000Z',
          kind: 'declined',
          gatewayState: 'declined',
          actionCode: 116,
          note: 'Insufficient funds',
        },
      ]),
    };
    const api = fakeApi({ order: { status: 200, body: { ...cardOrder(), payments: [declined] } } });
    const root = section('TM', api);
    await until(() => root.querySelectorAll('tbody tr').length === 2);
    button(root, '№ 12 sargydy aç').click();
    const detail = root.querySelector('#order-detail')!;
    await until(() => detail.querySelector('.events') !== null);
    const notes = Array.from(detail.querySelectorAll('.events tbody tr')).map((row) => texts(row, 'td').at(-1));
    expect(notes).toEqual(['', 'Kartda serişde ýeterlik däl']);
    expect(detail.textContent).not.toContain('Insufficient funds');
    expect(detail.textContent).toContain('03.12.2026');
    expect(detail.textContent).not.toContain('2026-12-03');
  });

  it('says when the token is no longer good', async () => {
    const api = fakeApi({ list: { status: 401, body: { message: 'Unauthorized' } } });
    const root = section('RU', api);
    const status = root.querySelector('[role="status"]')!;
    await until(() => status.textContent !== '');
    expect(status.textContent).toBe('Неверный ключ: войдите снова');
    expect(root.querySelector('table')).toBeNull();
  });
});
