/**
 * The build file of a VASSAL module made from bundled scenarios, parsed back: a piece per unit in the
 * palette, the at-start stacks where the scenario sets units up (their `location` resolved by VASSAL's
 * own naming to the hex the image draws), the reinforcements by turn, the turn tracker's length; piece
 * definitions decoded as VASSAL decodes them; and the scenarios it refuses, with the reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basicPiece, buildVassalModule, markerTrait, pieceDefinition, rotateTrait, sequenceDecode, sequenceEncode, VassalExportError, drawingStep } from '../../../../core/export/vassal';
import { gridOf, hexCentre, parseHexId, sheetSize } from '../../../../core/hex';
import { isFormation, type OobNode, type OrderOfBattle } from '../../../../core/model/oob';
import type { HexMap, MusterScenario } from '../../../../core/model/scenario.generated';
import { decodeSlot, gridFromXml, imagesNamed, parseStrict, readBuildFile } from './readBuildFile';
import { locationName, locationPoint } from './vassalNaming';

const scenario = (file: string) => JSON.parse(readFileSync(join('scenarios', file), 'utf8')) as MusterScenario;
const OPTIONS = { maxImageSide: 16_384, withCharts: false, now: new Date('2026-01-01T00:00:00Z') };

/** Units and leaders of an order of battle, counted by walking it. */
function oobPieces(oob: OrderOfBattle): number {
  const count = (node: OobNode): number => (isFormation(node) ? node.leaders.length + node.children.reduce((a, c) => a + count(c), 0) : 1);
  return oob.children.reduce((a, c) => a + count(c), 0);
}

describe('buildVassalModule: Grand Chancellorsville, two sheets on one board', () => {
  const s = scenario('bluegrey/grand-chancellorsville.scenario.json');
  const map = s.map as HexMap;
  const read = readBuildFile(buildVassalModule(s, {}, OPTIONS).buildFile);
  const main = read.maps.find((m) => m.name === 'Map')!;
  const board = main.boards[0]!;
  const vassal = gridFromXml(board);
  const grid = gridOf(map.grid);
  const ppi = board.width / sheetSize(grid).widthIn;
  const at = (id: string) => {
    const c = hexCentre(grid, parseHexId(grid, id)!);
    return { x: Math.round(c.x * ppi), y: Math.round(c.y * ppi) };
  };

  it('holds a zone per sheet, H then F as the map lists them, behind them the H numbering carried on', () => {
    expect(board.zones!.map((z) => z.name)).toEqual(['Hooker and Lee (H)', 'Fredericksburg (F)']);
    expect(vassal.numbering.locationFormat).toBe('H$gridLocation$');
  });

  it('names hexes of each sheet, and the joining row, by the numbers the book prints', () => {
    for (const id of ['H0305', 'H1928', 'H0130', 'F1326', 'F2401', 'F0101', 'F2727', 'H1301', 'H0101']) expect(locationName(vassal, at(id)), id).toBe(id);
    expect(locationName(vassal, at('F1328'))).toBe('H1301'); // the overlap: the first sheet's number
    expect(locationPoint(vassal, 'F1328')).toEqual(locationPoint(vassal, 'H1301'));
  });

  it('sets every at-start stack at the hex its location names', () => {
    expect(main.stacks.length).toBeGreaterThan(20);
    expect(main.stacks.map((st) => st.attrs.location)).toEqual(expect.arrayContaining(['H0305', 'F1326']));
    for (const st of main.stacks) {
      const p = locationPoint(vassal, st.attrs.location!)!;
      expect(p, st.attrs.location).toBeDefined();
      expect(locationName(vassal, p)).toBe(st.attrs.location);
      expect(Math.abs(p.x - Number(st.attrs.x)) + Math.abs(p.y - Number(st.attrs.y))).toBeLessThanOrEqual(2);
    }
  });
});

