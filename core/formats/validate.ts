/**
 * Checking a document against its schema: `validateDocument` with the precompiled validators
 * (standalone.ts), and how an ajv function's errors become a designer's problems (documentValidator.ts).
 * ajv's run-time compiler is in runtime.ts, loaded only by what compiles a schema.
 */
export { VALIDATION_WINDOW, toDocumentValidator, windowedErrors, type DocumentValidator, type DocumentValidators } from './documentValidator';
export { standaloneValidators, validateDocument } from './standalone';
