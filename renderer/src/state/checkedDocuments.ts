/**
 * Documents the backend has just read and checked against their schema, and found valid: an editor that
 * shows its problems need not check the same object again when it opens. Checking a big scenario takes
 * about a third of a second, and it was done twice on the way to the first frame (issue 40). An edit
 * makes a new document object, which is checked as usual; a recovered draft is a new object too.
 */
const checked = new WeakSet<object>();

/** `document` came from the backend valid (files.open answered ok, or an example, checked when listed). */
export function markChecked(document: unknown): void {
  if (document !== null && typeof document === 'object') checked.add(document);
}

export function isChecked(document: unknown): boolean {
  return document !== null && typeof document === 'object' && checked.has(document);
}
