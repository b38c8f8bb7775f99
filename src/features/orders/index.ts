/** The orders' public interface: the /order screen (list, detail, the bank's way back) and a card order's payment choices. */
export { OrdersScreen } from './orders-screen';
export { SignedInOrders } from './orders-route';
export type { OrderDetail } from './orders-api';
export { isSettled, usePaymentActions, type PaymentProblem } from './payment-actions';
