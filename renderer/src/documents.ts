/**
 * What the editor needs to know about each kind of document beyond core/model/documents.ts (titles and
 * file names): a blank one, and the filters used when saving it. The formats themselves are the schemas in schemas/.
 */
import type { DocumentKind as FileKind } from '../../core/model/documents';
import { DOCUMENTS } from '../../core/model/documents';
export { suggestedFileName, titleOf } from '../../core/model/documents';
import { createHexMap, createHexScenario, createScenario } from '../../core/scenario/create';

export type { FileKind };

/** What a user creates from File ▸ New: a tabletop or hex scenario, an army, a hex map file (a tabletop map is made inside its scenario). */
export type NewKind = 'scenario' | 'army' | 'hexScenario' | 'hexMap';

/** The kind of file each new document is. */
export const NEW_KIND_FILES: Readonly<Record<NewKind, FileKind>> = { scenario: 'scenario', army: 'army', hexScenario: 'scenario', hexMap: 'map' };

export function blankDocument(kind: NewKind | FileKind): unknown {
  if (kind === 'scenario') return createScenario({ title: 'Untitled scenario' });
  if (kind === 'hexScenario') return createHexScenario({ title: 'Untitled hex scenario' });
  if (kind === 'hexMap' || kind === 'map') return { $schema: DOCUMENTS.map.schemaUrl, formatVersion: DOCUMENTS.map.formatVersion, title: 'Untitled hex map', map: createHexMap() };
  return {
    $schema: DOCUMENTS.army.schemaUrl,
    formatVersion: DOCUMENTS.army.formatVersion,
    orderOfBattle: { name: 'Untitled army', side: 'union', era: '1861-63', children: [] },
  };
}

/** What a file of each kind is called in lists (the file dialog), with folders and other files. */
export const FILE_KIND_LABELS: Record<FileKind | 'folder' | 'file', string> = { scenario: 'Scenario', army: 'Army', map: 'Map', campaign: 'Campaign', folder: 'Folder', file: 'File' };
export const FILE_FILTERS = [
  { name: 'Muster documents', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];
/** File ▸ Open… also opens scenario packages (`.muster.zip`; a system dialog filters by the last suffix only). */
export const OPEN_FILTERS = [
  { name: 'Muster documents and scenario packages', extensions: ['json', 'zip'] },
  { name: 'All files', extensions: ['*'] },
];
