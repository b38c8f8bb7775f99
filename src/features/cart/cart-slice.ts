/** The cart: lines of { id, count, cartPrice } kept in the `carts` cookie (spec §3, §4). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartLine {
  id: number;
  count: number;
  cartPrice: number;
}

export interface CartState {
  lines: CartLine[];
  loaded: boolean;
}

const initialState: CartState = { lines: [], loaded: false };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartLoaded(state, action: PayloadAction<CartLine[]>) {
      state.lines = action.payload;
      state.loaded = true;
    },
    /** adds the product with count 1, or removes it when it is already in the cart */
    cartToggled(state, action: PayloadAction<{ id: number; price: number }>) {
      const at = state.lines.findIndex((line) => line.id === action.payload.id);
      if (at >= 0) state.lines.splice(at, 1);
      else state.lines.push({ id: action.payload.id, count: 1, cartPrice: action.payload.price });
    },
    cartCountChanged(state, action: PayloadAction<{ id: number; count: number }>) {
      const { id, count } = action.payload;
      if (count <= 0) state.lines = state.lines.filter((line) => line.id !== id);
      else state.lines.forEach((line) => { if (line.id === id) line.count = count; });
    },
    cartCleared(state) {
      state.lines = [];
    },
  },
});

export const { cartLoaded, cartToggled, cartCountChanged, cartCleared } = cartSlice.actions;

interface WithCart { cart: CartState }
export const selectCartLines = (state: WithCart) => state.cart.lines;
export const selectCartLineCount = (state: WithCart) => state.cart.lines.length;
export const selectCartTotal = (state: WithCart) =>
  state.cart.lines.reduce((sum, line) => sum + line.count * line.cartPrice, 0);
export const selectIsInCart = (state: WithCart, id: number) => state.cart.lines.some((line) => line.id === id);

export const isCartLines = (value: unknown): value is CartLine[] =>
  Array.isArray(value) && value.every((line) => line && typeof line === 'object'
    && Number.isInteger((line as CartLine).id) && typeof (line as CartLine).count === 'number'
    && typeof (line as CartLine).cartPrice === 'number');
