/**
 * What the simulator takes as a field, before any call or form reads it: text (form-encoded, so
 * every value is a string), at most FIELD_CHARS characters, with no control character (a NUL byte
 * cannot even be stored as PostgreSQL text). Anything else is a 400 with the reason.
 */

/** The longest value of one field: a return URL (2 000) is the longest a caller sends. */
export const FIELD_CHARS = 2000;

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The first problem of a request body's fields, or null when every field is acceptable text. */
export function badFormField(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body !== 'object' || Array.isArray(body)) return 'The request is not a form';
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value !== 'string') return `Field ${name.slice(0, 40)} is not text`;
    if (value.length > FIELD_CHARS) return `Field ${name.slice(0, 40)} is longer than ${FIELD_CHARS} characters`;
    if (CONTROL.test(value) || CONTROL.test(name))
      return `Field ${name.replace(CONTROL, '?').slice(0, 40)} holds a control character`;
  }
  return null;
}
