/** "1 battery", "3 batteries": a count with its noun, for every sentence that counts things. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
