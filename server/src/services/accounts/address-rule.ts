import {
  ADDRESS_LIMITS,
  firstAddressProblem,
  type AddressParts,
  type AddressPurpose,
} from '../../contract/address-rules';
import { RefusedRequest } from '../../edge/refused-request';

/**
 * The one address rule (contract/address-rules.ts, docs/adr/023) as the API applies it to a saved
 * address and to an order's: the first broken part answers a translated 400. The wire schemas
 * already hold the province codes and the limits; this adds what they cannot say (the district is
 * one of the province's, the neighbourhood is named in Ashgabat and only there, no blank part), and
 * checks saved rows written before the rule when an order goes to them.
 */
export function checkAddress(address: AddressParts, purpose: AddressPurpose): void {
  const found = firstAddressProblem(address, purpose);
  if (!found) return;
  const { field, problem } = found;
  if (problem === 'tooLong')
    throw new RefusedRequest(400, 'addressPartTooLong', { name: field, limit: ADDRESS_LIMITS[field] });
  if (problem === 'required')
    throw new RefusedRequest(400, field === 'city' ? 'neighbourhoodMissing' : 'addressPartMissing', { name: field });
  if (problem === 'notHere') throw new RefusedRequest(400, 'neighbourhoodNotHere');
  throw new RefusedRequest(400, field === 'welayat' ? 'welayatUnknown' : 'etrapUnknown');
}
