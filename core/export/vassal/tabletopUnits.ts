/**
 * A tabletop scenario's part of a module: the board drawn at `pixelsPerInch` with its squares, a piece per
 * unit and leader of each side's order of battle (its stands to scale in the formation it first appears
 * in, turning freely), and a set-up stack per placed unit whose point is the picture's centre, turned
 * with the unit about its front's centre.
 */
import { renderMapSvgParts, placedSvg, UNIT_LABEL_CSS } from '../../map/render/svg';
import { scenarioRenderInput, type MapRenderInput } from '../../map/scenarioMap';
import { SIDE_STYLE } from '../../map/render/styles';
import { placedStands, unitsByReference } from '../../map/placements';
import { boxOf, type Point } from '../../map/geometry';
import { isFormation, type Leader, type OobNode, type OrderOfBattle, type Unit } from '../../model/oob';
import type { Formation, MusterScenario, TabletopPlacement } from '../../model/scenario.generated';
import { plural } from '../../model/plural';
import { cloneTrait, deleteTrait, rotateTrait } from './pieces';
import { BOARD, FileNames, VassalExportError, marker, pictureSvg, DEFAULT_TABLETOP_PIXELS_PER_INCH, type AtStart, type Contents, type PieceKind, type VassalImage, type VassalOptions } from './parts';
import { placementKey } from '../../model/keys';

