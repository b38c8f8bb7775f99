import { routeHead } from '../app/route-head';
import { RequireLogin } from '../features/auth';
import { SignedInCheckout } from '../features/checkout';
import '../lib/carried-texts/routes';

export default function CartViewPage() {
  return (
    <RequireLogin reason="checkout">
      <SignedInCheckout />
    </RequireLogin>
  );
}

export const Head = routeHead('route.cartView.title', 'route.cartView.text');
