/**
 * Names both programs use for back-in-stock alerts, apart from the TypeBox schemas so that the
 * storefront's chunks import them without TypeBox (docs/adr/020).
 */

/** The browser cookie holding its push manage token (spec §9's key; set only with consent). */
export const PUSH_TOKEN_COOKIE = 'fcmToken';
/** The header (or `token` query parameter) carrying a manage token. */
export const STOCK_ALERTS_TOKEN_HEADER = 'x-stock-alerts-token';
