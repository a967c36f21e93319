/**
 * The editor of each kind of document. Each is a chunk of its own, loaded when a document of its kind
 * first opens: the library shows without the scenario editor, the map canvas (Konva), the playtest and
 * the schema checks (issue 40). A file being opened has its kind's editor loaded while the backend reads
 * and checks the file (App.svelte), so the editor's code arrives and compiles in that wait, not after it.
 */
import type { DocumentKind } from '../../../core/model/documents';

export const editors = {
  army: () => import('./army/ArmyEditor.svelte'),
  scenario: () => import('./scenario/ScenarioEditor.svelte'),
  map: () => import('./map/MapDocument.svelte'),
  campaign: () => import('./campaign/CampaignView.svelte'),
} as const satisfies Record<DocumentKind, () => Promise<unknown>>;
