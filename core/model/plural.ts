/** "1 battery", "3 batteries": a count with its noun, for every sentence that counts things. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** The noun alone, as a count of `count` wants it: "Game-Turn 5", "Game-Turns 5 and 6". */
export function nounFor(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}
