/**
 * The orders' public interface: the /order screen (list, detail, the bank's way back), a card order's
 * payment choices, and the notice of an order waiting for its payment (the cart and the checkout).
 */
export { OrdersScreen } from './orders-screen';
export { SignedInOrders } from './orders-route';
export type { OrderDetail } from './orders-api';
export { isSettled, usePaymentActions, type PaymentProblem } from './payment-actions';
export { WaitingOrderNotice } from './waiting-order';
