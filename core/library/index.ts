export * from './types';
export { MAX_LIBRARY_DOCUMENT_BYTES, documentProblem, draftProblem, utf8Length } from './content';
