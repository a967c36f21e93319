/**
 * ajv compiling the JSON Schemas at run time: for scripts/gen-validators.ts, which writes the precompiled
 * validators the app and the CLI use (standalone.ts), for a schema that is not a document's (a campaign
 * result, a rules table), and for the tests that hold the precompiled validators to the same answers.
 * Compiling every document's schema takes over half a second, which is why nothing opening a file does it.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { Options } from 'ajv';
import { ALL_SCHEMAS, DOCUMENT_KINDS, SCHEMA_URL } from '../model/documents';
import { toDocumentValidator, type DocumentValidators } from './documentValidator';

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
