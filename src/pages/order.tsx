import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';
import { RequireLogin } from '../features/auth';

export default function OrdersPage() {
  return (
    <RequireLogin>
      <RouteShell titleId="route.orders.title" textId="route.orders.text" icon="truck" />
    </RequireLogin>
  );
}

export const Head = routeHead('route.orders.title', 'route.orders.text');
