import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';

export default function CartPage() {
  return <RouteShell titleId="route.cart.title" textId="route.cart.text" icon="cart" />;
}

export const Head = routeHead('route.cart.title', 'route.cart.text');
