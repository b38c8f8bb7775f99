/** Wire schema of the search box's suggestions (GET /client/v4/search). */
import { Type, type Static } from '@sinclair/typebox';
import { SUGGESTION_LABELS, SUGGESTION_TYPES } from './constants';
import { NullableString, StringEnum } from './kit';

export const SuggestionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: NullableString(),
  type: StringEnum(SUGGESTION_TYPES),
});
export type SuggestionWire = Static<typeof SuggestionSchema>;

export const SuggestionGroupSchema = Type.Object({
  label: StringEnum(SUGGESTION_LABELS),
  items: Type.Array(SuggestionSchema),
});
export type SuggestionGroupWire = Static<typeof SuggestionGroupSchema>;

/** Groups without items are left out; each group is ranked best first. */
export const SuggestionsSchema = Type.Object({ groups: Type.Array(SuggestionGroupSchema) });
export type SuggestionsWire = Static<typeof SuggestionsSchema>;
