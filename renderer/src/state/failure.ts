/**
 * What the editor tells the user when a command does not run. A command that refuses (core/history
 * `Refusal`: a counter the map still names, a target out of sight) has a reason in the user's words,
 * shown as it is. Anything else a command throws is a fault in Muster, not something the user did: it is
 * said to be one, with a report the user can copy and send, so a bug never passes for a refusal.
 */
import { Refusal } from '../../../core/history';

export type Failure =
  | { kind: 'refused'; reason: string }
  | {
      kind: 'fault';
      /** One line for the notice: what was being done, and the error's own words. */
      summary: string;
      /** Everything a maintainer needs, for the clipboard: what, where, the error and its stack. */
      report: string;
    };

/** Where the fault happened, for the report. */
export interface FaultContext {
  /** The command's label ("Move vertex"), as Undo would have shown it. */
  doing: string;
  /** The kind of document or session it ran on ("scenario", "playtest"). */
  on: string;
  /** "Muster 0.1.0 (desktop)", when the app has said what it is. */
  app?: string;
}

/** Sorts what a command threw into a refusal or a fault. */
export function failureOf(error: unknown, context: FaultContext): Failure {
  if (error instanceof Refusal) return { kind: 'refused', reason: error.reason };
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error && error.stack ? error.stack : '(no stack)';
  return {
    kind: 'fault',
    summary: `Muster failed while doing "${context.doing}": ${message}. Nothing was changed. This is a fault in Muster, not in your ${context.on}.`,
    report: [
      `Muster internal error`,
      `App: ${context.app ?? 'Muster (version unknown)'}`,
      `While: ${context.doing} (on a ${context.on})`,
      `Error: ${name}: ${message}`,
      '',
      stack,
    ].join('\n'),
  };
}
