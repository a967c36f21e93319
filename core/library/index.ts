export * from './types';
export { MAX_LIBRARY_DOCUMENT_BYTES, documentProblem, draftProblem, utf8Length } from './content';
export { SEARCH_MATCH_KINDS, SEARCH_MATCH_NOUNS, matchesDescription, namesMatching, searchNamesOf, searchWords, textMatches } from './search';
export type { SearchMatch, SearchMatchKind, SearchNames } from './search';
export { fileNameOf, homeOf, homeState, imported, importNotice, saveAsNotice, savedAs, savesTo } from './home';
export type { DocumentHome, Whereabouts } from './home';
export { NOT_THERE, draftDifferences, draftOrigin, fieldWords, valueWords } from './drafts';
export type { DraftComparison, DraftDifference } from './drafts';
