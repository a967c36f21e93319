/**
 * Document files on disk (plain Node, no Electron): atomic saves with a backup, guarded reading, and
 * the recent-files list.
 */
export { backupPath, isTempOf, removeOrphanedTempFiles, tempPathFor, writeFileAtomic, writeFileAtomicSync, type AtomicWriteOptions } from './atomicWrite';
export { readDocumentFile, type ReadDocumentOptions, type ReadDocumentResult } from './readDocumentFile';
export { RECENT_FILE_NAME, RECENT_LIMIT, RecentFiles, type RecentFile } from './recent';
