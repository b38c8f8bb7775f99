/**
 * The profile's public interface: its screen (the /profile route), and the places of Turkmenistan
 * with the address line, which the orders and checkout show addresses with.
 */
export { ProfileScreen, ProfileSkeleton } from './profile-screen';
export type { AccountSectionProps } from './account-section';
export { addressLine, type AddressParts } from './address-line';
export { placeNames, WELAYATS, WELAYAT_CODES, type WelayatCode } from '../../../server/src/contract/places';
export { formatPhone } from '../../lib/phone-format';
export { SignedInProfile } from './profile-route';
export { ASHGABAT_NEIGHBOURHOODS } from '../../../server/src/contract/places';
