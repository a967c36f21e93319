/**
 * The playtest session the workspace holds beside the open scenario's history (`workspace.playtest`):
 * its own undo history over a copy of the scenario's units.
 */
import { History, type Command } from '../../../core/history';
import type { MusterScenario } from '../../../core/scenario';
import type { TabletopMap } from '../../../core/model/scenario.generated';
import { playtestOutcome, situationOf, startPlaytest, type Playtest, type PlaytestGround } from '../../../core/playtest';

/**
 * A playtest of the open scenario: its own history over a copy of the scenario's units, so undo and redo
 * in the playtest never touch the scenario's history and nothing it does reaches the scenario's file.
 * Views run the named commands of core/playtest through `run`, as they run document commands through the
 * workspace; a refusal (the target cannot be seen, a routed unit) is shown as a notice, any other error
 * as a fault.
 */
export class PlaytestSession {
  /** Bumped on every change so Svelte re-reads the state and the undo labels. */
  revision = $state(0);
  readonly history: History<Playtest>;

  constructor(
    readonly ground: PlaytestGround,
    /** The scenario as it stood when the playtest began: what "Save as situation" starts from. */
    readonly scenario: MusterScenario,
    readonly seed: number,
    /** Tells the user why a command did not run (the workspace's `failed`). */
    private readonly failed: (error: unknown, doing: string) => void,
  ) {
    this.history = new History(startPlaytest(ground, scenario.map as TabletopMap, seed));
    this.settled = this.history.doc;
    this.history.subscribe((change) => {
      this.revision++;
      if (!change.inTransaction) this.settled = change.doc;
    });
  }

  get state(): Playtest {
    void this.revision;
    return this.history.doc;
  }

  /** The playtest as it stood when it last settled: the panel reads this, so a drag's steps do not redraw it. */
  settled = $state.raw<Playtest>() as Playtest;

  get undoLabel(): string | undefined {
    void this.revision;
    return this.history.canUndo ? this.history.undoLabel : undefined;
  }

  get redoLabel(): string | undefined {
    void this.revision;
    return this.history.canRedo ? this.history.redoLabel : undefined;
  }

  /** Runs a playtest command; returns whether it ran. */
  run(command: Command<Playtest>): boolean {
    try {
      this.history.execute(command);
      return true;
    } catch (error) {
      this.failed(error, command.label);
      return false;
    }
  }

  /** A drag: every step until `commit` is one undo entry. */
  begin(label: string): void {
    if (!this.history.inTransaction) this.history.begin(label);
  }

  commit(): void {
    this.history.commit();
  }

  undo(): void {
    this.history.undo();
  }

  redo(): void {
    this.history.redo();
  }

  /** The scenario as a new situation at the point reached (see core/playtest/situation.ts), with the result as judged so far. */
  situation(title?: string): MusterScenario {
    const doc = this.history.doc;
    return situationOf(this.scenario, this.ground, doc, title, playtestOutcome(this.scenario, this.ground, doc).result);
  }
}
