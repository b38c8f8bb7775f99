/**
 * Toasts (spec §4): one at a time, shown for 3000 ms, in four variants. A new toast replaces the
 * one on screen. The text is a message id with its values, so it is translated where it is shown.
 */
import { defineSlice } from '../../lib/store/slice';

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

export const toastsSlice = defineSlice('toasts', initialState, {
  toastShown: (state, toast: Omit<Toast, 'key'>) => ({
    shown: state.shown + 1,
    current: { ...toast, key: state.shown + 1 },
  }),
  /** closes the toast with this key; a later toast that replaced it stays */
  toastDismissed: (state, key: number) => (state.current?.key === key ? { ...state, current: null } : state),
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const selectToast = (state: { toasts: ToastsState }) => state.toasts.current;
