/**
 * Generic commands on any JSON document, knowing no document type: each document area builds its named
 * commands (core/scenario/commands, core/oob/commands, core/army/commands, core/map/commands) on these.
 */
import type { Command } from './history';
import { applyPatches, getIn, type Patch, type Path } from './patch';

export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Sets (or, with `undefined`, removes) the value at `path`. Setting the same value records nothing. */
export function setIn<D>(label: string, path: Path, value: unknown): Command<D> {
  return {
    label,
    patches: (doc) => {
      const old = getIn(doc, path);
      if (value === undefined) return old === undefined ? [] : [{ op: 'remove', path }];
      return sameJson(old, value) ? [] : [{ op: 'set', path, value }];
    },
  };
}

export function insertAt<D>(label: string, path: Path, value: unknown): Command<D> {
  return { label, patches: () => [{ op: 'insert', path, value }] };
}

export function removeAt<D>(label: string, path: Path): Command<D> {
  return { label, patches: (doc) => (getIn(doc, path) === undefined ? [] : [{ op: 'remove', path }]) };
}

/** Moves a list item from one index to another in the same list. */
export function moveItem<D>(label: string, listPath: Path, from: number, to: number): Command<D> {
  return {
    label,
    patches: (doc) => {
      const list = getIn(doc, listPath);
      if (!Array.isArray(list) || from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [];
      return [
        { op: 'remove', path: [...listPath, from] },
        { op: 'insert', path: [...listPath, to], value: list[from] },
      ];
    },
  };
}

/**
 * Sets the value at `path`, first making any missing objects on the way (a season on a scenario with no
 * weather yet). With `undefined` it removes the value, and then any object on the way it leaves empty,
 * so clearing the last weather field removes `weather` rather than leaving `{}` behind.
 */
export function setCreating<D>(label: string, path: Path, value: unknown): Command<D> {
  return {
    label,
    patches: (doc) => {
      if (value === undefined) {
        if (getIn(doc, path) === undefined) return [];
        let top = path.length;
        // Climb while the parent would be left as an empty object (arrays keep their places).
        while (top > 1) {
          const parent = getIn(doc, path.slice(0, top - 1));
          if (Array.isArray(parent) || typeof parent !== 'object' || parent === null || Object.keys(parent).length !== 1) break;
          top--;
        }
        return [{ op: 'remove', path: path.slice(0, top) }];
      }
      if (sameJson(getIn(doc, path), value)) return [];
      for (let depth = 1; depth < path.length; depth++) {
        if (getIn(doc, path.slice(0, depth)) === undefined) {
          let nested: unknown = value;
          for (let k = path.length - 1; k >= depth; k--) nested = { [String(path[k])]: nested };
          return [{ op: 'set', path: path.slice(0, depth), value: nested }];
        }
      }
      return [{ op: 'set', path, value }];
    },
  };
}

/** Adds `item` at the end of the list at `listPath`, making the list if the document has none yet. */
export function appendItem<D>(label: string, listPath: Path, item: unknown): Command<D> {
  return {
    label,
    patches: (doc) => {
      const list = getIn(doc, listPath);
      if (list === undefined) return setCreating<D>(label, listPath, [item]).patches(doc);
      if (!Array.isArray(list)) return [];
      return [{ op: 'insert', path: [...listPath, list.length], value: item }];
    },
  };
}

/**
 * Removes item `index` of the list at `listPath`. An optional list left empty is removed with it (most
 * of the scenario's lists are optional and some, like a weather table's rows, may not be empty); a
 * required list (`keepEmpty`) stays as `[]`.
 */
export function removeItem<D>(label: string, listPath: Path, index: number, options: { keepEmpty?: boolean } = {}): Command<D> {
  return {
    label,
    patches: (doc) => {
      const list = getIn(doc, listPath);
      if (!Array.isArray(list) || index < 0 || index >= list.length) return [];
      if (list.length === 1 && !options.keepEmpty) return setCreating<D>(label, listPath, undefined).patches(doc);
      return [{ op: 'remove', path: [...listPath, index] }];
    },
  };
}

/** Puts a whole document in place of the current one (recovered work laid over what was last saved). */
export function replaceDocument<D>(label: string, next: D): Command<D> {
  return { label, patches: (doc) => (doc === next ? [] : [{ op: 'set', path: [], value: next }]) };
}

/**
 * Several commands as one edit and one undo entry, each reading the document the ones before it made (a
 * unit deleted with its placements on the map). A refusal by any of them refuses the whole edit.
 */
export function inOrder<D>(label: string, commands: readonly Command<D>[]): Command<D> {
  return {
    label,
    patches: (doc) => {
      const all: Patch[] = [];
      let current = doc;
      for (const command of commands) {
        const patches = command.patches(current);
        current = applyPatches(current, patches).doc;
        all.push(...patches);
      }
      return all;
    },
  };
}
