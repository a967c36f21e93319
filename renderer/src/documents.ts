/**
 * What the editor needs to know about each kind of document: a blank one, where its title lives, and
 * the file names and filters used when saving it. The formats themselves are the schemas in schemas/.
 */
import type { DocumentKind as FileKind } from '../../core/formats/documents';
import { DOCUMENTS } from '../../core/formats/documents';
import { createScenario } from '../../core/scenario/create';

export type { FileKind };

type Json = Record<string, unknown>;

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

/** Where each kind keeps its name: a scenario's title, an army's order-of-battle name. */
const TITLE_PATH: Record<FileKind, readonly string[]> = {
  scenario: ['title'],
  army: ['orderOfBattle', 'name'],
  map: ['title'],
};

export const titlePath = (kind: FileKind): readonly string[] => TITLE_PATH[kind];

export function titleOf(kind: FileKind, content: unknown): string {
  let value: unknown = content;
  for (const key of TITLE_PATH[kind]) value = (value as Json | null | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : `Untitled ${DOCUMENTS[kind].noun}`;
}

/** A file name for Save As, from the title: "Mine Run" → "mine-run.scenario.json". */
export function suggestedFileName(kind: FileKind, content: unknown): string {
  const slug = titleOf(kind, content)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60);
  return `${slug || 'untitled'}${DOCUMENTS[kind].extension}`;
}

/** What a file of each kind is called in lists (the file dialog), with folders and other files. */
export const FILE_KIND_LABELS: Record<FileKind | 'folder' | 'file', string> = { scenario: 'Scenario', army: 'Army', map: 'Map', folder: 'Folder', file: 'File' };

export const FILE_FILTERS = [
  { name: 'Muster documents', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];
