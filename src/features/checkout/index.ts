/** The checkout's public interface: the /cart-view screen once signed in (spec §2, §4). */
export { SignedInCheckout } from './checkout-route';
