import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';

export default function CartViewPage() {
  return <RouteShell titleId="route.cartView.title" textId="route.cartView.text" icon="cart" />;
}

export const Head = routeHead('route.cartView.title', 'route.cartView.text');
