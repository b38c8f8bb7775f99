/**
 * The bank's way back, /order/payment?order={id}, against answers shaped by the
 * payments contract from a stand-in for fetch: each state's words and choices, a state that is
 * being checked and then paid, a retry that goes to the bank's form again, paying on delivery
 * instead, and an address that names no order. The browser test pays through the simulator.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubAnswer } from '../../test/stub-fetch';
import { OrdersScreen } from './orders-screen';
import { gatewayForm, nextPaymentPoll, paymentPollDelay, type PaymentStatusWire } from './payment-api';
import { paymentOrderOf, PaymentReturnView } from './payment-return';

const status = (changes: Partial<PaymentStatusWire> = {}): PaymentStatusWire => ({
  state: 'paid',
  bank: 'halkbank',
  bankName: 'Halkbank',
  amount: 1530,
  currency: 'TMT',
  holdUntil: null,
  canRetry: false,
  canPayOnDelivery: false,
  ...changes,
});

let calls: string[] = [];
let opened: string[] = [];

function serve(route: (call: string) => StubAnswer | Promise<StubAnswer>) {
  calls = stubFetch(route);
}

const GET = 'GET /client/v4/orders/41/payment';
const START = 'POST /client/v4/orders/41/payment';
const ON_DELIVERY = 'POST /client/v4/orders/41/payment/on-delivery';

beforeEach(() => {
  opened = [];
  jest.spyOn(gatewayForm, 'open').mockImplementation((url: string) => {
    opened.push(url);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

const stateRegion = () => screen.getByTestId('payment-state');

describe('the payment return page', () => {
  it('takes nothing from its address but the order number', () => {
    expect(paymentOrderOf('?order=41')).toBe(41);
    expect(paymentOrderOf('?order=41&orderId=abc&paid=true')).toBe(41);
    expect(paymentOrderOf('?order=0')).toBeNaN();
    expect(paymentOrderOf('?order=4x')).toBeNaN();
    expect(paymentOrderOf('')).toBeNaN();
  });

  it('says paid, with the amount, the bank and the way to the order (through /order)', async () => {
    serve(() => ({ status: 200, body: status() }));
    renderWithProviders(<OrdersScreen path="/order/payment/" search="?order=41&paid=1" />);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(stateRegion()).toHaveAttribute('role', 'status');
    expect(stateRegion()).toHaveAttribute('aria-live', 'polite');
    expect(stateRegion()).toHaveTextContent('Order № 41 is paid: 1 530 TMT by Halkbank card.');
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', '/en/order/41');
    expect(screen.queryByRole('button', { name: 'Pay by card again' })).toBeNull();
    expect(calls).toEqual([GET]);
  });

  it.each([
    [
      'ru',
      'halkbank',
      'Халкбанк',
      'Заказ № 41 оплачен: 1 530 TMT картой Халкбанка.',
      'Доставка: среда, 25 ноября, 10:00 — в выбранные вами день и час.',
    ],
    [
      'ru',
      'senagat',
      'Банк «Сенагат»',
      'Заказ № 41 оплачен: 1 530 TMT картой банка «Сенагат».',
      'Доставка: среда, 25 ноября',
    ],
    [
      'ru',
      'rysgal',
      'Банк «Рысгал»',
      'Заказ № 41 оплачен: 1 530 TMT картой банка «Рысгал».',
      'Доставка: среда, 25 ноября',
    ],
    [
      'tm',
      'senagat',
      'Senagat banky',
      '№ 41 sargyt tölendi: 1 530 TMT, Senagat bankynyň kartasy bilen.',
      'Eltip bermek: çarşenbe, 25 noýabr, 10:00, siziň saýlan günüňiz we sagadyňyz.',
    ],
    [
      'en',
      'rysgal',
      'Rysgal Bank',
      'Order № 41 is paid: 1 530 TMT by Rysgal Bank card.',
      'Delivery: Wednesday, November 25, 10:00, the day and hour you chose.',
    ],
  ] as const)(
    'names the bank in the right case in %s (%s) and the delivery day and hour chosen',
    async (locale, bank, bankName, paid, delivery) => {
      serve(() => ({ status: 200, body: status({ bank, bankName, delivery: { date: '2026-11-25', time: '10:00' } }) }));
      renderWithProviders(<PaymentReturnView search="?order=41" />, { locale });
      await waitFor(() => expect(stateRegion()).toHaveTextContent(paid));
      expect(screen.getByTestId('payment-delivery')).toHaveTextContent(delivery);
      expect(stateRegion()).not.toHaveTextContent(/позвоним|jaň ederis|call you/);
      expect(stateRegion()).not.toHaveTextContent('карта');
    },
  );

  it('offers a declined payment again: a retry goes to the bank form the API gives (RU)', async () => {
    serve((call) =>
      call === START
        ? { status: 200, body: { formUrl: 'https://bank.test/form?mdOrder=a2', state: 'awaiting' } }
        : {
            status: 200,
            body: status({
              state: 'declined',
              holdUntil: '2026-11-20T10:50:00Z',
              canRetry: true,
              canPayOnDelivery: true,
            }),
          },
    );
    const { user } = renderWithProviders(<OrdersScreen path="/order/payment" search="?order=41" />, { locale: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Оплата отклонена' })).toBeVisible();
    // 10:50 UTC is 15:50 in Ashgabat
    expect(stateRegion()).toHaveTextContent('Заказ сохраняется за вами до 15:50.');
    expect(screen.getByRole('button', { name: 'Оплачу при получении' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Оплатить картой ещё раз' }));
    await waitFor(() => expect(opened).toEqual(['https://bank.test/form?mdOrder=a2']));
    expect(calls).toEqual([GET, START]);
    expect(screen.getByTestId('payment-return')).toHaveAttribute('data-state', 'leaving');
  });

  it('pays a declined order on delivery instead, and says it is accepted (TM)', async () => {
    serve((call) =>
      call === ON_DELIVERY
        ? { status: 200, body: { id: 41, status: 'accepted' } }
        : { status: 200, body: status({ state: 'declined', canRetry: true, canPayOnDelivery: true }) },
    );
    const { user } = renderWithProviders(<OrdersScreen path="/order/payment" search="?order=41" />, { locale: 'tm' });
    await user.click(await screen.findByRole('button', { name: 'Harydy alanymda tölärin' }));
    expect(await screen.findByRole('heading', { name: 'Sargydyňyz kabul edildi' })).toBeVisible();
    expect(stateRegion()).toHaveTextContent('№ 41 sargydy harydy alanyňyzda tölärsiňiz.');
    expect(screen.getByRole('link', { name: 'Sargyda seret' })).toHaveAttribute('href', '/order/41');
    expect(calls).toEqual([GET, ON_DELIVERY]);
    expect(opened).toEqual([]);
  });

  it('says "we are checking" while the bank has the payment in progress, asks again, and shows paid once the bank says so', async () => {
    let release = () => {};
    const bankAnswered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = [status({ state: 'checking' }), status({ state: 'checking' }), status({ state: 'paid' })];
    serve(async () => {
      const asked = calls.length;
      if (asked === 3) await bankAnswered; // the third ask waits until the test has seen the open state
      return { status: 200, body: answers[Math.min(asked, answers.length) - 1] };
    });
    renderWithProviders(<PaymentReturnView search="?order=41" pollDelay={() => 5} />);
    const box = screen.getByTestId('payment-return');
    expect(box).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'checking'));
    expect(within(box).getByRole('heading', { name: 'We are checking your payment' })).toBeVisible();
    expect(within(box).queryByRole('button')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(3));
    release();
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(calls).toEqual([GET, GET, GET]);
  });

  it('an attempt nobody paid on (Back from the bank page) waits for its payment, with the ways to pay, never "checking"', async () => {
    serve((call) =>
      call === START
        ? { status: 200, body: { formUrl: 'https://bank.test/form?mdOrder=a1', state: 'awaiting' } }
        : {
            status: 200,
            body: status({
              state: 'awaiting',
              holdUntil: '2026-11-20T10:50:00Z',
              canRetry: true,
              canPayOnDelivery: true,
            }),
          },
    );
    const { user } = renderWithProviders(<PaymentReturnView search="?order=41" pollDelay={() => 60_000} />);
    expect(await screen.findByRole('heading', { name: 'Your order is waiting for its payment' })).toBeVisible();
    expect(screen.queryByText(/checking/i)).toBeNull();
    expect(screen.queryByText(/no need to pay again/)).toBeNull();
    expect(stateRegion()).toHaveTextContent('Order № 41 is not paid yet (1 530 TMT).');
    // the hold's end in the shop's time (UTC+5), on a 24-hour clock
    expect(stateRegion()).toHaveTextContent('Your order is kept for you until 15:50.');
    expect(screen.getByRole('button', { name: 'Pay on delivery' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(opened).toEqual(['https://bank.test/form?mdOrder=a1']));
    expect(calls).toEqual([GET, START]);
  });

  it('asks less and less often while the state is open, and not at all once it is final', () => {
    const delays = [0, 1, 2, 3, 4, 5, 9].map(paymentPollDelay);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[6]).toBeLessThanOrEqual(30000);
    expect(nextPaymentPoll(status({ state: 'checking' }), 1)).toBe(paymentPollDelay(0));
    expect(nextPaymentPoll(status({ state: 'awaiting' }), 4)).toBe(paymentPollDelay(3));
    for (const state of ['paid', 'declined', 'expired', 'reversed', 'refunded'] as const)
      expect(nextPaymentPoll(status({ state }), 3)).toBe(0);
    expect(nextPaymentPoll(undefined, 0)).toBe(0);
  });

  it('says the hold ran out and the order was cancelled, with the way back to the cart and shopping', async () => {
    serve(() => ({ status: 200, body: status({ state: 'expired' }) }));
    renderWithProviders(<OrdersScreen path="/order/payment" search="?order=41" />);
    expect(await screen.findByRole('heading', { name: 'The time to pay has run out' })).toBeVisible();
    expect(stateRegion()).toHaveTextContent('Order № 41 was not paid and has been cancelled');
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/en/cart');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the bank's page being down in the API's words, and reads the state anew when it is paid meanwhile", async () => {
    let paid = false;
    serve((call) => {
      if (call === START) {
        paid = true;
        return { status: 409, body: { statusCode: 409, code: 'paymentDone', message: 'This order is already paid' } };
      }
      return {
        status: 200,
        body: paid ? status() : status({ state: 'declined', canRetry: true, canPayOnDelivery: true }),
      };
    });
    const { user } = renderWithProviders(<OrdersScreen path="/order/payment" search="?order=41" />);
    await user.click(await screen.findByRole('button', { name: 'Pay by card again' }));
    expect(await screen.findByTestId('payment-problem')).toHaveTextContent('This order is already paid');
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(calls).toEqual([GET, START, GET]);
    expect(opened).toEqual([]);
  });

  it("says 'order not found' for an address without an order and for someone else's order (404)", async () => {
    serve(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } }));
    const first = renderWithProviders(<OrdersScreen path="/order/payment" search="?orderId=41" />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    expect(calls).toEqual([]);
    first.unmount();
    renderWithProviders(<OrdersScreen path="/order/payment" search="?order=41" />);
    const box = await screen.findByTestId('payment-return');
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'missing'));
    expect(within(box).getByRole('heading', { name: 'Order not found' })).toBeVisible();
    expect(calls).toEqual([GET]);
  });
});
