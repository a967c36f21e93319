/**
 * Edits of plain immutable JSON as small patches. Applying a patch copies only the objects on its path
 * (everything else is shared with the old document) and returns the patch that undoes it, so every
 * command gets an exact inverse for free.
 */

export type Path = readonly (string | number)[];

export type Patch =
  /** Set an object member or replace an array item (`path: []` replaces the whole document). */
  | { op: 'set'; path: Path; value: unknown }
  /** Delete an object member, or remove an array item (later items move up). */
  | { op: 'remove'; path: Path }
  /** Insert into an array before `path`'s index (later items move down); the index may equal the length. */
  | { op: 'insert'; path: Path; value: unknown };

export class PatchError extends Error {
  override name = 'PatchError';
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

function index(container: unknown[], key: string | number, allowEnd: boolean): number {
  const i = typeof key === 'number' ? key : Number(key);
  const max = allowEnd ? container.length : container.length - 1;
  if (!Number.isInteger(i) || i < 0 || i > max) throw new PatchError(`index ${String(key)} is outside a list of ${container.length}`);
  return i;
}

const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Applies one patch; returns the new document and the patch that takes it back. */
export function applyPatch<D>(doc: D, patch: Patch): { doc: D; inverse: Patch } {
  if (patch.path.length === 0) {
    if (patch.op !== 'set') throw new PatchError(`cannot ${patch.op} the whole document`);
    return { doc: patch.value as D, inverse: { op: 'set', path: [], value: doc } };
  }
  let inverse: Patch | undefined;
  const edit = (node: unknown, depth: number): unknown => {
    if (!isContainer(node)) throw new PatchError(`nothing at ${patch.path.slice(0, depth).join('/') || 'the top'} to edit into`);
    const key = patch.path[depth]!;
    const last = depth === patch.path.length - 1;
    if (Array.isArray(node)) {
      const copy = node.slice();
      if (!last) {
        const i = index(node, key, false);
        copy[i] = edit(node[i], depth + 1);
        return copy;
      }
      if (patch.op === 'insert') {
        const i = index(node, key, true);
        copy.splice(i, 0, patch.value);
        inverse = { op: 'remove', path: patch.path };
      } else if (patch.op === 'remove') {
        const i = index(node, key, false);
        const [old] = copy.splice(i, 1);
        inverse = { op: 'insert', path: patch.path, value: old };
      } else {
        const i = index(node, key, false);
        inverse = { op: 'set', path: patch.path, value: node[i] };
        copy[i] = patch.value;
      }
      return copy;
    }
    const k = String(key);
    const copy: Record<string, unknown> = { ...node };
    if (!last) {
      if (!has(node, k)) throw new PatchError(`no '${k}' to edit into`);
      copy[k] = edit(node[k], depth + 1);
      return copy;
    }
    if (patch.op === 'insert') throw new PatchError(`cannot insert into an object member '${k}'; use set`);
    inverse = has(node, k) ? { op: 'set', path: patch.path, value: node[k] } : { op: 'remove', path: patch.path };
    if (patch.op === 'remove') {
      if (!has(node, k)) throw new PatchError(`no '${k}' to remove`);
      delete copy[k];
    } else {
      copy[k] = patch.value;
    }
    return copy;
  };
  const next = edit(doc, 0) as D;
  return { doc: next, inverse: inverse! };
}

/** Applies patches in order; the inverse list undoes them in reverse order. */
export function applyPatches<D>(doc: D, patches: readonly Patch[]): { doc: D; inverse: Patch[] } {
  let current = doc;
  const inverse: Patch[] = [];
  for (const p of patches) {
    const r = applyPatch(current, p);
    current = r.doc;
    inverse.unshift(r.inverse);
  }
  return { doc: current, inverse };
}

/** The value at `path`, or undefined. */
export function getIn(doc: unknown, path: Path): unknown {
  let node = doc;
  for (const key of path) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[String(key)];
  }
  return node;
}