describe('buildVassalModule: a hex scenario', () => {
  const s = scenario('hex-example.scenario.json');
  const made = buildVassalModule(s, {}, OPTIONS);
  const read = readBuildFile(made.buildFile);
  const map = s.map as HexMap;

  it('has a piece for every counter of each side in the palette, named by its designation and marked with its side and id', () => {
    for (const side of s.sides) {
      const list = read.palette.find((p) => p.side === side.name)!;
      expect(list.pieces.map((p) => p.marker.UnitId).sort()).toEqual((side.forces.counters ?? []).map((c) => c.id).sort());
      for (const p of list.pieces) expect(p.marker.Side).toBe(side.name);
    }
    const kent = read.palette.flatMap((p) => p.pieces).find((p) => p.marker.UnitId === s.sides[0]!.forces.counters![0]!.id)!;
    expect(kent.name).toContain(s.sides[0]!.forces.counters![0]!.name);
    expect(kent.types.map((t) => t.split(';')[0])).toEqual(['mark', 'delete', 'clone', 'piece']);
  });

  it('gives a counter printed on both sides a flip layer of its front and reverse, the reverse showing where it is set up flipped', () => {
    const all = read.palette.flatMap((p) => p.pieces);
    for (const side of s.sides) {
      for (const counter of side.forces.counters ?? []) {
        const piece = all.find((p) => p.marker.Side === side.name && p.marker.UnitId === counter.id)!;
        expect(piece.layer !== undefined, counter.id).toBe(counter.reduced !== undefined);
        if (piece.layer) {
          expect(piece.layer.images).toEqual([piece.image, expect.stringMatching(/reverse\.png$/)]);
          expect(piece.layer.level).toBe(1);
        }
      }
    }
    const reduced = s.sides[0]!.forces.counters!.find((c) => c.reduced)!;
    const flipped = { ...s, map: { ...map, units: [{ side: s.sides[0]!.id, unit: reduced.id, hex: '0303', flipped: true }] } };
    const stack = readBuildFile(buildVassalModule(flipped, {}, OPTIONS).buildFile).maps[0]!.stacks[0]!;
    expect(stack.pieces[0]!.layer!.level).toBe(2);
  });

  it('sets up every placed counter in a stack at its hex, bottom first, the hex named as Muster numbers it', () => {
    const main = read.maps.find((m) => m.name === 'Map')!;
    const pieces = main.stacks.flatMap((st) => st.pieces.map((p) => ({ hex: st.attrs.location, side: p.marker.Side, unit: p.marker.UnitId })));
    expect(pieces).toHaveLength(map.units!.length);
    const sideName = (id: string) => s.sides.find((x) => x.id === id)!.name;
    expect(pieces.map((p) => `${p.hex} ${p.side} ${p.unit}`).sort()).toEqual(map.units!.map((u) => `${u.hex} ${sideName(u.side)} ${u.unit}`).sort());
    // Bottom first: within a hex the stack keeps the map's order.
    for (const st of main.stacks) {
      expect(st.pieces.map((p) => p.marker.UnitId)).toEqual(map.units!.filter((u) => u.hex === st.attrs.location).map((u) => u.unit));
    }
    const vassal = gridFromXml(main.boards[0]!);
    for (const st of main.stacks) {
      expect(st.attrs.useGridLocation).toBe('true');
      const at = locationPoint(vassal, st.attrs.location!)!;
      expect(locationName(vassal, at)).toBe(st.attrs.location);
      expect(Math.abs(at.x - Number(st.attrs.x)) + Math.abs(at.y - Number(st.attrs.y))).toBeLessThanOrEqual(2);
    }
  });

  it('names sample hexes of the image as the map prints them: 0101, the last column, the last row', () => {
    const main = read.maps.find((m) => m.name === 'Map')!;
    const board = main.boards[0]!;
    const grid = gridOf(map.grid);
    const ppi = board.width / sheetSize(grid).widthIn;
    const vassal = gridFromXml(board);
    for (const id of ['0101', '1201', '0110', '1210', '0705']) {
      const c = hexCentre(grid, parseHexId(grid, id)!);
      expect(locationName(vassal, { x: Math.round(c.x * ppi), y: Math.round(c.y * ppi) })).toBe(id);
    }
  });

  it('holds the reinforcements on their own map, a stack per entry marked with its turn', () => {
    const reinforcements = read.maps.find((m) => m.name === 'Reinforcements')!;
    const expected = s.sides.flatMap((side) => (side.entries ?? []).flatMap((e) => (e.units ?? []).map((u) => `${side.name} ${u} ${e.arrival.turn}`)));
    const got = reinforcements.stacks.flatMap((st) => st.pieces.map((p) => `${p.marker.Side} ${p.marker.UnitId} ${p.marker.Turn}`));
    expect(got.sort()).toEqual(expected.sort());
    expect(made.counts.reinforcements).toBe(expected.length);
    for (const st of reinforcements.stacks) {
      expect(Number(st.attrs.x)).toBeLessThan(reinforcements.boards[0]!.width);
      expect(Number(st.attrs.y)).toBeLessThan(reinforcements.boards[0]!.height);
    }
  });

  it('counts the scenario’s turns and shows the briefing; every image it names is one it makes', () => {
    expect(read.turnLevels).toHaveLength(1);
    expect(read.turnLevels[0]!.getAttribute('loopLimit')).toBe(String(s.length.turns));
    expect(read.charts.map((c) => c.name)).toEqual(['Briefing']);
    const made_ = new Map(made.images.map((i) => [i.file, i]));
    for (const image of imagesNamed(read)) {
      if (image.what.startsWith('chart')) {
        expect(made.charts.map((c) => c.file)).toContain(image.file);
        continue;
      }
      const m = made_.get(image.file);
      expect(m, image.what).toBeDefined();
      expect([m!.widthPx, m!.heightPx], image.what).toEqual([image.width, image.height]);
    }
    const data = parseStrict(made.moduledata, 'moduledata');
    expect(data.documentElement.getAttribute('version')).toBe('1');
    expect(data.getElementsByTagName('name')[0]!.textContent).toBe(s.title);
    expect(read.module.getAttribute('name')).toBe(s.title);
    expect(Number(read.module.getAttribute('nextPieceSlotId'))).toBe(made.counts.pieces + made.counts.atStart + made.counts.reinforcements + 1);
  });
});

