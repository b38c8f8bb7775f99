import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';

export default function OrdersPage() {
  return <RouteShell titleId="route.orders.title" textId="route.orders.text" icon="truck" />;
}

export const Head = routeHead('route.orders.title', 'route.orders.text');
