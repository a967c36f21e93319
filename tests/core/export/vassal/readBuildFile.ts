/**
 * A module's `buildFile.xml` read back as VASSAL's Builder reads it: parsed strictly (@xmldom/xmldom, the
 * XML parser already installed, with every warning or error thrown), then the parts the tests count:
 * each map's boards, grid and set-up stacks, the piece palette, the turn tracker and the charts. Each
 * PieceSlot's text is decoded as BasicCommandEncoder.decode does (`+/id/type/state`), its trait chain
 * split on tabs (BasicCommandEncoder.createPiece).
 */
import { DOMParser } from '@xmldom/xmldom';
import { expect } from 'vitest';
import { sequenceDecode, type VassalHexGrid, type VassalNumbering } from '../../../../core/export/vassal';

type El = Element;

export function parseStrict(text: string, name: string): Document {
  const fail = (level: string) => (message: string) => {
    throw new Error(`${name}: XML ${level}: ${message}`);
  };
  const doc = new DOMParser({ errorHandler: { warning: fail('warning'), error: fail('error'), fatalError: fail('fatal error') } }).parseFromString(text, 'text/xml');
  return doc as unknown as Document;
}

const children = (e: El | Document, tag?: string): El[] => {
  const out: El[] = [];
  const nodes = (e as El).childNodes;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    if (n.nodeType === 1 && (tag === undefined || (n as El).tagName === tag)) out.push(n as El);
  }
  return out;
};

const descendants = (e: El, tag: string): El[] => Array.from(e.getElementsByTagName(tag) as unknown as ArrayLike<El>);

export interface DecodedPiece {
  entryName: string;
  width: number;
  height: number;
  /** Trait types outermost first, the BasicPiece last. */
  types: string[];
  states: string[];
  image: string;
  name: string;
  /** The Marker trait's properties, from its type's keys and its state's values. */
  marker: Record<string, string>;
  /** A layer trait's images (Embellishment's 16th field) and the level its state shows. */
  layer?: { images: string[]; level: number };
}

/** A PieceSlot's piece, decoded. */
export function decodeSlot(slot: El): DecodedPiece {
  const text = slot.textContent ?? '';
  if (!text.startsWith('+/')) throw new Error(`PieceSlot ${slot.getAttribute('entryName')}: not an AddPiece command: ${text.slice(0, 40)}`);
  const [id, type, state, ...rest] = sequenceDecode(text.slice(2), '/');
  if (id !== 'null' || type === undefined || state === undefined || rest.length) throw new Error(`PieceSlot ${slot.getAttribute('entryName')}: expected +/null/TYPE/STATE`);
  const chain = (s: string): string[] => {
    const [mine, inner] = sequenceDecode(s, '\t') as [string, string | undefined];
    return inner === undefined ? [mine] : [mine, ...chain(inner)];
  };
  const types = chain(type);
  const states = chain(state);
  const basic = sequenceDecode(types.at(-1)!.slice('piece;'.length), ';');
  const mark = types.findIndex((t) => t.startsWith('mark;'));
  const marker: Record<string, string> = {};
  if (mark >= 0) {
    const keys = sequenceDecode(types[mark]!.slice('mark;'.length), ',');
    const values = sequenceDecode(states[mark]!, ',');
    keys.forEach((k, i) => (marker[k] = values[i] ?? ''));
  }
  const emb = types.findIndex((t) => t.startsWith('emb2;'));
  const layer = emb >= 0 ? { images: sequenceDecode(sequenceDecode(types[emb]!.slice('emb2;'.length), ';')[15] ?? '', ','), level: Number(states[emb]) } : undefined;
  return { entryName: slot.getAttribute('entryName') ?? '', width: Number(slot.getAttribute('width')), height: Number(slot.getAttribute('height')), types, states, image: basic[2] ?? '', name: basic[3] ?? '', marker, ...(layer ? { layer } : {}) };
}

export interface ReadMap {
  name: string;
  /** A board's grid: its HexGrid (a ZonedGrid's background one) and numbering, and a ZonedGrid's zones in order. */
  boards: Array<{ name: string; image: string; width: number; height: number; grid?: El; numbering?: El; zones?: ReadZone[] }>;
  stacks: Array<{ attrs: Record<string, string>; pieces: DecodedPiece[] }>;
}

export interface ReadZone {
  name: string;
  path: string;
  useParentGrid: string;
  locationFormat: string;
  grid: El;
  numbering: El;
}

export interface ReadBuildFile {
  module: El;
  maps: ReadMap[];
  palette: Array<{ side: string; pieces: DecodedPiece[] }>;
  turnLevels: El[];
  charts: Array<{ name: string; file: string }>;
}