describe('buildVassalModule: a hex game’s charts panel', () => {
  it.each([
    ['bluegrey/shiloh.scenario.json', 'Reference charts, Blue & Grey', 'chart-reference-bluegrey.png'],
    ['gbacw/example-crossroads.scenario.json', 'Reference charts, Great Battles of the ACW', 'chart-reference-gbacw.png'],
  ])('%s: the briefing and its own game’s reference charts, never ADF’s', (file, title, image) => {
    const made = buildVassalModule(scenario(file), {}, { ...OPTIONS, withCharts: true });
    expect(made.charts).toEqual([
      { file: 'chart-briefing.png', title: 'Briefing', sheet: 'briefing' },
      { file: image, title, sheet: 'charts' },
    ]);
    const read = readBuildFile(made.buildFile);
    expect(read.charts).toEqual([
      { name: 'Briefing', file: 'chart-briefing.png' },
      { name: title, file: image },
    ]);
    expect(made.buildFile).not.toMatch(/Reference charts, (10|15|25)mm/);
  });
});

describe('buildVassalModule: a pointy-topped map with a map letter', () => {
  const base = scenario('hex-example.scenario.json');
  const m = base.map as HexMap;
  const h = (id: string) => `H${id}`;
  const s: MusterScenario = {
    ...base,
    map: { ...m, grid: { ...m.grid, orientation: 'pointy-top', prefix: 'H' }, hexes: m.hexes.map((x) => ({ ...x, hex: h(x.hex) })), hexsides: [], paths: (m.paths ?? []).map((p) => ({ ...p, hexes: p.hexes.map(h) })), units: m.units!.map(({ facing: _f, facingVertex: _v, ...u }) => ({ ...u, hex: h(u.hex) })) },
    sides: base.sides.map((side) => ({ ...side, entries: (side.entries ?? []).map((e) => ({ ...e, ...(e.hexes ? { hexes: e.hexes.map(h) as [string, ...string[]] } : {}) })) })),
  };
  it('sets each stack at the hex its lettered name names, through VASSAL’s sideways grid', () => {
    const read = readBuildFile(buildVassalModule(s, {}, OPTIONS).buildFile);
    const main = read.maps.find((x) => x.name === 'Map')!;
    const vassal = gridFromXml(main.boards[0]!);
    expect(vassal.grid.sideways).toBe(true);
    const grid = gridOf((s.map as HexMap).grid);
    const ppi = main.boards[0]!.width / sheetSize(grid).widthIn;
    expect(main.stacks.length).toBeGreaterThan(0);
    for (const st of main.stacks) {
      expect(st.attrs.location).toMatch(/^H\d{4}$/);
      const at = locationPoint(vassal, st.attrs.location!)!;
      const c = hexCentre(grid, parseHexId(grid, st.attrs.location!)!);
      expect(Math.hypot(at.x - c.x * ppi, at.y - c.y * ppi)).toBeLessThanOrEqual(2);
    }
  });
});

