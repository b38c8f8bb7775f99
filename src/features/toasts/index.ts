/** Toasts' public interface: any feature may show one (spec §4: one at a time, 3000 ms). */
export { toastShown, type ToastVariant } from './toasts-slice';
