/**
 * The shopper's calls about gift certificates (docs/api.md "Gift certificates"), through the API
 * client: their own certificates (GET /client/v4/gift-certificates, a session) and the public
 * balance check (POST /client/v4/gift-certificates/balance, no session). A refusal is an ApiError
 * with the API's translated words.
 */
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type {
  GiftBalanceBody,
  GiftBalanceWire,
  OwnGiftListWire,
  OwnGiftWire,
} from '../../../server/src/contract/gift-certificates';
import { calendarDayName, shopDate } from '../../lib/dates';
import { apiCall } from '../../lib/api/api-client';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import type { Lng } from '../../lib/catalog-types';

export type { GiftBalanceWire, OwnGiftWire };

const GIFTS = '/client/v4/gift-certificates';

export const ownGifts = (lng: Lng) => apiCall<OwnGiftListWire>(GIFTS, { lng });

export const giftBalance = (lng: Lng, body: GiftBalanceBody) =>
  apiCall<GiftBalanceWire>(`${GIFTS}/balance`, { lng, body });

/** The certificates the shopper bought, newest first. */
export const useOwnGifts = (lng: Lng) => useSWR([GIFTS, lng], () => ownGifts(lng), SWR_DEFAULTS);

/** A code's balance and end, asked on the shopper's Check. */
export const useGiftBalance = (lng: Lng) =>
  useSWRMutation(['gift-balance', lng], (_key, { arg }: { arg: GiftBalanceBody }) => giftBalance(lng, arg));

/** A certificate's end, its day in Ashgabat named in the page's language with the year. */
export function giftDay(at: string, lng: Lng): string {
  const [day, month, year] = shopDate(at).split('.');
  if (!year) return at;
  const name = calendarDayName(`${year}-${month}-${day}`, lng);
  return lng === 'en' ? `${name}, ${year}` : `${name} ${year}`;
}
