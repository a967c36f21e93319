/**
 * Hex maps: the games' numbering (XXYY with an optional map letter, which lines are offset set per map),
 * neighbours, distances and lines, the one stored name of each hexside, the printed sheet's geometry in
 * inches; a map read for the rules (`indexHexMap`) and a flood fill's region (`fillRegion`); where each
 * terrain kind goes on a hex map (`HEX_KIND_USES`); and a counter's printed face (`counterFace`).
 */
export * from '../hexgrid/grid';
export { fillRegion, indexHexMap, type HexMapIndex } from '../hexgrid/hexMap';
export { HEX_KIND_USES, hexKindUse, kindsFor, type HexKindUse, type HexUse } from './kinds';
export { counterTitle, formationOfDesignation, ordinal } from './counterNames';
export { counterFace, counterOf, placeableCounters, printedFields, type CounterFace, type CounterSide } from './counters';
export { hexIdProblem, hexMapProblems, type HexMapProblem } from './check';