export function readBuildFile(text: string): ReadBuildFile {
  const doc = parseStrict(text, 'buildFile.xml');
  const module = children(doc, 'VASSAL.build.GameModule')[0];
  if (!module) throw new Error('buildFile.xml: no VASSAL.build.GameModule');
  const maps = children(module, 'VASSAL.build.module.Map').map((m): ReadMap => ({
    name: m.getAttribute('mapName') ?? '',
    boards: descendants(m, 'VASSAL.build.module.map.boardPicker.Board').map((b) => {
      const zoned = children(b, 'VASSAL.build.module.map.boardPicker.board.ZonedGrid')[0];
      const HEX_GRID = 'VASSAL.build.module.map.boardPicker.board.HexGrid';
      const NUMBERING = 'VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering';
      // A Zone holds one grid (Zone.java's SingleChildInstance); the ZonedGrid's own HexGrid is the background.
      const zones = zoned
        ? children(zoned, 'VASSAL.build.module.map.boardPicker.board.mapgrid.Zone').map((z): ReadZone => {
            const g = children(z, HEX_GRID);
            if (g.length !== 1) throw new Error(`Zone ${z.getAttribute('name')}: ${g.length} grids`);
            return { name: z.getAttribute('name') ?? '', path: z.getAttribute('path') ?? '', useParentGrid: z.getAttribute('useParentGrid') ?? '', locationFormat: z.getAttribute('locationFormat') ?? '', grid: g[0]!, numbering: children(g[0]!, NUMBERING)[0]! };
          })
        : undefined;
      const grid = children(zoned ?? b, HEX_GRID)[0];
      const numbering = grid ? children(grid, NUMBERING)[0] : undefined;
      return { name: b.getAttribute('name') ?? '', image: b.getAttribute('image') ?? '', width: Number(b.getAttribute('width')), height: Number(b.getAttribute('height')), ...(grid ? { grid } : {}), ...(numbering ? { numbering } : {}), ...(zones ? { zones } : {}) };
    }),
    stacks: children(m, 'VASSAL.build.module.map.SetupStack').map((s) => ({
      attrs: Object.fromEntries(Array.from(s.attributes as unknown as ArrayLike<Attr>).map((a) => [a.name, a.value])),
      pieces: children(s, 'VASSAL.build.widget.PieceSlot').map(decodeSlot),
    })),
  }));
  const window = children(module, 'VASSAL.build.module.PieceWindow')[0];
  const palette = window ? descendants(window, 'VASSAL.build.widget.ListWidget').map((l) => ({ side: l.getAttribute('entryName') ?? '', pieces: children(l, 'VASSAL.build.widget.PieceSlot').map(decodeSlot) })) : [];
  const tracker = children(module, 'VASSAL.build.module.turn.TurnTracker')[0];
  const charts = descendants(module, 'VASSAL.build.widget.Chart').map((c) => ({ name: c.getAttribute('chartName') ?? '', file: c.getAttribute('fileName') ?? '' }));
  return { module, maps, palette, turnLevels: tracker ? children(tracker) : [], charts };
}

/** Every image a build file names: boards, pieces and charts. */
export function imagesNamed(read: ReadBuildFile): Array<{ file: string; width?: number; height?: number; what: string }> {
  const out: Array<{ file: string; width?: number; height?: number; what: string }> = [];
  for (const m of read.maps) for (const b of m.boards) out.push({ file: b.image, width: b.width, height: b.height, what: `board ${b.name}` });
  const pieces = [...read.palette.flatMap((p) => p.pieces), ...read.maps.flatMap((m) => m.stacks.flatMap((s) => s.pieces))];
  for (const p of pieces) {
    out.push({ file: p.image, width: p.width, height: p.height, what: `piece ${p.entryName}` });
    for (const layer of p.layer?.images ?? []) out.push({ file: layer, width: p.width, height: p.height, what: `layer of piece ${p.entryName}` });
  }
  for (const c of read.charts) out.push({ file: c.file, what: `chart ${c.name}` });
  return out;
}

/** The grid a build file states, as VASSAL reads its attributes (a ZonedGrid's zones with their own numbering). */
export function gridFromXml(board: { grid?: Element; numbering?: Element; zones?: ReadZone[] }): VassalHexGrid {
  const g = board.grid!;
  const num = (e: Element, a: string) => Number(e.getAttribute(a));
  const bool = (e: Element, a: string) => e.getAttribute(a) === 'true';
  const numbering = (nb: Element): VassalNumbering => ({
    first: nb.getAttribute('first') as 'H' | 'V',
    sep: nb.getAttribute('sep') ?? '',
    hType: 'N',
    vType: 'N',
    hLeading: num(nb, 'hLeading'),
    vLeading: num(nb, 'vLeading'),
    hOff: num(nb, 'hOff'),
    vOff: num(nb, 'vOff'),
    hDescend: false,
    vDescend: false,
    stagger: bool(nb, 'stagger'),
    locationFormat: nb.getAttribute('locationFormat') ?? '',
  });
  const geometry = (e: Element) => ({ sideways: bool(e, 'sideways'), x0: num(e, 'x0'), y0: num(e, 'y0'), dx: num(e, 'dx'), dy: num(e, 'dy') });
  const zones = board.zones?.map((z) => {
    // Muster's zones share the board's geometry; only the numbering differs.
    expect(geometry(z.grid)).toEqual(geometry(g));
    expect([z.useParentGrid, z.locationFormat]).toEqual(['false', '$gridLocation$']);
    return { name: z.name, path: z.path.split(';').map((pt) => ({ x: Number(pt.split(',')[0]), y: Number(pt.split(',')[1]) })), numbering: numbering(z.numbering) };
  });
  return { grid: geometry(g), numbering: numbering(board.numbering!), ...(zones ? { zones } : {}) };
}
