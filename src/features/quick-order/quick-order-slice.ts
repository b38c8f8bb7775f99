/**
 * Quick order ("buy in one click", spec §3, §4): the product the dialog is about and where the
 * order stands. Open stores the product; start sets loading; success sets success; failure sets
 * error (with the API's message, translated by it); close resets everything.
 */
import { defineSlice } from '../../lib/store/slice';

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

export const quickOrderSlice = defineSlice('quickOrder', initialQuickOrder, {
  quickOrderOpened: (_state, product: OrderProduct) => ({ ...initialQuickOrder, orderProduct: product, isOpen: true }),
  quickOrderStarted: (state) =>
    state.isOpen && !state.isLoading
      ? { ...state, isLoading: true, isError: false, isSuccess: false, message: null }
      : state,
  quickOrderSucceeded: (state, orderId: number) =>
    state.isOpen ? { ...state, isLoading: false, isSuccess: true, isError: false, orderId } : state,
  quickOrderFailed: (state, message: string | null) =>
    state.isOpen ? { ...state, isLoading: false, isError: true, isSuccess: false, message } : state,
  quickOrderClosed: () => initialQuickOrder,
});

export const { quickOrderOpened, quickOrderStarted, quickOrderSucceeded, quickOrderFailed, quickOrderClosed } =
  quickOrderSlice.actions;

export interface WithQuickOrder {
  quickOrder: QuickOrderState;
}
export const selectQuickOrder = (state: WithQuickOrder) => state.quickOrder;
export const selectQuickOrderOpen = (state: WithQuickOrder) => state.quickOrder.isOpen;
