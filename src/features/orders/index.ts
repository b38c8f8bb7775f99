/** The orders' public interface: the /order screen (list and detail). */
export { OrdersScreen } from './orders-screen';
export { SignedInOrders } from './orders-route';
