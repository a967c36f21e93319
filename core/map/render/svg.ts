/**
 * The map as SVG in real inches: one user unit is one inch and the document's width and height are the
 * board's, so a printer or a browser at 96 px an inch lays a wood exactly where it is on the table. This
 * is the export and print renderer (Excalidraw's static SVG scene); the editor's canvas is for the
 * screen only. Both read the same styles (`TERRAIN_KIND_TABLE`, `SIDE_STYLE`) so the two look alike.
 *
 * Pure: it builds a string from what the map model gives it (core/map/scenarioMap.ts).
 */
import { UNDERLAY_ID, underlaySvg } from './underlay';
import type { Board, Contour, MapArrow, MapPoint, Objective, SetupArea, TabletopMap, TerrainFeature } from '../../model/scenario.generated';
import { placementKey } from '../../model/keys';
import { boardSquares, edgeBand, edgeNamePlaces, entrancePositions, intersectionPointsOf, setupAreaRing, boundedBoard } from '../board';
import { arrowHead, boxOf, polygonCentroid, type Box, type Point } from '../geometry';
import { placedStands, unitsByReference, type Placed } from '../placements';
import { builtInKindOf, TERRAIN_KIND_TABLE, terrainLabel } from '../../rules/terrainKinds';
import { terrainStyleOf, type TerrainStyle } from '../terrainStyles';
import { standsOf } from '../stands';
import { type MapLabelSizes, boardMarkerBoxes, mapLabelRequests, placeLabels, type PlacedLabel } from '../labelPlacement';
import { contourClosed } from '../contours';
import { playedMap } from '../reference';
import { groundMarksSvg } from './groundMarks';
import { LAYERS, SIDE_STYLE, type LayerId } from './styles';
import { dashedStroke, esc, n, patternDefs, patternFill, pts, rectPoints, type PatternFills, type PatternPaint } from './svgParts';
import { renderHexMapSvgParts } from './hexSvg';
import { isHexInput, type AnyMapRenderInput, type MapRenderInput } from '../scenarioMap';
import { drawNodes, group, grown, piece, type SvgNode } from './svgPieces';

export interface MapRenderOptions {
  /** Only this side's set-up areas and units (a deployment sheet shows nothing of the other side's). */
  side?: string;
  /** The layers to draw; all by default. */
  layers?: readonly LayerId[];
  /** Draw the legend of the terrain kinds used, inset at the board's south-east corner. */
  legend?: boolean;
  /** A title for the SVG document (assistive technology and file viewers show it). */
  title?: string;
  /** `drawn` for print: the terrain patterns as vector marks, not `<pattern>` fills (see `PatternPaint`). */
  patterns?: PatternPaint;
  /**
   * The drawing printed smaller than the table (a deployment sheet's map at a tenth): paper inches per
   * board inch. Labels then grow to a size that reads on paper (`PRINT_LABEL_PT`), and those that find
   * no room give way.
   */
  printScale?: number;
  /** Leave the table's open ground white, for print: the features keep their colours. */
  blankTable?: boolean;
}

function featureSvg(feature: TerrainFeature, style: TerrainStyle, fills: PatternFills): string {
  const id = `feature-${esc(feature.id)}`;
  if (style.draw === 'line' || feature.shape === 'polyline') {
    const width = feature.widthIn ?? style.widthIn ?? 0.25;
    const stroke = style.stroke === 'none' ? style.fill : style.stroke;
    const closed = feature.shape === 'polygon';
    let extra = '';
    // Railroads draw their ties across the line; abatis and works a second, lighter line.
    if (style.pattern === 'ties') extra = dashedStroke(feature.points, closed, [0.06, 0.3], `stroke="${stroke}" stroke-width="${n(width * 2.2)}"`, fills);
    const attrs = `stroke="${stroke}" stroke-width="${n(width)}" stroke-linejoin="round" stroke-linecap="round"`;
    const line = style.dash ? dashedStroke(feature.points, closed, style.dash, attrs, fills) : `<${closed ? 'polygon' : 'polyline'} points="${pts(feature.points)}" fill="none" ${attrs}/>`;
    return `<g id="${id}" data-kind="${esc(feature.kind)}">${extra}${line}</g>`;
  }
  const outline = style.stroke === 'none' ? '' : ` stroke="${style.stroke}" stroke-width="0.06"`;
  const svg = `<polygon points="${pts(feature.points)}" fill="${style.fill}"${outline}/>` + patternFill(feature.points, style.pattern, style.fill, fills, `clip-${id}`);
  return `<g id="${id}" data-kind="${esc(feature.kind)}">${svg}</g>`;
}

