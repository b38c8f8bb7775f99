/**
 * What the catalogue screens say of the API's counts and builds, in the app's language: what an
 * import brought ("12 товаров, 3 бренда"), what caused a build, the phase a running build is in, and
 * a finished build's files. Plurals are the locales' ICU messages; lists are joined with commas,
 * as every language of the shop writes them (Intl's lists join Russian units with spaces alone).
 */
import type { IntlShape } from 'react-intl';
import { IMPORT_KINDS, type ImportKind } from '../../../server/src/contract/service';
import type { BuildCauseWire, BuildPhaseWire } from '../../../server/src/contract/site-builds';

/** The builds list the builds screen shows: whatever queues a build asks for it again. */
export const BUILDS_LIST = '/builds?limit=20';

/** What an import brought, the kinds with none left out; null when it brought nothing. */
export function importSummary(intl: IntlShape, counts: Partial<Record<string, number>>): string | null {
  const parts = IMPORT_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind: ImportKind) =>
    intl.formatMessage({ id: `staff.import.count.${kind}` }, { count: counts[kind] }),
  );
  return parts.length ? parts.join(', ') : null;
}

const FIELDS = ['name', 'description', 'images'];

/**
 * Notes the shop's own scripts give their builds (scripts/ensure-site.mjs), in the app's language;
 * an editor's own note is shown as written.
 */
const SCRIPT_NOTES: Record<string, string> = {
  'npm start: the sources or the catalogue changed': 'staff.builds.note.npmStart',
};

export function buildNote(intl: IntlShape, note: string): string {
  return Object.hasOwn(SCRIPT_NOTES, note) ? intl.formatMessage({ id: SCRIPT_NOTES[note] }) : note;
}

/**
 * What asked for a build: a product's change with the fields it touched, an import with what it
 * brought, an editor's or a script's request with its note.
 */
export function buildCause(intl: IntlShape, cause: BuildCauseWire): string {
  if (cause.kind === 'product') {
    const fields = (cause.fields ?? []).map((field) =>
      FIELDS.includes(field) ? intl.formatMessage({ id: `staff.builds.field.${field}` }) : field,
    );
    return fields.length
      ? intl.formatMessage(
          { id: 'staff.builds.cause.productFields' },
          { id: cause.productId, fields: fields.join(', ') },
        )
      : intl.formatMessage({ id: 'staff.builds.cause.product' }, { id: cause.productId });
  }
  if (cause.kind === 'import') {
    const summary = cause.counts ? importSummary(intl, cause.counts) : null;
    return summary
      ? intl.formatMessage({ id: 'staff.builds.cause.importCounts' }, { summary })
      : intl.formatMessage({ id: 'staff.builds.cause.import' });
  }
  const kind = intl.formatMessage({ id: `staff.builds.cause.${cause.kind}` });
  return cause.note ? `${kind}: ${buildNote(intl, cause.note)}` : kind;
}

/** A running build's phase in words, with its pages when counted: "Запись страниц (120 из 1099)". */
export function buildPhase(intl: IntlShape, phase: BuildPhaseWire | null): string {
  const text = intl.formatMessage({ id: `staff.builds.phase.${phase?.id ?? 'preparing'}` });
  return phase && phase.done !== null && phase.total
    ? intl.formatMessage({ id: 'staff.builds.phaseCount' }, { phase: text, done: phase.done, total: phase.total })
    : text;
}
