import { CATALOGUE_IMPORT_MAX_BYTES } from '../contract/service';
import { RefusedRequest } from '../edge/refused-request';

/**
 * What one import can hold, measured on the sample catalogue of 10 000 products (45.8 MB of JSON:
 * 33 MB products, 13 MB images; its longest list 10 000 records, its widest record 19 fields, its
 * longest text 41 KB, 6 levels deep): a file up to about 1.4 times that. A larger catalogue is
 * imported in several files, which upsert by code (docs/catalogue.md, Limits).
 */
export const IMPORT_LIMITS = {
  /** the body of POST /admin/v1/catalogue and the file of `npm run catalogue:import` */
  bytes: CATALOGUE_IMPORT_MAX_BYTES,
  /** entries of any one list (products, images, a group's items...) */
  listItems: 20_000,
  /** fields of any one record (a product's parameters are the widest) */
  recordFields: 200,
  /** values in the whole file (entries of its lists and fields of its records): the sample has 657 000 */
  values: 3_000_000,
  /** characters of one text (the schema's longest, an image's data, is 10 000 000) */
  textChars: 10_000_000,
  /** arrays and records inside one another: the format's deepest (a parameter value's text) is 6 */
  depth: 6,
} as const;

/** Problems an import reports at most; validation stops at the first this many. */
export const MAX_PROBLEMS = 50;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;

/** Characters scanned between two yields to the event loop, so /health answers during an import. */
const SCAN_SLICE = 1024 * 1024;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Refuses, before the text is parsed, a file whose shape the shop cannot hold: a list longer, a
 * record wider, a text longer, nesting deeper or more values in all than IMPORT_LIMITS. One pass
 * over the characters with a stack as deep as the nesting allowed, so the cost is the text's length
 * and the memory constant; an absurd file stops at the first limit it passes. Returns the refusal,
 * or undefined for a file that may be parsed.
 */
export async function refuseUnholdable(text: string): Promise<RefusedRequest | undefined> {
  // per open array or object, outermost first: entries seen so far, whether it is an array, whether it is still empty
  const counts = new Int32Array(IMPORT_LIMITS.depth);
  const arrays = new Uint8Array(IMPORT_LIMITS.depth);
  const empty = new Uint8Array(IMPORT_LIMITS.depth);
  let open = 0;
  let values = 0;
  let inString = false;
  let stringStart = 0;
  for (let sliceStart = 0; sliceStart < text.length; sliceStart += SCAN_SLICE) {
    if (sliceStart > 0) await new Promise((resolve) => setImmediate(resolve));
    const sliceEnd = Math.min(text.length, sliceStart + SCAN_SLICE);
    for (let i = sliceStart; i < sliceEnd; i++) {
      const c = text.charCodeAt(i);
      if (inString) {
        if (c === BACKSLASH) i++;
        else if (c === QUOTE) {
          inString = false;
          if (i - stringStart > IMPORT_LIMITS.textChars)
            return new RefusedRequest(400, 'importTextTooLong', { limit: IMPORT_LIMITS.textChars });
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
        if (open > 0) open--;
        continue;
      }
      const top = open - 1;
      if (top >= 0 && empty[top] && c !== COLON) {
        // the first entry of an open list or record
        empty[top] = 0;
        counts[top] = 1;
        values++;
      }
      if (c === COMMA && top >= 0) {
        counts[top]++;
        values++;
        const limit = arrays[top] ? IMPORT_LIMITS.listItems : IMPORT_LIMITS.recordFields;
        if (counts[top] > limit)
          return new RefusedRequest(413, arrays[top] ? 'importListTooLong' : 'importRecordTooWide', { limit });
        if (values > IMPORT_LIMITS.values)
          return new RefusedRequest(413, 'importTooManyValues', { limit: IMPORT_LIMITS.values });
      } else if (c === QUOTE) {
        inString = true;
        stringStart = i + 1;
      } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        if (open >= IMPORT_LIMITS.depth)
          return new RefusedRequest(400, 'importTooDeep', { limit: IMPORT_LIMITS.depth });
        counts[open] = 0;
        arrays[open] = c === OPEN_ARRAY ? 1 : 0;
        empty[open] = 1;
        open++;
      }
    }
  }
  return undefined;
}
