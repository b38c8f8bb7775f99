/**
 * The address parts of the wire (spec §3), built from the one address rule (address-rules.ts,
 * docs/adr/023): the profile's saved addresses (contract/auth.ts) and the checkout's delivery
 * address (contract/orders.ts) take the same parts with the same limits and province codes. What
 * JSON Schema cannot say (the district belongs to the province, the neighbourhood only in
 * Ashgabat) the API checks with the same rule (services/accounts/address-rule.ts).
 */
import { Type } from '@sinclair/typebox';
import { ADDRESS_LIMITS } from './address-rules';
import { NullableText, OptionalText, StringEnum, Text } from './kit';
import { WELAYAT_CODES } from './places';

const Etrap = () => Text(ADDRESS_LIMITS.etrap, "a district's or city's code of that province (contract/places.ts)");
const NEIGHBOURHOOD = "Ashgabat's neighbourhood (a listed code or another typed in): required there, absent elsewhere";

/** A saved address: named, its optional parts null when empty. */
export const SavedAddressFields = {
  name: Text(ADDRESS_LIMITS.name, 'what the shopper calls it'),
  // A text rather than an enum: /auth/v2 answers every schema failure as 'invalid parameters'
  // (spec §8), and an unknown province deserves its own message (welayatUnknown).
  welayat: Text(ADDRESS_LIMITS.welayat, `the spec's province code: ${WELAYAT_CODES.join(', ')}`),
  etrap: Etrap(),
  city: Type.Optional(NullableText(ADDRESS_LIMITS.city, NEIGHBOURHOOD)),
  street: Text(ADDRESS_LIMITS.street),
  building: Text(ADDRESS_LIMITS.building),
  home: Type.Optional(NullableText(ADDRESS_LIMITS.home, 'the flat')),
};

/** An order's address typed in at the checkout: no name, its optional parts left out when empty. */
export const DeliveryAddressFields = {
  welayat: StringEnum(WELAYAT_CODES, { description: "the spec's province code" }),
  etrap: Etrap(),
  city: Type.Optional(OptionalText(ADDRESS_LIMITS.city, NEIGHBOURHOOD)),
  street: Text(ADDRESS_LIMITS.street),
  building: Text(ADDRESS_LIMITS.building),
  home: Type.Optional(OptionalText(ADDRESS_LIMITS.home, 'the flat')),
};
