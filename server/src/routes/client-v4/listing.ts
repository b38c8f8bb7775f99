import type { Lng } from '../../contract/constants';
import { message } from '../../lib/messages';

/** The check both product listing calls make that a JSON schema cannot express (translated). */
export function priceBoundsProblem(
  priceMin: number | undefined,
  priceMax: number | undefined,
  lng: Lng,
): string | null {
  return priceMin !== undefined && priceMax !== undefined && priceMin > priceMax
    ? message('priceBoundsCrossed', lng)
    : null;
}
