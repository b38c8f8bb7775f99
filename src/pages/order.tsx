import type { PageProps } from 'gatsby';
import { routeHead } from '../app/route-head';
import { RequireLogin } from '../features/auth';
import { SignedInOrders } from '../features/orders';
import { splitLocalePath } from '../lib/i18n';
import '../lib/carried-texts/routes';

export default function OrdersPage({ location }: PageProps) {
  return (
    <RequireLogin>
      <SignedInOrders path={splitLocalePath(location.pathname).path} search={location.search} />
    </RequireLogin>
  );
}

export const Head = routeHead('route.orders.title', 'route.orders.text');