describe('buildVassalModule: a tabletop scenario', () => {
  const s = scenario('taint-no-militia.scenario.json');
  const armies = Object.fromEntries(s.sides.map((side) => [side.id, side.forces.orderOfBattle as OrderOfBattle]));
  const made = buildVassalModule(s, {}, { ...OPTIONS, withCharts: true, pixelsPerInch: 100 });
  const read = readBuildFile(made.buildFile);

  it('has a piece for every unit and leader of each side’s order of battle, each turning freely', () => {
    for (const side of s.sides) {
      const list = read.palette.find((p) => p.side === side.name)!;
      expect(list.pieces).toHaveLength(oobPieces(armies[side.id]!));
      for (const p of list.pieces) expect(p.types.map((t) => t.split(';')[0])).toEqual(['mark', 'delete', 'clone', 'rotate', 'piece']);
    }
  });

  it('sets every placed unit up at its place on a board of 100 pixels an inch, turned to its facing', () => {
    const main = read.maps.find((x) => x.name === 'Map')!;
    expect(main.boards[0]).toMatchObject({ width: s.board.widthIn * 100, height: s.board.heightIn * 100 });
    expect(main.boards[0]!.grid).toBeUndefined();
    const units = (s.map as { units: Array<{ unit: string; facingDeg: number; at: { x: number; y: number } }> }).units;
    expect(main.stacks).toHaveLength(units.length);
    units.forEach((u, i) => {
      const st = main.stacks[i]!;
      expect(st.pieces).toHaveLength(1);
      const rotation = st.pieces[0]!.states[st.pieces[0]!.types.findIndex((t) => t.startsWith('rotate;'))]!;
      // VASSAL turns anticlockwise: a unit facing east (90°) is at −90.
      expect(((-Number(rotation) % 360) + 360) % 360).toBeCloseTo(((u.facingDeg % 360) + 360) % 360, 6);
      // The stack's point is the picture's centre: within the unit's own footprint of its front centre.
      const d = Math.hypot(Number(st.attrs.x) / 100 - u.at.x, Number(st.attrs.y) / 100 - u.at.y);
      expect(d, u.unit).toBeLessThan(Math.max(st.pieces[0]!.width, st.pieces[0]!.height) / 100);
    });
    expect(made.charts.map((c) => c.sheet)).toEqual(['briefing', 'charts']);
  });

  it('brings a formation named by an entry as all of its units', () => {
    const reinforcements = read.maps.find((x) => x.name === 'Reinforcements')!;
    const brigade = reinforcements.stacks.flatMap((st) => st.pieces).filter((p) => p.marker.Entry === 'iron-brigade');
    expect(brigade.length).toBeGreaterThan(1);
  });

  it('refuses a side whose army it was not given, naming the side and the file', () => {
    const { orderOfBattle: _oob, ...forces } = s.sides[0]!.forces;
    const filed = { ...s, sides: [{ ...s.sides[0]!, forces: { ...forces, armyFile: 'taint-no-militia.army-union.json' } }, s.sides[1]!] };
    expect(() => buildVassalModule(filed, {}, OPTIONS)).toThrow(new VassalExportError('side Union uses an army Muster was not given (taint-no-militia.army-union.json)'));
    // Given the army file's order of battle, the same scenario exports.
    expect(buildVassalModule(filed, { union: armies.union! }, OPTIONS).counts.pieces).toBe(made.counts.pieces);
  });
});

