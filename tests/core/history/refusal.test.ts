/**
 * The refusal path: a command that cannot be made as asked throws the one `Refusal` of core/history with
 * its reason, and the history is left exactly as it was, inside a gesture as outside one. Every
 * document's commands refuse this one way (the editor tells a refusal from a bug by it), read from the
 * source of every command module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { History, PatchError, Refusal } from '../../../core/history';
import { addFeatures, moveVertex } from '../../../core/map/commands';
import * as oob from '../../../core/oob/commands';
import { createScenario, type MusterScenario, type TerrainFeature } from '../../../core/scenario';
import { removeCounter } from '../../../core/scenario/commands';
import { legalArmy } from '../muster/armies';

const ROOT = join(__dirname, '../../..');
const wood: TerrainFeature = { id: 'w1', kind: 'heavy-woods', label: 'Herbst Woods', shape: 'polygon', points: [{ x: 1, y: 1 }, { x: 3, y: 1 }, { x: 2, y: 3 }] };
const withWood = (): MusterScenario => ({ ...createScenario({ title: 'McPherson Ridge' }), map: { kind: 'tabletop', features: [wood] } });
const hexExample = (): MusterScenario => JSON.parse(readFileSync(join(ROOT, 'scenarios/hex-example.scenario.json'), 'utf8')) as MusterScenario;

/** What `run` threw, or fails the test when it threw nothing. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('a refused command', () => {
  it('throws a Refusal whose reason is in the user’s words, and the history is as it was', () => {
    const h = new History(withWood());
    h.execute(moveVertex(0, 0, { x: 2, y: 2 }));
    const before = h.doc;
    const error = thrown(() => h.execute(moveVertex(0, 5, { x: 0, y: 0 })));
    expect(error).toBeInstanceOf(Refusal);
    expect((error as Refusal).reason).toBe('Herbst Woods has no vertex #6');
    expect(h.doc).toBe(before);
    expect(h.undoLabel).toBe('Move vertex');
    h.undo();
    expect(h.doc).toEqual(withWood());
  });

  it('in the middle of a drag leaves the gesture open with the steps before it, one undo entry', () => {
    const h = new History(withWood());
    h.begin('Move vertex');
    h.execute(moveVertex(0, 2, { x: 2.5, y: 3.5 }));
    const mid = h.doc;
    expect(() => h.execute(moveVertex(0, 9, { x: 0, y: 0 }))).toThrow(Refusal);
    expect(h.doc).toBe(mid);
    expect(h.inTransaction).toBe(true);
    h.execute(moveVertex(0, 2, { x: 2.75, y: 3.75 }));
    h.commit();
    expect(h.doc.map.kind === 'tabletop' && h.doc.map.features[0]!.points[2]).toEqual({ x: 2.75, y: 3.75 });
    h.undo();
    expect(h.doc).toEqual(withWood());
    expect(h.canUndo).toBe(false);
  });

  it('is the same type for a scenario, a map and an order of battle', () => {
    // A counter the map still places cannot be removed; a feature id that is taken cannot be added again;
    // a formation cannot go inside itself.
    const hex = new History(hexExample());
    const placed = hex.doc.map.units?.[0];
    expect(placed).toBeDefined();
    const side = hex.doc.sides.findIndex((s) => s.id === placed!.side);
    expect(thrown(() => hex.execute(removeCounter(side, placed!.unit)))).toBeInstanceOf(Refusal);
    expect(thrown(() => new History(withWood()).execute(addFeatures([wood])))).toBeInstanceOf(Refusal);
    const army = new History({ oob: legalArmy() });
    const division = army.doc.oob.children[0]!;
    const loop = thrown(() => army.execute(oob.moveNode(['oob'], 'div', 'b1')));
    expect(loop).toBeInstanceOf(Refusal);
    expect((loop as Refusal).reason).toBe(`cannot move ${division.name} into itself`);
  });

  it('is not what a patch that does not apply throws: that is a fault, not a refusal', () => {
    const error = thrown(() => new History({ list: [1] }).execute({ label: 'Broken', patches: () => [{ op: 'remove', path: ['list', 4] }] }));
    expect(error).toBeInstanceOf(PatchError);
    expect(error).not.toBeInstanceOf(Refusal);
  });
});

/** Every command module of core: the places a command throws from. */
function commandModules(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return walk(path);
      return e.name.endsWith('.ts') && /\/commands(?:\/|\.ts$)/.test(relative(ROOT, path).replaceAll('\\', '/')) ? [path] : [];
    });
  // The order of battle's pure edits are what its commands are made of.
  return [...walk(join(ROOT, 'core')), join(ROOT, 'core/oob/operations.ts')];
}

describe('every command refuses one way', () => {
  it('throws only Refusal, and no command module declares an error class of its own', () => {
    const files = commandModules();
    expect(files.length).toBeGreaterThan(30);
    const other: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const where = relative(ROOT, file);
      for (const m of text.matchAll(/\bthrow\s+new\s+([\w.]+)/g)) if (m[1] !== 'Refusal') other.push(`${where}: throw new ${m[1]}`);
      for (const m of text.matchAll(/\bclass\s+(\w+)\s+extends\s+\w*Error\b/g)) other.push(`${where}: class ${m[1]}`);
    }
    expect(other).toEqual([]);
  });
});
