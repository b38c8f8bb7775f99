/** The check both product listing calls make that a JSON schema cannot express. */
export function priceBoundsProblem(priceMin: number | undefined, priceMax: number | undefined): string | null {
  return priceMin !== undefined && priceMax !== undefined && priceMin > priceMax
    ? 'priceMin must not be above priceMax'
    : null;
}
