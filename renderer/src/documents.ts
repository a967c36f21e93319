/**
 * What the editor needs to know about each kind of document beyond core/formats/documents.ts (titles and
 * file names): a blank one, and the filters used when saving it. The formats themselves are the schemas in schemas/.
 */
import type { DocumentKind as FileKind } from '../../core/formats/documents';
import { DOCUMENTS } from '../../core/formats/documents';
export { suggestedFileName, titleOf } from '../../core/formats/documents';
import { createScenario } from '../../core/scenario/create';

export type { FileKind };

/** The kinds a user creates from File ▸ New (a map is made inside its scenario). */
export type NewKind = 'scenario' | 'army';

export function blankDocument(kind: NewKind): unknown {
  if (kind === 'scenario') return createScenario({ title: 'Untitled scenario' });
  return {
    $schema: DOCUMENTS.army.schemaUrl,
    formatVersion: DOCUMENTS.army.formatVersion,
    orderOfBattle: { name: 'Untitled army', side: 'union', era: '1861-63', children: [] },
  };
}

/** What a file of each kind is called in lists (the file dialog), with folders and other files. */
export const FILE_KIND_LABELS: Record<FileKind | 'folder' | 'file', string> = { scenario: 'Scenario', army: 'Army', map: 'Map', folder: 'Folder', file: 'File' };
export const FILE_FILTERS = [
  { name: 'Muster documents', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];
