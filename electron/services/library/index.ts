export { Library, searchExpression } from './library';
export { openLibraryDatabase, migrate, userVersion, LibraryVersionError } from './database';
export { MIGRATIONS, LATEST_LIBRARY_VERSION, type Migration } from './migrations';
