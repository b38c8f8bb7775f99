/**
 * The orders screen against answers of the orders API's contract (GET /client/v4/orders and
 * /orders/{id}), served from a stand-in for fetch so that each answer (an empty list, a 404, a
 * failure) is chosen by the test; the browser tests run against the real API.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import Ajv from 'ajv';
import { OrderDetailSchema, OrderSummarySchema } from '../../../server/src/contract/orders';
import { renderWithProviders } from '../../test/render';
import type { OrderDetail, OrderSummary } from './orders-api';
import { orderIdOf, OrdersScreen, pageOf } from './orders-screen';

const summary = (id: number, changes: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  status: 'accepted',
  createdAt: '2026-11-20T10:30:00Z',
  pieces: 2,
  total: 1530,
  deliveryCost: 30,
  payment: { method: 'cash', type: 'on_delivery' },
  ...changes,
});

const detail: OrderDetail = {
  ...summary(41, { status: 'delivering', pieces: 3, total: 2530, deliveryCost: 30 }),
  lines: [
    { id: 7, name: 'Phone X', count: 1, price: 1500 },
    { id: 9, name: 'Cable', count: 2, price: 500 },
  ],
  recipient: { name: 'Aman', surname: 'Amanow', phone: '99361234567' },
  address: { welayat: 'ashgabat', etrap: 'kopetdag', city: 'parahat-7', street: 'Atatürk', building: '21', home: '5' },
  delivery: { method: 'courier', type: 'standard', date: '2026-11-25', time: '10:00' },
  payment: { method: 'cash', type: 'on_delivery' },
  note: 'Call first',
};

type Route = (url: URL) => { status: number; body: unknown };
let calls: string[] = [];

function serve(route: Route) {
  calls = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    calls.push(`${url.pathname}${url.search}`);
    const { status, body } = route(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('orders screen', () => {
  it("tests against answers the API's contract allows (the list's rows and an order's detail)", () => {
    const ajv = new Ajv({ allowUnionTypes: true, strict: false, validateFormats: false });
    const problems = (schema: object, answer: unknown) => {
      const valid = ajv.compile(schema);
      return valid(answer) ? [] : valid.errors;
    };
    expect(problems(OrderSummarySchema, summary(5))).toEqual([]);
    expect(problems(OrderDetailSchema, detail)).toEqual([]);
  });

  it('reads the page and the order from the path and query', () => {
    expect(pageOf('?page=3')).toBe(3);
    expect(pageOf('?page=0')).toBe(1);
    expect(pageOf('?page=x')).toBe(1);
    expect(orderIdOf('/order')).toBeNull();
    expect(orderIdOf('/order/')).toBeNull();
    expect(orderIdOf('/order/41')).toBe(41);
    expect(orderIdOf('/order/abc')).toBeNaN();
  });

  it('shows the empty state with the way back to the catalogue', async () => {
    serve(() => ({ status: 200, body: { rows: [], count: 0 } }));
    renderWithProviders(<OrdersScreen path="/order" search="" />);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Continue shopping/ })).toHaveAttribute('href', '/en');
    expect(calls).toEqual(['/client/v4/orders?limit=20&offset=0']);
  });

  it('lists a page of orders with status, pieces and total, and pages through them (RU)', async () => {
    serve((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return {
        status: 200,
        body: { rows: [summary(45 - offset), summary(44 - offset, { status: 'awaiting_code', pieces: 1 })], count: 45 },
      };
    });
    renderWithProviders(<OrdersScreen path="/order" search="?page=2" />, { locale: 'ru' });
    const list = await screen.findByRole('list', { name: 'Ваши заказы' });
    const rows = within(list).getAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Заказ № 25');
    expect(rows[0]).toHaveTextContent('20.11.2026'); // 10:30 UTC is 15:30 in Ashgabat, the same day
    expect(within(rows[0]).getByTestId('order-status')).toHaveTextContent('Принят');
    expect(rows[1]).toHaveTextContent('1 товар');
    expect(rows[1]).toHaveTextContent('Ожидает код подтверждения');
    expect(rows[0]).toHaveTextContent('1 530 TMT');
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/ru/order/25');
    expect(screen.getByText('45 заказов')).toBeVisible();
    const pager = screen.getByTestId('pager');
    expect(within(pager).getByRole('link', { name: 'Страница 3' })).toHaveAttribute('href', '/ru/order?page=3');
    expect(within(pager).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/ru/order');
    expect(calls).toEqual(['/client/v4/orders?limit=20&offset=20']);
  });

  it("opens an order's detail with its lines, address and totals", async () => {
    serve((url) =>
      url.pathname.endsWith('/extras')
        ? {
            status: 200,
            body: {
              deliveryMethods: [{ code: 'courier', name: 'Courier' }],
              deliveryTypes: [{ code: 'standard', name: 'Standard' }],
              paymentMethods: [{ code: 'cash', name: 'Cash' }],
              paymentTypes: [{ code: 'on_delivery', name: 'On delivery' }],
            },
          }
        : { status: 200, body: detail },
    );
    renderWithProviders(<OrdersScreen path="/order/41" search="" />);
    expect(await screen.findByRole('heading', { name: 'Order № 41' })).toBeVisible();
    const lines = await screen.findAllByTestId('order-line');
    expect(lines[1]).toHaveTextContent('Cable2 × 500 TMT1 000 TMT');
    expect(within(lines[0]).getByRole('link', { name: 'Phone X' })).toHaveAttribute('href', '/en/product/7');
    expect(screen.getByTestId('order-status')).toHaveTextContent('On the way');
    expect(screen.getByTestId('order-address')).toHaveTextContent(
      'Atatürk, building 21, flat 5, Parahat 7, Kopetdag District, Ashgabat City',
    );
    expect(screen.getByTestId('order-recipient')).toHaveTextContent('Aman Amanow, +993 61 23 45 67');
    expect(screen.getByTestId('order-delivery-cost')).toHaveTextContent('30 TMT');
    expect(screen.getByTestId('order-total')).toHaveTextContent('2 530 TMT');
    expect(await screen.findByText('Courier, Standard')).toBeVisible();
    expect(screen.getByText('25.11.2026 10:00')).toBeVisible();
    expect(screen.getByText('Call first')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/en/order');
  });

  it("shows the gift certificate's line and what is left to pay, and a certificate line's recipient and note (RU)", async () => {
    const paidInPart: OrderDetail = {
      ...detail,
      lines: [
        ...detail.lines,
        { id: 12, name: 'Сертификат', count: 1, price: 500, gift: { to: '99365123456', note: 'С днём рождения!' } },
      ],
      giftCertificate: { last4: 'K7QZ', amount: 1000, due: 1530 },
    };
    expect(
      new Ajv({ allowUnionTypes: true, strict: false, validateFormats: false }).validate(OrderDetailSchema, paidInPart),
    ).toBe(true);
    serve((url) =>
      url.pathname.endsWith('/extras')
        ? { status: 200, body: { deliveryMethods: [], deliveryTypes: [], paymentMethods: [], paymentTypes: [] } }
        : url.pathname.endsWith('/41')
          ? { status: 200, body: paidInPart }
          : { status: 200, body: { rows: [summary(41, { giftCertificate: paidInPart.giftCertificate })], count: 1 } },
    );
    const list = renderWithProviders(<OrdersScreen path="/order" search="" />, { locale: 'ru' });
    expect(await screen.findByTestId('order-row-gift')).toHaveTextContent('сертификат ••••K7QZ: −1 000 TMT');
    list.unmount();

    renderWithProviders(<OrdersScreen path="/order/41" search="" />, { locale: 'ru' });
    expect(await screen.findByTestId('order-gift')).toHaveTextContent('−1 000 TMT');
    expect(screen.getByText('Подарочный сертификат ••••K7QZ')).toBeVisible();
    expect(screen.getByTestId('order-due')).toHaveTextContent('1 530 TMT');
    const gift = screen.getByTestId('order-line-gift');
    expect(gift).toHaveTextContent('Кому+993 65 12 34 56');
    expect(gift).toHaveTextContent('ПожеланиеС днём рождения!');
    // the other lines carry no certificate's fields
    expect(screen.getAllByTestId('order-line-gift')).toHaveLength(1);
  });

  it("says 'order not found' for another shopper's order (404) and for a path that is no order (TM)", async () => {
    serve(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Tapylmady' } }));
    const { unmount } = renderWithProviders(<OrdersScreen path="/order/99" search="" />, { locale: 'tm' });
    expect(await screen.findByRole('heading', { name: 'Sargyt tapylmady' })).toBeVisible();
    expect(screen.getByTestId('order-missing')).toHaveTextContent('Hasabyňyzda № 99 sargyt ýok.');
    unmount();
    renderWithProviders(<OrdersScreen path="/order/x1" search="" />, { locale: 'tm' });
    expect(await screen.findByRole('heading', { name: 'Sargyt tapylmady' })).toBeVisible();
    expect(calls).toEqual(['/client/v4/orders/99']);
  });

  it('shows the failed load with retry, and the list once a retry succeeds', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 400, body: { message: 'Invalid parameters' } }
        : { status: 200, body: { rows: [summary(3)], count: 1 } },
    );
    const { user } = renderWithProviders(<OrdersScreen path="/order" search="" />);
    expect(await screen.findByRole('heading', { name: 'Failed to load data! Try reload page' })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-row')).toHaveTextContent('Order № 3');
  });

  it("names a card order's payment state in the list: awaiting until the hold's end, paid, declined", async () => {
    serve(() => ({
      status: 200,
      body: {
        rows: [
          summary(52, {
            status: 'awaiting_payment',
            payment: { method: 'card', type: 'halkbank', state: 'awaiting', holdUntil: '2026-11-20T10:50:00Z' },
          }),
          summary(51, { payment: { method: 'card', type: 'senagat', state: 'paid' } }),
          summary(50, { status: 'cancelled', payment: { method: 'card', type: 'rysgal', state: 'expired' } }),
          summary(49, { payment: { method: 'cash', type: 'on_delivery' } }),
        ],
        count: 4,
      },
    }));
    renderWithProviders(<OrdersScreen path="/order" search="" />);
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    // 10:50 UTC is 15:50 in Ashgabat
    expect(within(rows[0]).getByTestId('payment-state-text')).toHaveTextContent('Awaiting payment until 15:50');
    expect(within(rows[1]).getByTestId('payment-state-text')).toHaveTextContent('Paid by card');
    expect(within(rows[2]).getByTestId('payment-state-text')).toHaveTextContent('Time to pay ran out');
    expect(within(rows[3]).queryByTestId('payment-state-text')).toBeNull();
  });

  it("shows a card order's payment in its detail, named by the API, with the way to pay while it is open (RU)", async () => {
    serve(() => ({
      status: 200,
      body: {
        ...detail,
        status: 'awaiting_payment',
        payment: {
          method: 'card',
          type: 'halkbank',
          name: 'Онлайн картой',
          typeName: 'Halkbank',
          state: 'declined',
          holdUntil: '2026-11-20T10:50:00Z',
        },
      },
    }));
    renderWithProviders(<OrdersScreen path="/order/41" search="" />, { locale: 'ru' });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Ожидает оплаты');
    const payment = screen.getByTestId('order-payment');
    expect(payment).toHaveTextContent('Онлайн картой, Halkbank');
    expect(payment).toHaveTextContent('Оплата отклонена, повторить можно до 15:50');
    expect(within(payment).getByRole('link', { name: 'Оплатить заказ' })).toHaveAttribute(
      'href',
      '/ru/order/payment?order=41',
    );
  });

  it.each([
    ['tm', 'Kart bilen onlaýn', '•••• 1111 kart bilen tölendi'],
    ['ru', 'Онлайн картой', 'Оплачен картой •••• 1111'],
    ['en', 'Online by card', 'Paid by card •••• 1111'],
  ] as const)(
    "names the paying card's last 4 digits in a paid order's payment line (%s)",
    async (locale, name, paid) => {
      serve(() => ({
        status: 200,
        body: {
          ...detail,
          payment: { method: 'card', type: 'halkbank', name, typeName: 'Halkbank', state: 'paid', cardLast4: '1111' },
        },
      }));
      renderWithProviders(<OrdersScreen path="/order/41" search="" />, { locale });
      const payment = await screen.findByTestId('order-payment');
      expect(payment).toHaveTextContent(`${name}, Halkbank`);
      expect(within(payment).getByTestId('payment-state-text')).toHaveTextContent(paid);
    },
  );

  it('tells the app when the session has ended (401)', async () => {
    serve(() => ({ status: 401, body: { message: 'Please sign in first' } }));
    const onSessionEnded = jest.fn();
    renderWithProviders(<OrdersScreen path="/order" search="" onSessionEnded={onSessionEnded} />);
    await screen.findByRole('alert');
    expect(onSessionEnded).toHaveBeenCalled();
  });
});
