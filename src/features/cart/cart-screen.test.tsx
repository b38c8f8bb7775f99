/** @jest-environment-options {"liveApi": true} */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { formatPrice } from '../../lib/price';
import { liveProducts, type LiveRow } from '../../test/live-catalogue';
import { renderWithProviders } from '../../test/render';
import { CartScreen } from './cart-screen';
import { selectCartLines, type CartLine } from './cart-slice';

/** Two products in stock and one that is not, as the live API has them. */
let phone: LiveRow;
let kettle: LiveRow;
let soldOut: LiveRow;

beforeAll(async () => {
  const rows = await liveProducts();
  const inStock = rows.filter((row) => row.inStock && row.price >= 100);
  [phone, kettle] = inStock;
  soldOut = rows.find((row) => !row.inStock)!;
  expect([phone, kettle, soldOut].every(Boolean)).toBe(true);
});

const renderCart = (lines: CartLine[]) =>
  renderWithProviders(<CartScreen />, { preloadedState: { cart: { lines, loaded: true } } });

/** The cart's list once the live products are in. */
async function cartList() {
  const list = await screen.findByRole('list', { name: 'Products in the cart' });
  await within(list).findAllByRole('link');
  return list;
}

const lineOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name))!;

/** The value beside a label of the order summary ('Total', 'Items', 'Not available'). */
function summary(label: string): string | null {
  const box = screen.getByRole('complementary', { name: 'Your order' });
  const term = within(box).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('cart screen', () => {
  it('shows the empty state when the cart has no lines', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Continue shopping/ })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('list', { name: 'Products in the cart' })).toBeNull();
  });

  it('lists the lines with their live products and totals count times the live price', async () => {
    renderCart([
      { id: phone.id, count: 1, cartPrice: phone.price },
      { id: kettle.id, count: 2, cartPrice: kettle.price },
    ]);
    const list = await cartList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: phone.name })).toHaveAttribute('href', `/en/product/${phone.id}`);
    const kettleLine = lineOf(list, kettle.name);
    expect(within(kettleLine).getByText(formatPrice(2 * kettle.price))).toBeVisible();
    expect(within(kettleLine).getByText(`2 × ${formatPrice(kettle.price)}`)).toBeVisible();
    expect(summary('Items')).toBe('3');
    expect(summary('Total')).toBe(formatPrice(phone.price + 2 * kettle.price));
    expect(screen.getByText('2 products')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: /Proceed to checkout/ })).toHaveAttribute('href', '/en/cart-view');
  });

  it('changes a count with the stepper and by typing, and the totals follow', async () => {
    const { store, user } = renderCart([
      { id: phone.id, count: 1, cartPrice: phone.price },
      { id: kettle.id, count: 1, cartPrice: kettle.price },
    ]);
    await cartList();
    await user.click(screen.getByRole('button', { name: `One more ${phone.name}` }));
    expect(summary('Total')).toBe(formatPrice(2 * phone.price + kettle.price));
    expect(summary('Items')).toBe('3');

    const input = screen.getByRole('textbox', { name: `Quantity of ${kettle.name}` });
    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(summary('Total')).toBe(formatPrice(2 * phone.price + 5 * kettle.price));
    expect(selectCartLines(store.getState()).map(({ id, count }) => [id, count])).toEqual([
      [phone.id, 2],
      [kettle.id, 5],
    ]);

    await user.click(screen.getByRole('button', { name: `One less ${phone.name}` }));
    // At a count of 1 the stepper's minus removes the line too, and says so.
    const removers = screen.getAllByRole('button', { name: `Remove ${phone.name} from the cart` });
    expect(removers.map((button) => button.textContent?.trim())).toEqual(['−', 'Remove']);
    await user.click(removers[1]);
    expect(selectCartLines(store.getState()).map(({ id }) => id)).toEqual([kettle.id]);
    expect(summary('Total')).toBe(formatPrice(5 * kettle.price));
    expect(store.getState().toasts.current).toMatchObject({
      messageId: 'toast.cart.removed',
      values: { name: phone.name },
    });
  });

  it('tells the shopper when a live price differs from the price in the cart, and keeps the new price', async () => {
    const stale = phone.price + 250;
    const { store } = renderCart([
      { id: phone.id, count: 2, cartPrice: stale },
      { id: kettle.id, count: 1, cartPrice: kettle.price },
    ]);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The prices of an item have changed');
    const list = await cartList();
    expect(within(lineOf(list, phone.name)).getByText(`The price was ${formatPrice(stale)}`)).toBeVisible();
    expect(within(lineOf(list, kettle.name)).queryByText(/The price was/)).toBeNull();
    expect(selectCartLines(store.getState())).toEqual([
      { id: phone.id, count: 2, cartPrice: phone.price },
      { id: kettle.id, count: 1, cartPrice: kettle.price },
    ]);
    expect(summary('Total')).toBe(formatPrice(2 * phone.price + kettle.price));
  });

  it('takes out a line the API refuses (an id past 2^31 - 1), says so, and shows the other lines', async () => {
    const refused = 2147483648;
    const { store } = renderCart([
      { id: refused, count: 1, cartPrice: 10 },
      { id: phone.id, count: 2, cartPrice: phone.price },
      { id: kettle.id, count: 1, cartPrice: kettle.price },
    ]);
    const list = await cartList();
    expect(within(list).getByRole('link', { name: phone.name })).toBeVisible();
    expect(within(list).getByRole('link', { name: kettle.name })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(selectCartLines(store.getState())).toEqual([
        { id: phone.id, count: 2, cartPrice: phone.price },
        { id: kettle.id, count: 1, cartPrice: kettle.price },
      ]),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(summary('Total')).toBe(formatPrice(2 * phone.price + kettle.price));
    expect(store.getState().toasts.current).toMatchObject({ variant: 'warn', messageId: 'toast.lists.repaired' });
  });

  it('clears the cart only once the shopper confirms', async () => {
    const { store, user } = renderCart([{ id: phone.id, count: 1, cartPrice: phone.price }]);
    await cartList();
    await user.click(screen.getByRole('button', { name: 'Clear the cart' }));
    const confirm = screen.getByRole('group', { name: 'Remove every product from the cart?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: 'Remove every product from the cart?' })).toBeNull();
    expect(selectCartLines(store.getState())).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear the cart' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(store.getState().toasts.current).toMatchObject({ variant: 'info', messageId: 'toast.cart.cleared' });
  });

  it('leaves out of the total a line not in stock and one no longer sold', async () => {
    const gone = 99_999_999;
    renderCart([
      { id: phone.id, count: 1, cartPrice: phone.price },
      { id: soldOut.id, count: 3, cartPrice: soldOut.price },
      { id: gone, count: 1, cartPrice: 500 },
    ]);
    const list = await cartList();
    const soldOutLine = lineOf(list, soldOut.name);
    expect(within(soldOutLine).getByText('Not available, not counted')).toBeVisible();
    expect(within(soldOutLine).queryByText(formatPrice(3 * soldOut.price))).toBeNull();
    const goneLine = lineOf(list, `Product no. ${gone}`);
    expect(within(goneLine).getByText('This product is no longer sold')).toBeVisible();
    expect(summary('Items')).toBe('1');
    expect(summary('Not available')).toBe('2');
    expect(summary('Total')).toBe(formatPrice(phone.price));
  });
});
