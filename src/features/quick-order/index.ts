/** Quick order's public interface: open the dialog for a product (spec §3, §4); its host and slice for the app. */
export {
  quickOrderOpened,
  quickOrderSlice,
  selectQuickOrder,
  type OrderProduct,
  type QuickOrderState,
  type WithQuickOrder,
} from './quick-order-slice';
export { QuickOrderHost } from './quick-order-host';
