/**
 * The staff app's address and its screens (docs/adr/029): the API answers each screen's path, and
 * the paths under it (an order's number), with the app's page, so a reload or a shared link opens
 * the same screen; the app routes between them (src/staff-app/screens.tsx).
 */
export const STAFF_APP_BASE = '/admin';

/** The screens' first path segments. */
export const STAFF_APP_SCREENS = [
  'staff',
  'audit',
  'chat',
  'orders',
  'messages',
  'promo-codes',
  'gift-certificates',
  'products',
  'catalogue',
  'builds',
] as const;
export type StaffAppScreen = (typeof STAFF_APP_SCREENS)[number];
