import { routeHead } from '../app/route-head';
import { WishlistScreen } from '../features/favourites/wishlist-screen';
import '../lib/carried-texts/routes';

export default function WishlistPage() {
  return <WishlistScreen />;
}

export const Head = routeHead('route.wishlist.title', 'route.wishlist.text');
