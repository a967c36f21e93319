/**
 * Which things of the map lie in a box, without looking at all of them: hit tests under the pointer,
 * marquee selection, drawing only what is on screen, and line-of-sight queries across a board of
 * thousands of features. An R-tree (`rbush`) rather than a grid, because features range from a fence
 * post to a wood the size of the table. Each entry is keyed by the caller's id so an edit can move one
 * entry without rebuilding the rest.
 */
import RBush from 'rbush';
import type { Box } from './geometry';

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

  /** Whether any box touches `box` (cheaper than `search` when only the answer matters). */
  collides(box: Box): boolean {
    return this.tree.collides(box);
  }
}
