/**
 * Toasts (spec §4): one at a time, shown for 3000 ms, in four variants. A new toast replaces the
 * one on screen. The text is a message id with its values, so it is translated where it is shown.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const TOAST_MS = 3000;
export type ToastVariant = 'warn' | 'success' | 'error' | 'info';

export interface Toast {
  /** grows with every toast, so the same message shown twice restarts its 3000 ms */
  key: number;
  variant: ToastVariant;
  messageId: string;
  values?: Record<string, string | number>;
}

export interface ToastsState {
  current: Toast | null;
  shown: number;
}

const initialState: ToastsState = { current: null, shown: 0 };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown(state, { payload: toast }: PayloadAction<Omit<Toast, 'key'>>) {
      state.shown += 1;
      state.current = { ...toast, key: state.shown };
    },
    /** closes the toast with this key; a later toast that replaced it stays */
    toastDismissed(state, { payload: key }: PayloadAction<number>) {
      if (state.current?.key === key) state.current = null;
    },
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const selectToast = (state: { toasts: ToastsState }) => state.toasts.current;

// The shop's whole state holds this slice: the typed hooks of lib/store/hooks.ts read it.
declare module '../../lib/store/hooks' {
  interface ShopState {
    toasts: ToastsState;
  }
}
