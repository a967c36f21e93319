/**
 * A scenario edit that cannot be made as asked (a counter the map still names, a chain of command that
 * would loop, an entry hex off the map): the command throws this with the reason in the designer's
 * words, the document stays as it was, and the editor shows the reason.
 */
export class ScenarioEditError extends Error {
  override name = 'ScenarioEditError';
}
