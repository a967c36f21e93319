/**
 * Hex maps: the games' numbering (XXYY with an optional map letter, which lines are offset set per map),
 * neighbours, distances and lines, the one stored name of each hexside, the printed sheet's geometry in
 * inches; and a map read for the rules (`indexHexMap`).
 */
export * from './grid';
export { indexHexMap, type HexMapIndex } from './hexMap';
export { hexIdProblem, hexMapProblems, type HexMapProblem } from './check';
