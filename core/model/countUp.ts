/**
 * The name of a copy: "Iron Brigade" copied is "Iron Brigade 2", then "Iron Brigade 3", as a designer
 * numbers things on paper. Every place that makes a copy (the library's Duplicate, the order-of-battle
 * tree's Duplicate) names it here, so copies never pile up as "Iron Brigade (copy) (copy)".
 */

/** What older Musters added to a copy's name; a copy of such a copy counts up from the name before it. */
const OLD_COPY_SUFFIX = /(?:\s+\(copy\))+$/i;
const TRAILING_COUNT = /^(.*\S)\s+(\d+)$/;

/** Names are told apart as a reader would: "iron brigade 2" and "Iron Brigade 2" are the same name. */
const key = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The first of `base 2`, `base 3`, … that no name in `taken` has, where `base` is `name` without the
 * count of a copy it already is: a copy of "Iron Brigade 2" (while "Iron Brigade" exists) is "Iron Brigade 3",
 * not "Iron Brigade 2 2". A trailing number is a copy's count only when the name before it is taken too,
 * so "Gettysburg 1863" copied is "Gettysburg 1863 2", keeping its year.
 */
export function countedUpName(name: string, taken: Iterable<string>): string {
  const used = new Set<string>();
  for (const t of taken) used.add(key(t));
  const trimmed = name.trim().replace(OLD_COPY_SUFFIX, '').trim() || name.trim();
  const counted = TRAILING_COUNT.exec(trimmed);
  const base = counted && used.has(key(counted[1]!)) ? counted[1]! : trimmed;
  for (let n = 2; ; n++) {
    const candidate = `${base} ${n}`.trim();
    if (!used.has(key(candidate))) return candidate;
  }
}
