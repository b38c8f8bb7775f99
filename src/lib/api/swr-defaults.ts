/** What every SWR query of the shop shares (no SWRConfig at the root: SWR is not in the app's first load). */
export const SWR_DEFAULTS = {
  revalidateOnFocus: false,
  // A failed read is asked twice more (network trouble, 5xx, 429 pass); a call whose refusals cannot
  // change by asking again says so with its own shouldRetryOnError (stock-alerts-api.ts).
  errorRetryCount: 2,
} as const;
