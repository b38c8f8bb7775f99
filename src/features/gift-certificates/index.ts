/** Gift certificates' public interface for the shopper (docs/adr/031): the profile's section and the balance page. */
export { MyGiftsSection } from './my-gifts-section';
export { GiftBalanceScreen } from './balance-screen';
export { GIFT_MESSAGES } from './gift-texts';
