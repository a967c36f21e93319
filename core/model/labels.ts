/**
 * A label table: every value of a list with the words a designer reads for it. Each table lives beside
 * the list it labels (the shared words in ./words.ts, the scenario's in core/scenario/labels.ts, the
 * map's in core/map/labels.ts …); core/vocabulary gathers them all for the views and the schema check.
 */
export type Labels<T extends string | number> = Readonly<Record<T, string>>;

/** Option lists for a form: every value with its label, in the table's order. */
export const optionsOf = <T extends string>(labels: Labels<T>): Array<{ value: T; label: string }> =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
