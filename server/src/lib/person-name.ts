import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { nameCharactersNotAllowed, personNameProblem } from '../contract/identity-rules';

/**
 * `x-person-name: true` on a string schema: the contract's one person-name rule
 * (identity-rules.ts `personNameProblem`, docs/adr/023), the one the site's forms apply. The
 * schema's own length and text rule come first (a control character is refused as any field's);
 * an empty text is left to `minLength`, so an optional name may be cleared. The refusal carries
 * the characters to remove, which the error handler (edge/error-text.ts) names in the caller's
 * language.
 */
const isPersonName: SchemaValidateFunction = (wanted: boolean, value: string) => {
  const valid = !wanted || personNameProblem(value, { required: false, maxLength: Infinity }) === null;
  isPersonName.errors = valid
    ? undefined
    : [
        {
          keyword: 'x-person-name',
          message: 'must be a person name: letters, spaces, hyphens, dots and apostrophes, a letter first',
          params: { chars: nameCharactersNotAllowed(value).join(' ') },
        },
      ];
  return valid;
};

export const personNameKeyword: KeywordDefinition = {
  keyword: 'x-person-name',
  type: 'string',
  schemaType: 'boolean',
  validate: isPersonName,
};
