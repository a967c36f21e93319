/**
 * A command that cannot be made as asked (a counter the map still names, a chain of command that would
 * loop, a vertex that is not there, a target the firer cannot see) throws a `Refusal` with the reason in
 * the user's words: the document stays as it was and the editor shows the reason as a notice. Every
 * command of every document refuses this one way, so the editor can tell a refusal from a bug: any
 * other error a command throws is a fault in Muster, shown as one the user can report.
 */
export class Refusal extends Error {
  override name = 'Refusal';

  /** The reason, as the user reads it ("there is no terrain feature #4"). */
  get reason(): string {
    return this.message;
  }
}
