import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';

export default function WishlistPage() {
  return <RouteShell titleId="route.wishlist.title" textId="route.wishlist.text" icon="heart" />;
}

export const Head = routeHead('route.wishlist.title', 'route.wishlist.text');
