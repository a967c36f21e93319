import { describe, expect, it } from 'vitest';
import { History, Refusal } from '../../../core/history';
import {
  addLeader,
  addNode,
  duplicateNode,
  locate,
  moveLeader,
  moveNode,
  pasteNode,
  removeLeader,
  removeNode,
  reorder,
  units,
  updateUnit,
  allIds,
} from '../../../core/oob';
import { rename } from '../../../core/oob/commands';
import { battery, brigade, leader, legalArmy, regiment } from '../muster/armies';

const names = (children: Array<{ name: string }>): string[] => children.map((c) => c.name);

describe('order-of-battle edits are pure and share untouched branches', () => {
  it('adding a regiment returns a new OOB and leaves the original as it was', () => {
    const before = legalArmy();
    const snapshot = JSON.stringify(before);
    const after = addNode(before, 'b1', regiment('new'), 0);
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(locate(after, 'new')).toMatchObject({ parent: { id: 'b1' }, index: 0 });
    const div = after.children[0] as { children: unknown[] };
    expect(div.children[1]).toBe((before.children[0] as { children: unknown[] }).children[1]);
  });
  it('renames units, formations and leaders with the one rename command', () => {
    const history = new History({ oob: legalArmy() });
    history.execute(rename(['oob'], 'b1-r1', '24th Michigan'));
    history.execute(rename(['oob'], 'b1', 'Iron Brigade'));
    history.execute(rename(['oob'], 'b1-leader', 'Solomon Meredith'));
    const at = locate(history.doc.oob, 'b1-r1')!;
    expect(at.node.name).toBe('24th Michigan');
    expect(at.parent!.name).toBe('Iron Brigade');
    expect(at.parent!.leaders[0]!.name).toBe('Solomon Meredith');
  });
  it('moves a unit between formations and reorders within one', () => {
    let oob = moveNode(legalArmy(), 'b1-r1', 'b2', 1);
    expect(names((locate(oob, 'b2')!.node as { children: Array<{ name: string }> }).children)).toEqual(['b2-r1', 'b1-r1', 'b2-r2', 'b2-r3', 'b2-r4']);
    oob = reorder(oob, 'b2-r4', 0);
    expect(names((locate(oob, 'b2')!.node as { children: Array<{ name: string }> }).children)[0]).toBe('b2-r4');
    oob = moveNode(oob, 'bat1', null);
    expect(names(oob.children)).toEqual(['div', 'bat1']);
  });
  it('refuses to move a formation into itself or its own brigade', () => {
    expect(() => moveNode(legalArmy(), 'div', 'b1')).toThrow(Refusal);
    expect(() => moveNode(legalArmy(), 'b1', 'b1')).toThrow(Refusal);
    expect(() => moveNode(legalArmy(), 'nope', null)).toThrow(Refusal);
  });
  it('duplicates a brigade with fresh ids for it, its leader and its regiments, right after the original', () => {
    const { oob, id } = duplicateNode(legalArmy(), 'b1');
    const copy = locate(oob, id)!;
    expect(copy.index).toBe(1);
    expect(copy.node.name).toBe('b1 2');
    // A second copy counts on, among the brigade's siblings.
    const again = duplicateNode(oob, 'b1');
    expect(locate(again.oob, again.id)!.node.name).toBe('b1 3');
    expect(units(oob)).toHaveLength(units(legalArmy()).length + 4);
    const ids = [...allIds(oob)];
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('pastes a brigade from another army, renewing only clashing ids', () => {
    const { oob, id } = pasteNode(legalArmy(), 'div', brigade('b1', 3));
    expect(id).toBe('b1-copy');
    expect(locate(oob, 'b1-r1-copy')).toBeDefined();
    expect(pasteNode(legalArmy(), 'div', brigade('b9', 3)).id).toBe('b9');
  });
  it('rejects an id already in use', () => {
    expect(() => addNode(legalArmy(), 'b1', regiment('b2-r1'))).toThrow(/already in use/);
    expect(() => addLeader(legalArmy(), 'b1', leader('b2-leader', 'brigade'))).toThrow(/already in use/);
  });
  it('removes units, formations and leaders; moves leaders', () => {
    let oob = removeNode(legalArmy(), 'b2');
    expect(units(oob)).toHaveLength(6);
    oob = moveLeader(oob, 'b1-leader', 'div');
    expect((locate(oob, 'div')!.node as { leaders: unknown[] }).leaders).toHaveLength(2);
    oob = removeLeader(oob, 'b1-leader');
    expect((locate(oob, 'b1')!.node as { leaders: unknown[] }).leaders).toHaveLength(0);
  });
  it('updates a unit but never changes its arm', () => {
    const oob = updateUnit(legalArmy(), 'bat1', { sections: 3 });
    expect(locate(oob, 'bat1')!.node).toMatchObject({ sections: 3 });
    expect(() => updateUnit(legalArmy(), 'bat1', battery('x') as never)).not.toThrow();
    expect(() => updateUnit(legalArmy(), 'bat1', { arm: 'infantry' } as never)).toThrow(Refusal);
  });
});