const styleOf = (kind: string, map: TabletopMap): TerrainStyle => terrainStyleOf(kind, map);

function contourSvg(c: Contour, fills: PatternFills): string {
  const closed = contourClosed(c);
  const path = closed ? 'polygon' : 'polyline';
  const stroke = c.crest ? '#6b4b1e' : '#9a7a45';
  const width = c.crest ? 0.12 : 0.06;
  const fill = `fill="${closed ? '#b08a4a' : 'none'}" fill-opacity="${closed ? 0.08 : 0}"`;
  if (c.crest) return dashedStroke(c.points, closed, [0.5, 0.15], `id="contour-${esc(c.id)}" stroke="${stroke}" stroke-width="${width}"`, fills, fill);
  return `<${path} id="contour-${esc(c.id)}" points="${pts(c.points)}" ${fill} stroke="${stroke}" stroke-width="${width}"/>`;
}

/** A set-up area: its dashed outline and name, and a light wash of its side's colour unless the print saves ink. */
function setupAreaSvg(area: SetupArea, board: Board, colour: string, saveInk: boolean, fills: PatternFills): string {
  const ring = setupAreaRing(area, board);
  if (!ring) return '';
  const c = polygonCentroid(ring);
  const label = area.label ? `<text x="${n(c.x)}" y="${n(c.y)}" class="area-label" fill="${colour}">${esc(area.label)}</text>` : '';
  const fill = saveInk ? 'fill="none"' : `fill="${colour}" fill-opacity="0.12"`;
  return `<g id="setup-${esc(area.id)}">${dashedStroke(ring, true, [0.6, 0.3], `stroke="${colour}" stroke-width="0.1"`, fills, fill)}${label}</g>`;
}

/** The table edges' names (`edgeNamePlaces`), each along its edge just inside the table, a piece with its box. */
function edgeNamePieces(places: ReturnType<typeof edgeNamePlaces>): SvgNode[] {
  const texts = places.map((p) => piece(`<text id="edge-${p.edge}" class="edge-name" transform="translate(${n(p.at.x)} ${n(p.at.y)}) rotate(${p.rotateDeg})" dominant-baseline="central">${esc(p.text)}</text>`, p.box));
  return texts.length ? [group('<g id="edge-names">', texts)] : [];
}

function objectiveSvg(o: Objective, fills: PatternFills): string {
  const parts: string[] = [];
  if (o.area) parts.push(dashedStroke(o.area, true, [0.25, 0.15], 'stroke="#c0392b" stroke-width="0.08"', fills, 'fill="#c0392b" fill-opacity="0.08"'));
  const at = o.at ?? (o.area ? polygonCentroid(o.area) : undefined);
  if (at) {
    // A five-pointed star an inch across.
    const star = Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 === 0 ? 0.5 : 0.2;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return { x: at.x + r * Math.cos(a), y: at.y + r * Math.sin(a) };
    });
    parts.push(`<polygon points="${pts(star)}" fill="#c0392b" stroke="#ffffff" stroke-width="0.04"/>`);
    parts.push(`<text x="${n(at.x)}" y="${n(at.y + 0.95)}" class="label">${esc(o.name)}</text>`);
  }
  return `<g id="objective-${esc(o.id)}">${parts.join('')}</g>`;
}

/** A placed unit's stands in its side's colours, front edges marked, its name under them: on the map and as a VASSAL piece's image (core/export/vassal). */
export function placedSvg(placed: Placed, colour: { fill: string; stroke: string }, name: string, label?: PlacedLabel | null): string {
  const stands = placed.stands
    .map((s) => {
      const fill = s.role === 'limber' ? '#ffffff' : s.role === 'marker' ? '#f5f0e0' : colour.fill;
      return `<polygon points="${pts(s.corners)}" fill="${fill}" stroke="${colour.stroke}" stroke-width="0.04"/>` + frontMark(s.corners, colour.stroke);
    })
    .join('');
  // Where the map's labels were placed together (`placeLabels`), the name goes where it found room, or
  // nowhere; a piece drawn alone (a VASSAL piece's image) has it under its stands.
  if (label === null || !name) return stands;
  const box = boxOf(placed.stands.flatMap((s) => s.corners));
  const at = label ? label.baseline : { x: (box.minX + box.maxX) / 2, y: box.maxY + 0.45 };
  return stands + `<text x="${n(at.x)}" y="${n(at.y)}" class="unit-label">${esc(name)}</text>`;
}

