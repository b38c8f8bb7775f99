/**
 * Wire schemas of the editors' site builds (/admin/v1/rebuild, /admin/v1/builds; docs/adr/018):
 * the queue, each build's state, progress and log, and the rollback.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableInteger, NullableString, OptionalText, StringEnum } from './kit';

export const BUILD_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

/**
 * What asked for a build: an editor's call, a change of a product's texts or images, a catalogue
 * import (by the API or the import command), the shop starting without a current site, or a build
 * the API's shutdown interrupted.
 */
export const BUILD_CAUSES = ['editor', 'product', 'import', 'start', 'interrupted'] as const;
export type BuildCauseKind = (typeof BUILD_CAUSES)[number];

/**
 * Products whose own pages a pages-only build renders at most (docs/adr/018); a build caused by
 * more product changes publishes them with the full build only.
 */
export const MAX_PAGES_ONLY_PRODUCTS = 20;

/** The longest note an editor may give a rebuild. */
export const MAX_BUILD_NOTE = 200;
/** Builds a list call answers at most. */
export const MAX_BUILDS_LISTED = 100;

export const BuildCauseSchema = Type.Object({
  kind: StringEnum(BUILD_CAUSES),
  at: Type.String({ format: 'date-time' }),
  note: Type.Optional(Type.String()),
  productId: Type.Optional(Type.Integer()),
  fields: Type.Optional(
    Type.Array(Type.String(), { description: "a product's change: the fields that need the pages built again" }),
  ),
  counts: Type.Optional(
    Type.Record(Type.String(), Type.Integer(), { description: 'an import: what it brought, counted by kind' }),
  ),
});
export type BuildCauseWire = Static<typeof BuildCauseSchema>;

/**
 * What a running build does, read from its log (services/site-builds/phase.ts): getting ready,
 * fetching the catalogue, creating the pages, building the scripts, the pages' data, writing the
 * pages, the images, the last steps, copying the output into the build's folder; or the product
 * pages of a pages-only build.
 */
export const BUILD_PHASES = [
  'preparing',
  'catalogue',
  'pages',
  'code',
  'data',
  'html',
  'images',
  'finishing',
  'publishing',
  'productPages',
] as const;
export type BuildPhase = (typeof BUILD_PHASES)[number];

export const BuildPhaseSchema = Type.Object({
  id: StringEnum(BUILD_PHASES),
  done: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'pages (or records) the phase has done, when the log counts them',
  }),
  total: Type.Unsafe<number | null>({ type: ['integer', 'null'], description: 'of how many' }),
});
export type BuildPhaseWire = Static<typeof BuildPhaseSchema>;

export const BuildProgressSchema = Type.Object({
  step: NullableString("the build's last progress line, raw (the log's)"),
  phase: BuildPhaseSchema,
  elapsedMs: Type.Integer(),
  expectedMs: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'how long the last successful build took: the estimate of this one',
  }),
  percent: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'elapsed against expected, at most 99 until it ends; null without an earlier build',
  }),
});
export type BuildProgressWire = Static<typeof BuildProgressSchema>;

export const BuildSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(BUILD_STATUSES),
  causes: Type.Array(BuildCauseSchema),
  requests: Type.Integer({ description: 'requests answered by this build (they joined it while it waited)' }),
  queuedAt: Type.String({ format: 'date-time' }),
  startedAt: NullableString(),
  finishedAt: NullableString(),
  durationMs: NullableInteger(),
  active: Type.Boolean({ description: 'the build shoppers are served' }),
  available: Type.Boolean({ description: 'its files are kept: it can be activated (rollback)' }),
  catalogueVersion: NullableInteger(),
  progress: Type.Unsafe<BuildProgressWire | null>({
    type: ['object', 'null'],
    properties: BuildProgressSchema.properties,
    required: BuildProgressSchema.required,
  }),
  files: NullableInteger(),
  reusedFiles: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'files hard-linked from the build before instead of copied',
  }),
  failure: NullableString(),
  logTail: Type.String({ description: 'the last lines of the build log' }),
  pagesOf: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description:
      'set: only the pages of the products in its causes, rendered again in a copy of this build (the full build follows); null: a full build',
  }),
});
export type BuildWire = Static<typeof BuildSchema>;

export const BuildListSchema = Type.Object({
  enabled: Type.Boolean({ description: 'whether this server builds the site (SITE_BUILDS_DIR)' }),
  activeBuildId: NullableInteger(),
  rows: Type.Array(BuildSchema),
});
export type BuildListWire = Static<typeof BuildListSchema>;

export const BuildListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BUILDS_LISTED, default: 20 })),
});

export const BuildParams = Type.Object({ id: Id() });

/** POST /admin/v1/rebuild: the body may be left out. */
export const RebuildRequestSchema = Type.Object(
  { note: Type.Optional(OptionalText(MAX_BUILD_NOTE, undefined, { lines: true })) },
  { additionalProperties: false },
);
export type RebuildRequestWire = Static<typeof RebuildRequestSchema>;

export const RebuildAnswerSchema = Type.Object({
  coalesced: Type.Boolean({ description: 'true: a build was already waiting, and this request joined it' }),
  build: BuildSchema,
});
export type RebuildAnswerWire = Static<typeof RebuildAnswerSchema>;
