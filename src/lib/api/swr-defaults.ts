/** What every SWR query of the shop shares (no SWRConfig at the root: SWR is not in the app's first load). */
export const SWR_DEFAULTS = {
  revalidateOnFocus: false,
  // Only network trouble and 5xx/429 are worth a retry; the client throws for those alone.
  errorRetryCount: 2,
} as const;