/** The style of a unit's name under its stands (`placedSvg`). */
export const UNIT_LABEL_CSS = 'text{font-family:"DejaVu Sans",Arial,sans-serif;text-anchor:middle}.unit-label{font-size:0.32px;fill:#1b1b1b;paint-order:stroke;stroke:#ffffff;stroke-width:0.08px}';

/** A thicker line along a stand's front edge, so its facing reads at a glance. */
const frontMark = (corners: readonly Point[], stroke: string): string =>
  `<line x1="${n(corners[0]!.x)}" y1="${n(corners[0]!.y)}" x2="${n(corners[1]!.x)}" y2="${n(corners[1]!.y)}" stroke="${stroke}" stroke-width="0.08"/>`;

/** The terrain kinds a map uses, with their labels and styles, in the order of the terrain table, each as it is drawn: a kind whose features are all lines is a line. */
export function legendEntries(map: TabletopMap): Array<{ kind: string; label: string; style: TerrainStyle; drawnAs: 'area' | 'line' }> {
  const used = new Set(map.features.map((f) => f.kind));
  const builtIn = Object.keys(TERRAIN_KIND_TABLE).filter((k) => used.has(k));
  const custom = [...used].filter((k) => !Object.hasOwn(TERRAIN_KIND_TABLE, k)).sort();
  return [...builtIn, ...custom].map((kind) => {
    const style = styleOf(kind, map);
    // featureSvg draws a polyline as a line whatever its kind's style: so does its legend.
    const drawnAs = style.draw === 'line' || map.features.every((f) => f.kind !== kind || f.shape === 'polyline') ? 'line' : 'area';
    return { kind, label: terrainLabel(kind, map), style, drawnAs };
  });
}

/** A legend's sample of a kind in the box at x, y of w × h inches, drawn as the map draws it: a line in its colour, width and dash, or an area in its fill and pattern. */
export function legendSwatch(entry: ReturnType<typeof legendEntries>[number], x: number, y: number, w: number, h: number, fills: PatternFills, clipId: string): string {
  const { style } = entry;
  if (entry.drawnAs === 'line') {
    const stroke = style.stroke === 'none' ? style.fill : style.stroke;
    const width = Math.min(h * 0.8, style.widthIn ?? 0.2);
    const line = [{ x, y: y + h / 2 }, { x: x + w, y: y + h / 2 }];
    const ties = style.pattern === 'ties' ? dashedStroke(line, false, [0.06, 0.3], `stroke="${stroke}" stroke-width="${n(width * 2.2)}"`, fills) : '';
    const attrs = `stroke="${stroke}" stroke-width="${n(width)}"`;
    return ties + (style.dash ? dashedStroke(line, false, style.dash, attrs, fills) : `<polyline points="${pts(line)}" fill="none" ${attrs}/>`);
  }
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${style.fill}" stroke="${style.stroke === 'none' ? '#999999' : style.stroke}" stroke-width="${n(h / 10)}"/>` +
    patternFill(rectPoints(x, y, w, h), style.pattern, style.fill, fills, clipId)
  );
}

function legendSvg(map: TabletopMap, board: Board): SvgNode[] {
  const entries = legendEntries(map);
  if (entries.length === 0) return [];
  const row = 0.45;
  const width = 3.6;
  const height = entries.length * row + 0.5;
  const x = board.widthIn - width - 0.3;
  const y = board.heightIn - height - 0.3;
  const rows = (fills: PatternFills) =>
    entries.map((e, i) => {
      const ry = y + 0.35 + i * row;
      return `${legendSwatch(e, x + 0.2, ry, 0.6, 0.3, fills, `clip-legend-${i}`)}<text x="${n(x + 1)}" y="${n(ry + 0.23)}" class="legend-text">${esc(e.label)}</text>`;
    });
  const box = { minX: x, minY: y, maxX: x + width, maxY: y + height };
  return [{ box, draw: (fills) => `<g id="legend"><rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="#ffffff" fill-opacity="0.9" stroke="#555555" stroke-width="0.03"/>${rows(fills).join('')}</g>` }];
}

