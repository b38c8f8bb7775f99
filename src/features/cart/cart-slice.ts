/**
 * The cart (spec §3, §4): lines of { id, count, cartPrice } kept in the `carts` cookie. The live
 * products of those lines are SWR's (catalogue data never goes in the store); `productsInCart`
 * keeps of them only those whose line is still there.
 */
import { LIST_LIMITS, type CartLine } from '../../lib/cookies';
import type { ProductCard } from '../../lib/catalog-types';
import { defineSlice } from '../../lib/store/slice';

export type { CartLine };

export interface CartState {
  lines: CartLine[];
  /** false until the cookie has been read after hydration, so the first render matches the HTML */
  loaded: boolean;
}

const initialState: CartState = { lines: [], loaded: false };

/** The loaded products that are still in the cart: a product whose line is gone is dropped (spec §4). */
export function productsInCart(lines: CartLine[], products: ProductCard[]): ProductCard[] {
  const ids = new Set(lines.map((line) => line.id));
  return products.filter((product) => ids.has(product.id));
}

export const cartSlice = defineSlice('cart', initialState, {
  cartLoaded: (state, lines: CartLine[]) => ({ ...state, lines, loaded: true }),
  /** adds the product with count 1, or removes it when it is already in the cart */
  cartToggled: (state, { id, price }: { id: number; price: number }) => {
    if (state.lines.some((line) => line.id === id))
      return { ...state, lines: state.lines.filter((line) => line.id !== id) };
    if (state.lines.length >= LIST_LIMITS.cartLines) return state;
    return { ...state, lines: [...state.lines, { id, count: 1, cartPrice: price }] };
  },
  /** adds the product with count 1 unless it is already there (move from favourites) */
  cartAdded: (state, { id, price }: { id: number; price: number }) =>
    state.lines.some((line) => line.id === id) || state.lines.length >= LIST_LIMITS.cartLines
      ? state
      : { ...state, lines: [...state.lines, { id, count: 1, cartPrice: price }] },
  /** a count of 0 or less removes the line; counts above the limit stop at it */
  cartCountChanged: (state, { id, count: asked }: { id: number; count: number }) => {
    const line = state.lines.find((candidate) => candidate.id === id);
    if (!line) return state;
    const count = Math.floor(asked);
    if (!(count >= 1)) return { ...state, lines: state.lines.filter((other) => other.id !== id) };
    const next = Math.min(count, LIST_LIMITS.cartCount);
    return next === line.count
      ? state
      : { ...state, lines: state.lines.map((other) => (other === line ? { ...line, count: next } : other)) };
  },
  cartCleared: (state) => ({ ...state, lines: [] }),
  /** takes these products' lines out (ids the API refuses, docs/adr/004) */
  cartLinesRemoved: (state, ids: number[]) => {
    const gone = new Set(ids);
    return state.lines.some((line) => gone.has(line.id))
      ? { ...state, lines: state.lines.filter((line) => !gone.has(line.id)) }
      : state;
  },
  /** sets each line's cartPrice to the live price (after the shopper was told it changed) */
  cartPricesRefreshed: (state, prices: { id: number; price: number }[]) => {
    const live = new Map(prices.map(({ id, price }) => [id, price]));
    const changes = (line: CartLine) => live.has(line.id) && live.get(line.id) !== line.cartPrice;
    if (!state.lines.some(changes)) return state;
    return {
      ...state,
      lines: state.lines.map((line) => (changes(line) ? { ...line, cartPrice: live.get(line.id)! } : line)),
    };
  },
});

export const {
  cartLoaded,
  cartToggled,
  cartAdded,
  cartCountChanged,
  cartCleared,
  cartLinesRemoved,
  cartPricesRefreshed,
} = cartSlice.actions;

export interface WithCart {
  cart: CartState;
}
export const selectCartLines = (state: WithCart) => state.cart.lines;
export const selectCartLoaded = (state: WithCart) => state.cart.loaded;
export const selectCartLineCount = (state: WithCart) => state.cart.lines.length;
/** the header's total: the sum of count times cartPrice (spec §2) */
export const selectCartTotal = (state: WithCart) =>
  state.cart.lines.reduce((sum, line) => sum + line.count * line.cartPrice, 0);
export const selectIsInCart = (state: WithCart, id: number) => state.cart.lines.some((line) => line.id === id);
export const selectCartIsFull = (state: WithCart) => state.cart.lines.length >= LIST_LIMITS.cartLines;

/** Lines whose live price differs from the price they were put in the cart at. */
export function changedPrices(lines: CartLine[], products: ProductCard[]): { id: number; price: number }[] {
  const live = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = live.get(line.id);
    return product && product.inStock && product.price !== line.cartPrice
      ? [{ id: line.id, price: product.price }]
      : [];
  });
}

/** The cart page's total: available lines only (a product out of stock or gone is left out). */
export function availableTotal(lines: CartLine[], products: ProductCard[]): number {
  const live = new Map(products.map((product) => [product.id, product]));
  return lines.reduce((sum, line) => {
    const product = live.get(line.id);
    return product?.inStock ? sum + line.count * product.price : sum;
  }, 0);
}
