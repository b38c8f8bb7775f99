/**
 * The cart (spec §3, §4): lines of { id, count, cartPrice } kept in the `carts` cookie, and the
 * promo code the shopper applied at checkout (docs/adr/030) in the `cartPromo` cookie beside it, so
 * a reload keeps both while `carts` keeps the spec's own shape. The live
 * products of those lines are SWR's (catalogue data never goes in the store); `productsInCart`
 * keeps of them only those whose line is still there.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductCard } from '../../lib/catalog-types';
import { LIST_LIMITS, type CartLine } from '../../lib/shopper-lists';

export type { CartLine };

export interface CartState {
  lines: CartLine[];
  /** false until the cookie has been read after hydration, so the first render matches the HTML */
  loaded: boolean;
  /** the promo code applied on /cart-view, as staff wrote it; the API judges it again on every change (none: absent or null) */
  promoCode?: string | null;
}

const initialState: CartState = { lines: [], loaded: false };

/** The loaded products that are still in the cart: a product whose line is gone is dropped (spec §4). */
export function productsInCart(lines: CartLine[], products: ProductCard[]): ProductCard[] {
  const ids = new Set(lines.map((line) => line.id));
  return products.filter((product) => ids.has(product.id));
}

interface Priced {
  id: number;
  price: number;
}

/**
 * A change that changes nothing keeps the state (the same reference): nothing renders again and the
 * cookie is not written (app/cookie-sync.ts compares the lines).
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartLoaded(state, { payload: lines }: PayloadAction<CartLine[]>) {
      state.lines = lines;
      state.loaded = true;
    },
    /** adds the product with count 1, or removes it when it is already in the cart */
    cartToggled(state, { payload: { id, price } }: PayloadAction<Priced>) {
      const at = state.lines.findIndex((line) => line.id === id);
      if (at >= 0) state.lines.splice(at, 1);
      else if (state.lines.length < LIST_LIMITS.cartLines) state.lines.push({ id, count: 1, cartPrice: price });
    },
    /** adds the product with count 1 unless it is already there (move from favourites) */
    cartAdded(state, { payload: { id, price } }: PayloadAction<Priced>) {
      if (!state.lines.some((line) => line.id === id) && state.lines.length < LIST_LIMITS.cartLines)
        state.lines.push({ id, count: 1, cartPrice: price });
    },
    /** a count of 0 or less removes the line; counts above the limit stop at it */
    cartCountChanged(state, { payload: { id, count: asked } }: PayloadAction<{ id: number; count: number }>) {
      const at = state.lines.findIndex((line) => line.id === id);
      if (at < 0) return;
      const count = Math.floor(asked);
      if (!(count >= 1)) {
        state.lines.splice(at, 1);
        return;
      }
      const next = Math.min(count, LIST_LIMITS.cartCount);
      if (state.lines[at].count !== next) state.lines[at].count = next;
    },
    /** an emptied cart keeps no code: the next cart is another order */
    cartCleared(state) {
      state.lines = [];
      if (state.promoCode) state.promoCode = null;
    },
    /** the code as the cookie holds it (read after hydration, or changed in another tab) */
    cartPromoLoaded(state, { payload: code }: PayloadAction<string | null>) {
      if ((state.promoCode ?? null) !== code) state.promoCode = code;
    },
    /** the API's preview accepted the code for this cart */
    cartPromoApplied(state, { payload: code }: PayloadAction<string>) {
      if (state.promoCode !== code) state.promoCode = code;
    },
    /** the shopper removed the code, or the API said it no longer applies */
    cartPromoDropped(state) {
      if (state.promoCode) state.promoCode = null;
    },
    /** takes these products' lines out (ids the API refuses, docs/adr/004) */
    cartLinesRemoved(state, { payload: ids }: PayloadAction<number[]>) {
      const gone = new Set(ids);
      if (state.lines.some((line) => gone.has(line.id))) state.lines = state.lines.filter((line) => !gone.has(line.id));
    },
    /** sets each line's cartPrice to the live price (after the shopper was told it changed) */
    cartPricesRefreshed(state, { payload: prices }: PayloadAction<Priced[]>) {
      const live = new Map(prices.map(({ id, price }) => [id, price]));
      for (const line of state.lines) {
        const price = live.get(line.id);
        if (price !== undefined && price !== line.cartPrice) line.cartPrice = price;
      }
    },
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
  cartPromoLoaded,
  cartPromoApplied,
  cartPromoDropped,
} = cartSlice.actions;

export interface WithCart {
  cart: CartState;
}
export const selectCartLines = (state: WithCart) => state.cart.lines;
export const selectCartLoaded = (state: WithCart) => state.cart.loaded;
export const selectCartPromoCode = (state: WithCart) => state.cart.promoCode ?? null;
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

// The shop's whole state holds this slice: the typed hooks of lib/store/hooks.ts read it.
declare module '../../lib/store/hooks' {
  interface ShopState {
    cart: CartState;
  }
}