function gridSvg(board: Board): SvgNode[] {
  const squares = boardSquares(board).map(({ box }): SvgNode => ({
    box: grown(box, 0.05),
    draw: (fills) => dashedStroke(rectPoints(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY), true, [0.3, 0.3], 'stroke="#7f8c8d" stroke-width="0.04"', fills),
  }));
  const points = intersectionPointsOf(board).map((p) =>
    piece(`<g class="point"><circle cx="${n(p.at.x)}" cy="${n(p.at.y)}" r="0.45"/><text x="${n(p.at.x)}" y="${n(p.at.y + 0.15)}">${esc(p.id)}</text></g>`, grown(boxOf([p.at]), 0.6)),
  );
  const entrances = entrancePositions(board).map(({ entrance, at }) => {
    const x = Math.min(Math.max(at.x, 0.6), board.widthIn - 0.6);
    const y = Math.min(Math.max(at.y, 0.6), board.heightIn - 0.6);
    return piece(`<g class="entrance"><rect x="${n(x - 0.45)}" y="${n(y - 0.45)}" width="0.9" height="0.9" rx="0.1"/><text x="${n(x)}" y="${n(y + 0.17)}">${esc(entrance.letter)}</text></g>`, grown(boxOf([{ x, y }]), 0.6));
  });
  return [group('<g id="squares">', squares), group('<g id="points">', points), group('<g id="entrances">', entrances)];
}

/** The head of a free label's arrow, in the line's own width. */
/** A drawn arrow: its shaft along the points and a head at the last point, in the arrow's colour. */
function arrowSvg(arrow: MapArrow, colour: string): string {
  const head = arrowHead(arrow.points, 0.6);
  const shaft = [...arrow.points.slice(0, -1), head.base];
  const mid = arrow.points[Math.floor((arrow.points.length - 1) / 2)]!;
  const text = arrow.label ? `<text x="${n(mid.x)}" y="${n(mid.y - 0.3)}" class="free-label">${esc(arrow.label)}</text>` : '';
  return (
    `<g id="arrow-${esc(arrow.id)}" class="arrow"><polyline points="${pts(shaft)}" fill="none" stroke="${colour}" stroke-width="0.18" stroke-linejoin="round" stroke-linecap="round" opacity="0.85"/>` +
    `<polygon points="${pts(head.corners)}" fill="${colour}" opacity="0.85"/>${text}</g>`
  );
}

const ARROW_HEAD = '<marker id="arrow-head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="#1f2d3d"/></marker>';

/** The colour of open ground on the table. */
const TABLE_COLOUR = '#f3f1e3';

/** The labels' font sizes on a map drawn at 1:1, in board inches: about 30, 23, 40 and 36 points on the table. */
const LABEL_SIZES_IN = { place: 0.42, unit: 0.32, free: 0.55, area: 0.5 } as const;
/** The smallest each label may print on paper, in points: below 6 or 7 a name stops being read at arm's length. */
export const PRINT_LABEL_PT = { place: 7, unit: 6, free: 7.5, area: 7 } as const;
type LabelSizes = MapLabelSizes;

/** Each label's size on the board: its size at 1:1, or what prints at `PRINT_LABEL_PT` on paper where that is larger. */
function labelSizes(printScale: number | undefined): LabelSizes {
  const size = (k: keyof typeof LABEL_SIZES_IN) => (printScale ? Math.max(LABEL_SIZES_IN[k], PRINT_LABEL_PT[k] / 72 / printScale) : LABEL_SIZES_IN[k]);
  return { place: size('place'), unit: size('unit'), free: size('free'), area: size('area') };
}

/** What an SVG of the map is made of: its size, its definitions (styles, patterns, arrow heads) and its drawing. */
export interface MapSvgParts {
  widthIn: number;
  heightIn: number;
  /** The inside of `<defs>`: the style sheet, the patterns used and the arrow head. */
  defs: string;
  /** The drawing in inches from the board's north-west corner, one layer a group. */
  body: string;
}

