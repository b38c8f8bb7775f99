import { routeHead } from '../app/route-head';
import { CartScreen } from '../features/cart/cart-screen';
import '../lib/carried-texts/routes';

export default function CartPage() {
  return <CartScreen />;
}

export const Head = routeHead('route.cart.title', 'route.cart.text');
