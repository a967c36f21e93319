/**
 * Schema validation with ajv compiled at run time, for Node (the CLI, the main process, tests). The
 * renderer's strict content security policy forbids `new Function`, so it uses the precompiled
 * validators in `validators.generated.js` (see `standalone.ts`); both report the same problems.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { Options, ValidateFunction } from 'ajv';
import { ALL_SCHEMAS, DOCUMENT_KINDS, SCHEMA_URL, type DocumentKind } from './documents';
import { mapTerrainProblems } from '../map/check';
import { scenarioSideProblems } from '../scenario/check';
import type { MusterMapFile, MusterScenario } from '../scenario/types.generated';
import { problemsFromAjv, type SchemaProblem } from './messages';

export type DocumentValidator = (document: unknown) => SchemaProblem[];
export type DocumentValidators = Record<DocumentKind, DocumentValidator>;

/** The one ajv configuration, shared with scripts/gen-validators.ts so both behave alike. */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  discriminator: true,
  verbose: true,
};

export function createAjv(extra: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ ...AJV_OPTIONS, ...extra });
  ajv.addSchema([...ALL_SCHEMAS]);
  return ajv;
}

/**
 * Checks the schema cannot make (references within a document), run once the schema check passes so
 * that the document has the generated types' shape.
 */
const CHECKS: Partial<Record<DocumentKind, (document: unknown) => SchemaProblem[]>> = {
  map: (doc) => mapTerrainProblems((doc as MusterMapFile).map, '/map'),
  scenario: (doc) => [...scenarioSideProblems(doc as MusterScenario), ...mapTerrainProblems((doc as MusterScenario).map, '/map')],
};

export function toDocumentValidator(fn: { (data: unknown): boolean; errors?: ValidateFunction['errors'] }, kind?: DocumentKind): DocumentValidator {
  const check = kind === undefined ? undefined : CHECKS[kind];
  return (document) => (fn(document) ? (check?.(document) ?? []) : problemsFromAjv(fn.errors));
}

let runtime: DocumentValidators | undefined;

/** Compiled once, on first use. */
export function runtimeValidators(): DocumentValidators {
  if (!runtime) {
    const ajv = createAjv();
    const byKind = {} as DocumentValidators;
    for (const kind of DOCUMENT_KINDS) {
      const fn = ajv.getSchema(SCHEMA_URL[kind]);
      if (!fn) throw new Error(`schema ${SCHEMA_URL[kind]} is not loaded`);
      byKind[kind] = toDocumentValidator(fn, kind);
    }
    runtime = byKind;
  }
  return runtime;
}

export function validateDocument(kind: DocumentKind, document: unknown): SchemaProblem[] {
  return runtimeValidators()[kind](document);
}