/** The board and its map as an SVG document, `widthIn` × `heightIn` inches. */
export function renderMapSvg(input: AnyMapRenderInput, options: MapRenderOptions = {}): string {
  const parts = renderMapSvgParts(input, options);
  const title = options.title ? `<title>${esc(options.title)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(parts.widthIn)}in" height="${n(parts.heightIn)}in" viewBox="0 0 ${n(parts.widthIn)} ${n(parts.heightIn)}">` +
    `${title}<defs>${parts.defs}</defs>${parts.body}</svg>\n`
  );
}

/**
 * The same drawing in parts, for a page that shows it more than once: the 1:1 map print's assembly page
 * shows it whole.
 */
export function renderMapSvgParts(input: AnyMapRenderInput, options: MapRenderOptions = {}): MapSvgParts {
  if (isHexInput(input)) return renderHexMapSvgParts(input, options);
  const scene = renderMapSvgScene(input, options);
  const body = scene.draw();
  return { widthIn: scene.widthIn, heightIn: scene.heightIn, body, defs: scene.defs() };
}

/**
 * A tabletop map's drawing, drawn whole or a window of the board at a time (`draw(window)`): the 1:1
 * print gives each page only what falls on it. Labels are placed once, for the whole board, so a name
 * stands in the same place on every page it crosses. `defs()` holds the patterns used by every drawing so far.
 */
export interface MapSvgScene {
  widthIn: number;
  heightIn: number;
  /** `clipSuffix`: added to the ids of the clip paths drawn patterns use, one per page that draws the same part. */
  draw(window?: Box, clipSuffix?: string): string;
  defs(): string;
}

/** Where a `<text>` centred on x with its baseline at y may reach, generously: names are drawn with `text-anchor: middle`. */
const textBox = (x: number, y: number, text: string, size: number): Box => ({ minX: x - text.length * size * 0.4 - size, maxX: x + text.length * size * 0.4 + size, minY: y - size * 1.2, maxY: y + size * 0.5 });
const union = (a: Box, b: Box): Box => ({ minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) });

