/**
 * The hex games' grid, below the rules that read it: the numbering (XXYY with an optional map letter),
 * neighbours, distances, lines and hexsides, the printed sheet's geometry in inches (`grid.ts`), and a
 * hex map indexed for the rules (`hexMap.ts`). It knows the model's types and nothing else; core/hex
 * builds the editor's hex map on it.
 */
export * from './grid';
export { fillRegion, indexHexMap, type HexMapIndex } from './hexMap';
