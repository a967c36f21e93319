/**
 * The season and weather a terrain feature plays in, and what that makes of it under the ADF terrain
 * chart. A scenario sets one season and weather for the table; a feature may hold its own (a run swollen
 * by rain upstream plays wet on a dry day; a wood still in leaf in a winter game), and that override
 * wins for that feature alone. The rules preview and the properties panel both ask here, so the
 * override means the same everywhere.
 */
import { DEFAULT_CONDITIONS, lineOfSight, SEASON_LABELS, WEATHER_LABELS, terrainMovesAs, type LosRule, type MovesAs, type TerrainConditions } from '../rules/adf/terrain';
import type { CustomTerrainKind, TerrainFeature } from '../model/scenario.generated';
import type { Trace } from '../rules/trace';
import { rulesRowOf, terrainLabel } from '../rules/terrainKinds';

/** The conditions a feature plays in: its own season and weather where it sets them, else the table's. */
export function featureConditions(feature: Pick<TerrainFeature, 'season' | 'weather'>, table: TerrainConditions = DEFAULT_CONDITIONS): TerrainConditions {
  return { ...table, season: feature.season ?? table.season, weather: feature.weather ?? table.weather };
}

export interface FeatureTerrain {
  /** The ADF chart row the feature's kind plays as; undefined for `other` and unknown kinds. */
  row: string | undefined;
  movesAs: MovesAs | undefined;
  /** Why it moves as it does ("as charted", "wet weather", "winter" …). */
  why: string | undefined;
  /** One sentence for the designer: what the feature is moved through as, and why. */
  summary: string;
  sight: LosRule | undefined;
  conditions: TerrainConditions;
  trace: Trace;
}

/** What a feature is under the rules in the table's conditions, with its own overrides applied and named. */
export function featureTerrain(
  feature: Pick<TerrainFeature, 'kind' | 'label' | 'id' | 'season' | 'weather'>,
  map: { terrainKinds?: readonly CustomTerrainKind[] },
  table: TerrainConditions = DEFAULT_CONDITIONS,
): FeatureTerrain {
  const conditions = featureConditions(feature, table);
  const name = feature.label ?? terrainLabel(feature.kind, map);
  const trace: Trace = [];
  if (feature.season !== undefined && feature.season !== table.season) {
    trace.push({ step: 'feature season', value: feature.season, detail: `${name} plays in ${SEASON_LABELS[feature.season].toLowerCase()}, not the scenario's ${SEASON_LABELS[table.season].toLowerCase()}.` });
  }
  if (feature.weather !== undefined && feature.weather !== table.weather) {
    trace.push({ step: 'feature weather', value: feature.weather, detail: `${name} plays in ${WEATHER_LABELS[feature.weather].toLowerCase()} weather, not the scenario's ${WEATHER_LABELS[table.weather].toLowerCase()} weather.` });
  }
  const rules = rulesRowOf(feature.kind, map);
  if (!rules) return { row: undefined, movesAs: undefined, why: undefined, summary: 'No rules row: its effect is what its label and notes say.', sight: undefined, conditions, trace };
  const moves = terrainMovesAs(rules.row, conditions);
  const ground = terrainLabel(moves.movesAs).toLowerCase();
  const summary = `Moved through as ${ground}${moves.why === 'as charted' ? '' : ` (${moves.why})`}.`;
  return { row: rules.row, movesAs: moves.movesAs, why: moves.why, summary, sight: lineOfSight(rules.row, conditions.season), conditions, trace: [...trace, ...moves.trace] };
}
