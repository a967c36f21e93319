/**
 * Which things of the map lie in a box, without looking at all of them: hit tests under the pointer,
 * marquee selection, drawing only what is on screen, and line-of-sight queries across a board of
 * thousands of features. An R-tree (`rbush`) rather than a grid, because features range from a fence
 * post to a wood the size of the table. Each entry is keyed by the caller's id so an edit can move one
 * entry without rebuilding the rest.
 */
import RBush from 'rbush';
import type { Box, Point } from './geometry';

/** An R-tree node as rbush lays it out (`toJSON()`): a box with children, entries at the leaves. */
interface TreeNode extends Box {
  leaf: boolean;
  children: Array<TreeNode>;
}

/** Whether segment pq touches the box (Liang–Barsky clipping). */
export function segmentTouchesBox(p: Point, q: Point, b: Box): boolean {
  // The segment's own box first: most boxes are rejected here.
  if ((p.x > q.x ? p.x : q.x) < b.minX || (p.x < q.x ? p.x : q.x) > b.maxX || (p.y > q.y ? p.y : q.y) < b.minY || (p.y < q.y ? p.y : q.y) > b.maxY) return false;
  // Then the slabs: the stretch of the segment between the box's two x sides and its two y sides must overlap.
  // Written out, with no calls or arrays, as it runs for every box a sight line passes.
  let t0 = 0;
  let t1 = 1;
  const dx = q.x - p.x;
  if (dx !== 0) {
    let a = (b.minX - p.x) / dx;
    let c = (b.maxX - p.x) / dx;
    if (a > c) {
      const t = a;
      a = c;
      c = t;
    }
    if (a > t0) t0 = a;
    if (c < t1) t1 = c;
  }
  const dy = q.y - p.y;
  if (dy !== 0) {
    let a = (b.minY - p.y) / dy;
    let c = (b.maxY - p.y) / dy;
    if (a > c) {
      const t = a;
      a = c;
      c = t;
    }
    if (a > t0) t0 = a;
    if (c < t1) t1 = c;
  }
  return t0 <= t1;
}

interface Entry<K> extends Box {
  key: K;
}

export class SpatialIndex<K> {
  private readonly tree = new RBush<Entry<K>>();
  private readonly entries = new Map<K, Entry<K>>();

  /** Builds an index of many entries at once (bulk loading packs the tree better than inserts one by one). */
  static of<K>(items: Iterable<readonly [K, Box]>): SpatialIndex<K> {
    const index = new SpatialIndex<K>();
    const entries: Entry<K>[] = [];
    for (const [key, box] of items) {
      const entry = { ...box, key };
      index.entries.set(key, entry);
      entries.push(entry);
    }
    index.tree.load(entries);
    return index;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  boxOf(key: K): Box | undefined {
    return this.entries.get(key);
  }

  /** Adds an entry, or moves it when the key is already there. */
  set(key: K, box: Box): void {
    this.delete(key);
    const entry = { minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, key };
    this.entries.set(key, entry);
    this.tree.insert(entry);
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.tree.remove(entry);
    this.entries.delete(key);
    return true;
  }

  clear(): void {
    this.tree.clear();
    this.entries.clear();
  }

  /** The keys whose boxes touch `box`. */
  search(box: Box): K[] {
    return this.tree.search(box).map((e) => e.key);
  }

  /**
   * The keys whose boxes a segment touches, descending only into the tree's nodes the segment crosses:
   * a long sight line across the table looks at the few things near it, not at everything in its
   * bounding box.
   */
  alongSegment(p: Point, q: Point): K[] {
    const found: K[] = [];
    this.walkSegment(p, q, { visit: (key) => (found.push(key), false) });
    return found;
  }

  /**
   * `alongSegment` for the hot paths: hands each key to `visitor.visit` as the walk finds it and stops
   * when that returns true, so a sight line blocked near its start never walks the rest of the table.
   * Returns whether it was stopped.
   */
  walkSegment(p: Point, q: Point, visitor: { visit(key: K): boolean }): boolean {
    // rbush documents its node layout as what toJSON() returns; it is the tree itself, not a copy.
    const root = this.tree.toJSON() as TreeNode;
    if (root.children.length === 0 || !segmentTouchesBox(p, q, root)) return false;
    const stack: TreeNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      for (const child of node.children) {
        if (!segmentTouchesBox(p, q, child)) continue;
        if (!node.leaf) stack.push(child);
        else if (visitor.visit((child as unknown as Entry<K>).key)) return true;
      }
    }
    return false;
  }

  /** Whether any box touches `box` (cheaper than `search` when only the answer matters). */
  collides(box: Box): boolean {
    return this.tree.collides(box);
  }
}
