/**
 * Which things of the map lie in a box, without looking at all of them: hit tests under the pointer,
 * marquee selection, drawing only what is on screen, and line-of-sight queries across a board of
 * thousands of features. An R-tree (`rbush`) rather than a grid, because features range from a fence
 * post to a wood the size of the table. Each entry is keyed by the caller's id so an edit can move one
 * entry without rebuilding the rest.
 */
import RBush from 'rbush';
import type { Box, Point } from './geometry';

/** An R-tree node as rbush lays it out (`toJSON()`): a box with children, nodes inside and entries at the leaves. */
type TreeNode<K> = Box & ({ leaf: false; children: Array<TreeNode<K>> } | { leaf: true; children: Array<Entry<K>> });

/** Whether segment pq touches the box (Liang–Barsky clipping). */
export function segmentTouchesBox(p: Point, q: Point, b: Box): boolean {
  return segmentTouches(p.x, p.y, q.x, q.y, b.minX, b.minY, b.maxX, b.maxY);
}

/**
 * `segmentTouchesBox` on bare numbers, for the walks that keep their boxes packed in arrays. Every test
 * of a sight line against a box goes through this one function, so the index's walk and a scan of
 * every box answer alike to the last bit: a box that holds another is touched whenever the inner one is.
 */
export function segmentTouches(px: number, py: number, qx: number, qy: number, minX: number, minY: number, maxX: number, maxY: number): boolean {
  // The segment's own box first: most boxes are rejected here.
  if ((px > qx ? px : qx) < minX || (px < qx ? px : qx) > maxX || (py > qy ? py : qy) < minY || (py < qy ? py : qy) > maxY) return false;
  // Then the slabs: the stretch of the segment between the box's two x sides and its two y sides must overlap.
  // Written out, with no calls or arrays, as it runs for every box a sight line passes.
  let t0 = 0;
  let t1 = 1;
  const dx = qx - px;
  if (dx !== 0) {
    let a = (minX - px) / dx;
    let c = (maxX - px) / dx;
    if (a > c) {
      const t = a;
      a = c;
      c = t;
    }
    if (a > t0) t0 = a;
    if (c < t1) t1 = c;
  }
  const dy = qy - py;
  if (dy !== 0) {
    let a = (minY - py) / dy;
    let c = (maxY - py) / dy;
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

/**
 * The tree as flat arrays, for the segment walks: rbush's nodes are objects of two shapes (nodes and
 * entries) read through one call site, which keeps the engine from making that test fast. Nodes are
 * numbered breadth first, so a node's children are consecutive: nodes for an inner node, entries for a
 * leaf. Made from the tree on the first walk after an edit.
 */
interface Packed<K> {
  /** minX, minY, maxX, maxY of each node. */
  nodeBox: Float64Array;
  /** The first child of each node: a node number, or for a leaf an entry number. */
  first: Int32Array;
  count: Int32Array;
  leaf: Uint8Array;
  entryBox: Float64Array;
  keys: K[];
}

function pack<K>(root: TreeNode<K>): Packed<K> {
  const nodes: TreeNode<K>[] = [root];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (!node.leaf) for (const child of node.children) nodes.push(child);
  }
  const nodeBox = new Float64Array(nodes.length * 4);
  const first = new Int32Array(nodes.length);
  const count = new Int32Array(nodes.length);
  const leaf = new Uint8Array(nodes.length);
  const entries: Array<Entry<K>> = [];
  let next = 1;
  nodes.forEach((node, i) => {
    nodeBox.set([node.minX, node.minY, node.maxX, node.maxY], i * 4);
    count[i] = node.children.length;
    if (node.leaf) {
      leaf[i] = 1;
      first[i] = entries.length;
      for (const child of node.children) entries.push(child);
    } else {
      first[i] = next;
      next += node.children.length;
    }
  });
  const entryBox = new Float64Array(entries.length * 4);
  entries.forEach((e, i) => entryBox.set([e.minX, e.minY, e.maxX, e.maxY], i * 4));
  return { nodeBox, first, count, leaf, entryBox, keys: entries.map((e) => e.key) };
}

/** The walks' stack of node numbers, shared while no walk runs inside another. */
let sharedStack = new Int32Array(64);
let sharedStackBusy = false;

interface Entry<K> extends Box {
  key: K;
}

export class SpatialIndex<K> {
  private readonly tree = new RBush<Entry<K>>();
  private readonly entries = new Map<K, Entry<K>>();
  private packed: Packed<K> | undefined;

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
    this.packed = undefined;
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.tree.remove(entry);
    this.entries.delete(key);
    this.packed = undefined;
    return true;
  }

  clear(): void {
    this.tree.clear();
    this.entries.clear();
    this.packed = undefined;
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
    const t = (this.packed ??= pack<K>(this.tree.toJSON() as TreeNode<K>));
    const { nodeBox, first, count, leaf, entryBox, keys } = t;
    const px = p.x;
    const py = p.y;
    const qx = q.x;
    const qy = q.y;
    if (count[0] === 0 || !segmentTouches(px, py, qx, qy, nodeBox[0]!, nodeBox[1]!, nodeBox[2]!, nodeBox[3]!)) return false;
    // A visitor may walk another index (or this one) before it answers: then this walk keeps its own stack.
    const nested = sharedStackBusy;
    let stack = nested ? new Int32Array(64) : sharedStack;
    sharedStackBusy = true;
    try {
      let top = 0;
      stack[top++] = 0;
      while (top > 0) {
        const node = stack[--top]!;
        const from = first[node]!;
        const to = from + count[node]!;
        if (leaf[node] === 1) {
          for (let e = from; e < to; e++) {
            const o = e * 4;
            if (segmentTouches(px, py, qx, qy, entryBox[o]!, entryBox[o + 1]!, entryBox[o + 2]!, entryBox[o + 3]!) && visitor.visit(keys[e]!)) return true;
          }
          continue;
        }
        for (let c = from; c < to; c++) {
          const o = c * 4;
          if (!segmentTouches(px, py, qx, qy, nodeBox[o]!, nodeBox[o + 1]!, nodeBox[o + 2]!, nodeBox[o + 3]!)) continue;
          if (top === stack.length) {
            const grown = new Int32Array(stack.length * 2);
            grown.set(stack);
            stack = grown;
            if (!nested) sharedStack = grown;
          }
          stack[top++] = c;
        }
      }
      return false;
    } finally {
      if (!nested) sharedStackBusy = false;
    }
  }

  /** Whether any box touches `box` (cheaper than `search` when only the answer matters). */
  collides(box: Box): boolean {
    return this.tree.collides(box);
  }
}