export function tabletopContents(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, options: VassalOptions, files: FileNames, images: VassalImage[]): Contents {
  const input = scenarioRenderInput(scenario, armies) as MapRenderInput;
  const { board, map } = input;
  const ppi = options.pixelsPerInch ?? DEFAULT_TABLETOP_PIXELS_PER_INCH;
  if (Math.max(board.widthIn, board.heightIn) * ppi > options.maxImageSide) {
    throw new VassalExportError(`the board is ${board.widthIn}" × ${board.heightIn}": at ${ppi} pixels an inch its image would be more than ${options.maxImageSide} pixels a side; choose fewer pixels an inch`);
  }
  const parts = renderMapSvgParts(input, { layers: ['terrain', 'contours', 'grid', 'setup', 'labels'] });
  const mapImage: VassalImage = { file: files.take('map', '.png'), role: 'map', widthPx: Math.round(board.widthIn * ppi), heightPx: Math.round(board.heightIn * ppi), svg: '' };
  mapImage.svg = pictureSvg({ x: 0, y: 0, w: board.widthIn, h: board.heightIn }, mapImage.widthPx, mapImage.heightPx, parts.defs, parts.body);
  images.push(mapImage);

  const footing = { scale: input.scale, ...(map.standSizes ? { sizes: map.standSizes } : {}) };
  const pieces: PieceKind[] = [];
  const byItem = new Map<Unit | Leader, PieceKind>();
  const refs = new Map<string, Map<string, Unit | Leader>>();
  const formations = new Map<string, Map<string, Array<Unit | Leader>>>();
  // Where a piece's picture centre lies from the unit's front centre, facing north: the rotation turns it.
  const offsets = new Map<PieceKind, Point>();
  for (const side of scenario.sides) {
    const oob = side.forces.orderOfBattle ?? armies[side.id];
    if (!oob && (side.forces.armyFile || side.forces.libraryArmy)) {
      throw new VassalExportError(`side ${side.name} uses an army Muster was not given (${side.forces.armyFile ?? side.forces.libraryArmy?.title})`);
    }
    const byRef = unitsByReference(oob);
    refs.set(side.id, byRef);
    formations.set(side.id, formationMembers(oob));
    const items = [...new Set(byRef.values())];
    for (const item of items) {
      // Each unit is drawn in the formation it first appears in: set up, else arriving, else as the stands' default ('any').
      const formation: Formation =
        map.units?.find((u) => u.side === side.id && byRef.get(u.unit) === item)?.formation ??
        side.entries?.find((e) => e.units?.some((r) => byRef.get(r) === item))?.formation ??
        'any';
      const placed = placedStands({ side: side.id, unit: item.id, at: { x: 0, y: 0 }, facingDeg: 0, formation }, byRef, footing);
      // What the table needs to read off a unit besides its stands: its figures (guns for a battery).
      const strength = 'figures' in item ? plural(item.figures, 'figure') : 'sections' in item ? plural(item.sections, 'section') : undefined;
      const label = strength ? `${item.name} · ${strength}` : item.name;
      const corners = placed.stands.flatMap((s) => s.corners);
      const stands = boxOf(corners);
      // The name sits under the stands (placedSvg): the picture reaches down to it and is as wide as it.
      const labelW = Math.max(stands.maxX - stands.minX, label.length * 0.2);
      const box = { x: Math.min(stands.minX, -labelW / 2) - 0.1, y: stands.minY - 0.1, w: 0, h: 0 };
      box.w = Math.max(stands.maxX, labelW / 2) + 0.1 - box.x;
      box.h = stands.maxY + 0.6 - box.y;
      const widthPx = Math.max(8, Math.round(box.w * ppi));
      const heightPx = Math.max(8, Math.round(box.h * ppi));
      const image: VassalImage = {
        file: files.take(`unit-${side.id}-${item.id}`, '.png'),
        role: 'counter',
        widthPx,
        heightPx,
        svg: pictureSvg(box, widthPx, heightPx, `<style>${UNIT_LABEL_CSS}</style>`, placedSvg(placed, SIDE_STYLE[side.rulesSide], label)),
      };
      images.push(image);
      const kind: PieceKind = {
        key: placementKey({ side: side.id, unit: item.id }),
        side,
        name: item.name,
        image: image.file,
        widthPx,
        heightPx,
        traits: (state) => [marker(side, item.id, state), deleteTrait(), cloneTrait(), rotateTrait({ steps: 1, facingDeg: state.facing ?? 0 })],
      };
      offsets.set(kind, { x: box.x + box.w / 2, y: box.y + box.h / 2 });
      byItem.set(item, kind);
      pieces.push(kind);
    }
  }
  const find = (side: string, ref: string) => {
    const item = refs.get(side)?.get(ref);
    return item ? byItem.get(item) : undefined;
  };
  const findAll = (side: string, ref: string) => {
    const one = find(side, ref);
    if (one) return [one];
    const members = formations.get(side)?.get(ref);
    return members?.map((m) => byItem.get(m)!);
  };

  const atStart = (map.units ?? []).map((u: TabletopPlacement, i): AtStart => {
    const kind = find(u.side, u.unit);
    if (!kind) throw new VassalExportError(`map.units[${i}]: side ${u.side} has no unit or leader ${u.unit} in its order of battle`);
    // VASSAL puts a piece's picture centre at the stack's point and turns it about that centre.
    const o = offsets.get(kind)!;
    const t = (u.facingDeg * Math.PI) / 180;
    const x = u.at.x + o.x * Math.cos(t) - o.y * Math.sin(t);
    const y = u.at.y + o.x * Math.sin(t) + o.y * Math.cos(t);
    return { attrs: { name: kind.name, owningBoard: BOARD, useGridLocation: false, x: Math.round(x * ppi), y: Math.round(y * ppi) }, pieces: [{ kind, state: { facing: u.facingDeg } }] };
  });

  return {
    pieces,
    find,
    findAll,
    atStart,
    mapImage,
    pixelsPerInch: ppi,
    scaleNote: `The board is drawn at ${ppi} pixels an inch: a distance VASSAL measures in pixels, divided by ${ppi}, is inches on the table.`,
  };
}

/** Every formation of an order of battle, by id and by name, to its leaders and units at every depth, leaders first. */
function formationMembers(oob: OrderOfBattle | undefined): Map<string, Array<Unit | Leader>> {
  const out = new Map<string, Array<Unit | Leader>>();
  const visit = (node: OobNode): Array<Unit | Leader> => {
    if (!isFormation(node)) return [node];
    const members = [...node.leaders, ...node.children.flatMap(visit)];
    if (!out.has(node.id)) out.set(node.id, members);
    if (!out.has(node.name)) out.set(node.name, members);
    return members;
  };
  oob?.children.forEach(visit);
  return out;
}
