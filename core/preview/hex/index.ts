/**
 * The hex editor's Rules preview: a scenario's hex map and the designer's picks turned into the calls of
 * the ruleset's engines, one row of `HEX_RULES_PREVIEW` per hex ruleset (Blue & Grey, GBACW), every
 * answer in the shapes of ./types with its trace cited by book place. The view (renderer/src/views/map/
 * HexRulesPreview.svelte) draws and lists them.
 */
import type { MusterScenario } from '../../model/scenario.generated';
import { BLUEGREY_PREVIEW } from './bluegrey';
import { GBACW_PREVIEW } from './gbacw';
import type { HexRulesPreview } from './types';

export * from './types';
export { placedCounters, counterByKey } from './counters';

/** The hex rulesets and what each answers. */
export const HEX_RULES_PREVIEW: Readonly<Partial<Record<MusterScenario['ruleset'], HexRulesPreview>>> = {
  bluegrey: BLUEGREY_PREVIEW,
  gbacw: GBACW_PREVIEW,
};

/** The preview of a document's ruleset; undefined for a map file or a ruleset played on a tabletop. */
export function hexRulesPreviewOf(doc: { ruleset?: unknown; map?: { kind?: string } } | undefined): HexRulesPreview | undefined {
  if (!doc || doc.map?.kind !== 'hex' || typeof doc.ruleset !== 'string') return undefined;
  return HEX_RULES_PREVIEW[doc.ruleset as MusterScenario['ruleset']];
}
export { type HexClick, type HexPicks, noPicks, pickBack, pickOn } from './picks';
