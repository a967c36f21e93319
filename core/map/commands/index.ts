/** Every named edit of a map (in a map file or embedded in a scenario), one file per kind of edit. */
export { moveVertex } from './moveVertex';
export {
  addFeatures,
  freshFeatureId,
  insertVertex,
  moveFeatures,
  removeFeatures,
  removeVertex,
  reshapeFeatures,
  restackFeatures,
  setFeatureField,
  type FeatureFields,
  type HasMap,
} from './features';
export { faceUnits, lineUpUnits, moveUnits, placeUnits, placementKey, removePlacements, setFormation, setHidden, turnUnits, type PlacementKey } from './units';
export { layerState, setLayerState } from './layers';
export { renameMap, setMapNotes } from './mapFile';
export {
  addOverlay,
  freshOverlayId,
  insertOverlayVertex,
  moveOverlay,
  moveOverlayVertex,
  OVERLAY_LAYERS,
  OVERLAY_WORDS,
  removeOverlay,
  removeOverlayVertex,
  setLabelArrow,
  setOverlayField,
  setSetupAreaEdge,
  type OverlayItems,
  type OverlayList,
} from './overlays';
export { setStandSize, STAND_PART_LABELS, type StandPart } from './standSizes';
export { changeElevation, fillHexes, hexMapOf, paintHexes, setElevation, setHexLabel } from './hexes';
export { clearHexside, setHexside, type SideAt } from './hexsides';
export { addPath, extendPath, freshPathId, removePath } from './hexPaths';
export { extendCounter, moveCounter, placeCounter, removeCounter, restackCounter, setCounterFacing, setCounterFlag, type StackMove } from './hexCounters';
export { addSheet, removeSheet, setGridField, setSheetField } from './hexGrid';