describe('buildVassalModule refuses what VASSAL cannot be given', () => {
  const base = scenario('hex-example.scenario.json');
  const m = base.map as HexMap;
  it('a counter placed that its side does not have', () => {
    const s = { ...base, map: { ...m, units: [{ side: 'union', unit: 'no-such-counter', hex: '0101' }] } };
    expect(() => buildVassalModule(s, {}, OPTIONS)).toThrow('map.units[0] (union no-such-counter): side union has no counter no-such-counter');
  });
  it('a counter in a hex off the grid', () => {
    const s = { ...base, map: { ...m, units: [{ ...m.units![0]!, hex: '9999' }] } };
    expect(() => buildVassalModule(s, {}, OPTIONS)).toThrow(/hex 9999 is not on the map's grid/);
  });
  it('a map too large for its image at 48 pixels a hex', () => {
    const s = { ...base, map: { ...m, grid: { ...m.grid, columns: 400 } } };
    expect(() => buildVassalModule(s, {}, OPTIONS)).toThrow(/400 × 10 hexes: at 48 pixels a hex its image would be more than 16384 pixels a side/);
  });
});

describe('piece definitions as VASSAL encodes them', () => {
  it('escapes each delimiter and quotes a value that starts with a backslash (SequenceEncoder)', () => {
    expect(sequenceEncode(['a;b', '', 'c'], ';')).toBe('a\\;b;;c');
    expect(sequenceEncode(['\\x', "'q'"], ';')).toBe("'\\x';''q''");
    for (const values of [['a;b', '', 'c'], ['\\x', "'q'"], ['1/2/II', 'tab\there', '']]) {
      for (const d of [';', '\t', '/', ',']) expect(sequenceDecode(sequenceEncode(values, d), d)).toEqual(values);
    }
  });

  it('writes a BasicPiece as VASSAL does: no keys, the image, the name', () => {
    expect(basicPiece('u.png', 'Iron Brigade', 7).type).toBe('piece;;;u.png;Iron Brigade');
    expect(basicPiece('u.png', 'Iron Brigade', 7).state).toBe('null;0;0;7;0');
  });

  it('keeps a name full of delimiters whole through the three levels of a definition', () => {
    const name = '1/2/II; Kent\'s, "Iron"\tBrigade \\ reserve';
    const text = pieceDefinition([markerTrait([['Side', 'Union/North'], ['UnitId', 'u,1']]), rotateTrait({ steps: 1, facingDeg: 90 }), basicPiece('c.png', name, 3)]);
    const doc = parseStrict(`<s entryName="x" width="1" height="1">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</s>`, 'slot');
    const piece = decodeSlot(doc.documentElement);
    // A tab would split the trait chain where VASSAL reads it (BasicCommandEncoder.createPiece): it becomes a space.
    expect(piece.name).toBe(name.replace('\t', ' '));
    expect(piece.image).toBe('c.png');
    expect(piece.marker).toEqual({ Side: 'Union/North', UnitId: 'u,1' });
    expect(piece.states[1]).toBe('-90.0');
  });
});

describe("the export's progress in words", () => {
  it('counts the counters it draws as the language does: "1 counter", "24 counters"', () => {
    expect(drawingStep('counter', 1)).toBe('Drawing 1 counter');
    expect(drawingStep('counter', 24)).toBe('Drawing 24 counters');
    expect(drawingStep('map', 1)).toBe('Drawing the map');
  });
});
