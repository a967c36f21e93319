/**
 * The GBACW per-game tables' lists (schemas/rules-gbacw.schema.json), typed by the schema: the labels are
 * the series rules' own, defined beside their tables (./types.ts).
 */
import type { GbacwDisorderCodes, GbacwTecRow } from '../../model/scenario.generated';
import type { Labels } from '../../model/labels';
import { PATH_RULE_LABELS, SIGHT_EFFECT_LABELS, SLOPE_CLASS_LABELS, TEC_PLACE_LABELS, TERRAIN_DISORDER_LABELS } from './types';

type Def<T> = NonNullable<T>;
/** The GBACW per-game tables' lists (schemas/rules-gbacw.schema.json), labelled where the series rules define them (core/rules/gbacw/types.ts). */
export const GBACW_TEC_PLACE_LABELS: Labels<GbacwTecRow['place']> = TEC_PLACE_LABELS;
export const GBACW_PATH_RULE_LABELS: Labels<Def<GbacwTecRow['pathRule']>> = PATH_RULE_LABELS;
export const GBACW_SIGHT_LABELS: Labels<Def<GbacwTecRow['sight']>> = SIGHT_EFFECT_LABELS;
export const GBACW_SLOPE_LABELS: Labels<Def<GbacwTecRow['slope']>> = SLOPE_CLASS_LABELS;
export const GBACW_TERRAIN_DISORDER_LABELS: Labels<Def<GbacwDisorderCodes['infantry']>> = TERRAIN_DISORDER_LABELS;
