/**
 * The engines of Blue & Grey, each returning its answer and a trace whose steps name the rule they rest on:
 * movement (`movementAllowance`, `reinforcementEntryThirds`, `pathCost`), Zones of Control (`zoneOfControl`,
 * `controlledHexes`), line of sight (`lineOfSight`), artillery's reach and sight (`artilleryRange`), and
 * combat odds (`attackOdds`, `attackOddsOnMap`); and the map read as the book reads it (`readHex`,
 * `readSide`), which all of them stand on.
 */
export * from './movement';
export * from './zoc';
export * from './sight';
export * from './artillery';
export * from './combat';
export { type BgMapInput, type BgHexReading, type BgSideReading, type BgSideFeature, bgIndex, readHex, readSide, sightLevel } from './mapRead';
