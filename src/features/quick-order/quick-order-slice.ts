/**
 * Quick order ("buy in one click", spec §3, §4): the product the dialog is about and where the
 * order stands. Open stores the product; start sets loading; success sets success; failure sets
 * error (with the API's message, translated by it); close resets everything.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OrderProduct {
  id: number;
  name: string;
  price: number;
  image?: string | null;
}

export interface QuickOrderState {
  orderProduct: OrderProduct | null;
  isOpen: boolean;
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** the API's refusal (already in the shopper's language), or null for 'Something went wrong!' */
  message: string | null;
  /** the accepted order's number */
  orderId: number | null;
}

export const initialQuickOrder: QuickOrderState = {
  orderProduct: null,
  isOpen: false,
  isLoading: false,
  isError: false,
  isSuccess: false,
  message: null,
  orderId: null,
};

export const quickOrderSlice = createSlice({
  name: 'quickOrder',
  initialState: initialQuickOrder,
  reducers: {
    quickOrderOpened: (_state, { payload: product }: PayloadAction<OrderProduct>) => ({
      ...initialQuickOrder,
      orderProduct: product,
      isOpen: true,
    }),
    quickOrderStarted(state) {
      if (!state.isOpen || state.isLoading) return;
      Object.assign(state, { isLoading: true, isError: false, isSuccess: false, message: null });
    },
    quickOrderSucceeded(state, { payload: orderId }: PayloadAction<number>) {
      if (state.isOpen) Object.assign(state, { isLoading: false, isSuccess: true, isError: false, orderId });
    },
    quickOrderFailed(state, { payload: message }: PayloadAction<string | null>) {
      if (state.isOpen) Object.assign(state, { isLoading: false, isError: true, isSuccess: false, message });
    },
    quickOrderClosed: () => initialQuickOrder,
  },
});

export const { quickOrderOpened, quickOrderStarted, quickOrderSucceeded, quickOrderFailed, quickOrderClosed } =
  quickOrderSlice.actions;

export interface WithQuickOrder {
  quickOrder: QuickOrderState;
}
export const selectQuickOrder = (state: WithQuickOrder) => state.quickOrder;
export const selectQuickOrderOpen = (state: WithQuickOrder) => state.quickOrder.isOpen;

// The shop's whole state holds this slice: the typed hooks of lib/store/hooks.ts read it.
declare module '../../lib/store/hooks' {
  interface ShopState {
    quickOrder: QuickOrderState;
  }
}