export function renderMapSvgScene(input: MapRenderInput, options: MapRenderOptions = {}): MapSvgScene {
  // Reference-only features and contours are never printed (core/map/reference.ts); the board is held to what any table can be.
  const map = playedMap(input.map);
  const board = boundedBoard(input.board);
  const layers = new Set<LayerId>(options.layers ?? LAYERS);
  const sides = options.side ? input.sides.filter((s) => s.id === options.side) : input.sides;
  const sideIds = new Set(sides.map((s) => s.id));
  const used = new Set<string>();
  const body: SvgNode[] = [];

  body.push(piece(`<rect id="table" x="0" y="0" width="${n(board.widthIn)}" height="${n(board.heightIn)}" fill="${options.blankTable ? '#ffffff' : TABLE_COLOUR}"/>`));
  // The printed images are defined once and drawn where they lie: a 1:1 print draws the table on dozens of
  // pages, and each page's own copy of a scan's data URL made a 1 MB image 60 MB of page.
  const underlays = underlaySvg(input.underlays, board);
  if (underlays) body.push(piece(`<use href="#${UNDERLAY_ID}"/>`));
  if (layers.has('terrain')) {
    // Areas first, lines over them (a road crosses a wood, not the other way round), in file order within each.
    const areas = map.features.filter((f) => f.shape === 'polygon' && styleOf(f.kind, map).draw === 'area');
    const lines = map.features.filter((f) => !areas.includes(f));
    const features = [...areas, ...lines].map((f): SvgNode => {
      const style = styleOf(f.kind, map);
      return { box: grown(boxOf(f.points), (f.widthIn ?? style.widthIn ?? 0.25) * 1.2 + 0.1), draw: (fills) => featureSvg(f, style, fills) };
    });
    body.push(group('<g id="layer-terrain">', features));
  }
  if (layers.has('contours')) body.push(group('<g id="layer-contours">', (map.contours ?? []).map((c): SvgNode => ({ box: grown(boxOf(c.points), 0.1), draw: (fills) => contourSvg(c, fills) }))));
  if (layers.has('grid')) body.push(group('<g id="layer-grid">', gridSvg(board)));
  const sizes = labelSizes(options.printScale);
  if (layers.has('setup')) {
    const areas = (map.setupAreas ?? []).filter((a) => sideIds.has(a.side));
    const colourOf = (id: string) => SIDE_STYLE[input.sides.find((s) => s.id === id)?.rulesSide ?? 'union'].fill;
    const areaPieces = areas.map((a) => {
      const ring = setupAreaRing(a, board);
      const c = ring ? polygonCentroid(ring) : { x: 0, y: 0 };
      const box = ring ? union(grown(boxOf(ring), 0.1), textBox(c.x, c.y, a.label ?? '', sizes.area)) : undefined;
      return { ...(box ? { box } : {}), draw: (fills: PatternFills) => setupAreaSvg(a, board, colourOf(a.side), options.blankTable === true, fills) };
    });
    const objectives = (map.objectives ?? []).map((o) => {
      const at = o.at ?? (o.area ? polygonCentroid(o.area) : undefined);
      const box = [o.area ? grown(boxOf(o.area), 0.1) : undefined, at ? union(grown(boxOf([at]), 0.6), textBox(at.x, at.y + 0.95, o.name, sizes.place)) : undefined].filter((b): b is Box => b !== undefined);
      return { ...(box.length > 0 ? { box: box.reduce(union) } : {}), draw: (fills: PatternFills) => objectiveSvg(o, fills) };
    });
    body.push(group('<g id="layer-setup">', [...areaPieces, ...objectives]));
  }
  // Every unit's stands first: their boxes are what the map's labels keep off, and their names are placed with the rest.
  const byRef = new Map(input.sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]));
  // The map's own stand sizes, where the scenario sets them (map.standSizes), over Muster's defaults.
  const footing = { scale: input.scale, ...(map.standSizes ? { sizes: map.standSizes } : {}) };
  const units = layers.has('units')
    ? (map.units ?? [])
        .filter((u) => sideIds.has(u.side))
        .map((placement) => {
          const placed = placedStands(placement, byRef.get(placement.side) ?? new Map(), footing);
          const name = placed.kind === 'unit' ? placed.unit.name : placed.kind === 'leader' ? placed.leader.name : placed.kind === 'marker' ? '' : `${placement.unit}?`;
          return { placement, placed, name, box: boxOf(placed.stands.flatMap((st) => st.corners)) };
        })
    : [];
  // The board's point and entrance markers are drawn on the grid layer: a name never covers one.
  const pointMarkers = layers.has('grid') ? boardMarkerBoxes(board, 0.45, 0.6) : [];
  // The edges' names, clear of those markers; the other names keep off them as off a marker.
  const edgeNames = layers.has('labels') ? edgeNamePlaces(board, sizes.place, pointMarkers) : [];
  const markers = [...pointMarkers, ...edgeNames.map((e) => e.box)];
  const labels = placeLabels(mapLabelRequests(map, board, layers, sideIds, units, sizes), board, units.map((u) => u.box), markers);
  const placedLabel = new Map(labels.map((l) => [l.key, l]));

  if (layers.has('units')) {
    const drawn = units.map(({ placement, placed, name, box }) => {
      const side = input.sides.find((s) => s.id === placement.side);
      const label = placedLabel.get(`unit:${placementKey(placement)}`) ?? null;
      const svg = `<g class="unit" data-side="${esc(placement.side)}" data-unit="${esc(placement.unit)}">${placedSvg(placed, SIDE_STYLE[side?.rulesSide ?? 'union'], name, label)}</g>`;
      return piece(svg, grown(label ? union(box, label.box) : box, 0.1));
    });
    // Dummy markers look exactly like a hidden unit's picket marker: that is their point.
    for (const d of (map.dummies ?? []).filter((x) => sideIds.has(x.side))) {
      const side = input.sides.find((x) => x.id === d.side);
      const placed: Placed = { kind: 'marker', stands: standsOf({ kind: 'marker' }, { ...footing, at: d.at, facingDeg: d.facingDeg }) };
      const svg = `<g class="dummy" data-side="${esc(d.side)}" data-dummy="${esc(d.id)}">${placedSvg(placed, SIDE_STYLE[side?.rulesSide ?? 'union'], '')}</g>`;
      drawn.push(piece(svg, grown(boxOf(placed.stands.flatMap((st) => st.corners)), 0.1)));
    }
    body.push(group('<g id="layer-units">', drawn));
  }
  // A table placed on the Earth shows its scale bar and north arrow (core/map/render/groundMarks.ts).
  if (input.georeference && layers.has('labels')) body.push(piece(groundMarksSvg(board, input.georeference)));
  if (layers.has('labels')) {
    // Place names where they found room; free labels and arrows where the designer put them.
    const texts = labels.filter((l) => l.rank === 'place').map((l) => piece(`<text x="${n(l.baseline.x)}" y="${n(l.baseline.y)}" class="label">${esc(l.text)}</text>`, grown(l.box, 0.2)));
    for (const l of map.labels ?? []) {
      const arrow = l.arrowTo
        ? `<line x1="${n(l.at.x)}" y1="${n(l.at.y)}" x2="${n(l.arrowTo.x)}" y2="${n(l.arrowTo.y)}" stroke="#1f2d3d" stroke-width="0.06" marker-end="url(#arrow-head)"/>`
        : '';
      const box = union(textBox(l.at.x, l.at.y, l.text, sizes.free), grown(boxOf(l.arrowTo ? [l.at, l.arrowTo] : [l.at]), 0.4));
      texts.push(piece(`<g id="label-${esc(l.id)}">${arrow}<text x="${n(l.at.x)}" y="${n(l.at.y)}" class="free-label">${esc(l.text)}</text></g>`, box));
    }
    for (const a of (map.arrows ?? []).filter((x) => x.side === undefined || sideIds.has(x.side))) {
      const side = a.side === undefined ? undefined : input.sides.find((x) => x.id === a.side);
      const mid = a.points[Math.floor((a.points.length - 1) / 2)]!;
      texts.push(piece(arrowSvg(a, side ? SIDE_STYLE[side.rulesSide].fill : '#1f2d3d'), union(grown(boxOf(a.points), 0.7), textBox(mid.x, mid.y - 0.3, a.label ?? '', sizes.free))));
    }
    body.push(group('<g id="layer-labels">', [...texts, ...edgeNamePieces(edgeNames)]));
  }
  if (options.legend) body.push(...legendSvg(map, board));
  // Everything drawn is clipped to the table: what lies off it (a road run on past the edge) is not drawn.
  const drawing = [group('<g clip-path="url(#table-clip)">', body)];

  const css =
    'text{font-family:"DejaVu Sans",Arial,sans-serif;text-anchor:middle}' +
    `.label{font-size:${n(sizes.place)}px;fill:#2c2c2c;font-style:italic;paint-order:stroke;stroke:#f3f1e3;stroke-width:${n(sizes.place * 0.19)}px}` +
    `.area-label{font-size:${n(sizes.area)}px;font-weight:bold;opacity:0.8}` +
    `.free-label{font-size:${n(sizes.free)}px;font-weight:bold;fill:#1f2d3d;paint-order:stroke;stroke:#f3f1e3;stroke-width:${n(sizes.free * 0.18)}px}` +
    UNIT_LABEL_CSS +
    (sizes.unit === LABEL_SIZES_IN.unit ? '' : `.unit-label{font-size:${n(sizes.unit)}px;stroke-width:${n(sizes.unit * 0.25)}px}`) +
    `.edge-name{font-size:${n(sizes.place)}px;font-weight:bold;letter-spacing:0.04em;fill:#34495e;paint-order:stroke;stroke:#ffffff;stroke-width:${n(sizes.place * 0.19)}px}` +
    '.legend-text{font-size:0.28px;text-anchor:start;fill:#222222}' +
    '.point circle{fill:#ffffff;stroke:#34495e;stroke-width:0.05}.point text{font-size:0.42px;fill:#34495e;font-weight:bold}' +
    '.entrance rect{fill:#34495e}.entrance text{font-size:0.55px;fill:#ffffff;font-weight:bold}';
  return {
    widthIn: board.widthIn,
    heightIn: board.heightIn,
    draw: (window, clipSuffix) => drawNodes(drawing, { paint: options.patterns ?? 'pattern', used, ...(window ? { window } : {}), ...(clipSuffix ? { clipSuffix } : {}) }),
    defs: () =>
      `<style>${css}</style><clipPath id="table-clip"><rect x="0" y="0" width="${n(board.widthIn)}" height="${n(board.heightIn)}"/></clipPath>${patternDefs(used)}${(map.labels ?? []).some((l) => l.arrowTo) ? ARROW_HEAD : ''}${underlays}`,
  };
}
