/** "1 battery", "3 batteries": a count with its noun, for every sentence that counts things. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** The noun alone, as a count of `count` wants it: "Game-Turn 5", "Game-Turns 5 and 6". */
export function nounFor(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/**
 * A chance as the rules preview and the playtest say it, one way everywhere: whole percents ("42%"),
 * "under 1%" and "over 99%" at the ends rather than a rounded 0% or 100% that is not so, and "no chance" or
 * "certain" only when it is exactly so (a fire whose dice cannot reach a hit at that range).
 */
export function chanceWords(p: number): string {
  if (p <= 0) return 'no chance';
  if (p >= 1) return 'certain';
  if (p < 0.005) return 'under 1%';
  if (p > 0.995) return 'over 99%';
  return `${Math.round(p * 100)}%`;
}
