/**
 * The tabletop editor's rules preview and scenario checks, over the map as it last settled: the table as the
 * rules see it (core/preview), what is wrong on it (errors first), the units the preview answers for (a
 * pinned firer and target, else the selection), and the movement area and side's fire odds when asked for.
 * Everything here is derived, so it is worked out once an edit settles and never at a step of a drag.
 */
import { isEnemyOf, movementArea, previewTable, scenarioChecks, sideFireOdds, type CheckScenario, type PreviewTable } from '../../../../core/preview/adf';
import { untrack } from 'svelte';
import { countChecks } from './benchHook';

export class TablePreview {
  /** Whether the one unit picked shows how far it can move with one action and with two. */
  showMovement = $state(false);
  /** Whether the board tints every enemy by the best chance of hits the picked unit's side has on it. */
  showFireOdds = $state(false);
  /** Whether the rings show what the picked unit's whole side sees, not the unit alone. */
  wholeSide = $state(false);
  /**
   * A firer and its target, chosen with the preview's "Fire at…" (never by selecting both, which would
   * make Properties edit two units of two sides). The pair stays while what is picked holds either of the
   * two (one of them alone, or the firer with its brigade), so the preview answers for the pair where a
   * drag puts it; picking another unit instead, or nothing, lets it go.
   */
  pinned = $state.raw<readonly [string, string] | undefined>(undefined);
  /** Whether the next click on the board chooses the target of the unit picked ("Fire at…"). */
  aiming = $state(false);

  constructor(
    private readonly input: () => Parameters<typeof previewTable>[0] | undefined,
    private readonly checked: () => CheckScenario,
    private readonly selected: () => ReadonlySet<string>,
  ) {
    // Another pick lets the pair go (made while the editor is set up, so the effect is its).
    $effect(() => {
      const picked = this.selected();
      const pair = untrack(() => this.pinned);
      if (pair && ![...picked].some((k) => pair.includes(k))) this.pinned = undefined;
      if (picked.size !== 1) this.aiming = false;
    });
  }

  /** The unit picked fires on `target` in the preview; false when that is no enemy of it. */
  fireAt(target: string): boolean {
    this.aiming = false;
    const picked = [...this.selected()];
    const firer = picked.length === 1 ? this.table?.unitsByKey.get(picked[0]!) : undefined;
    const aimed = this.table?.unitsByKey.get(target);
    if (!firer || !aimed || !isEnemyOf(aimed, firer.side)) return false;
    this.pinned = [firer.key, aimed.key];
    return true;
  }

  readonly table: PreviewTable | undefined = $derived.by(() => {
    const input = this.input();
    return input ? previewTable(input) : undefined;
  });

  readonly problems = $derived.by(() => {
    if (!this.table) return [];
    countChecks();
    return scenarioChecks(this.table, this.checked()).sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  });

  readonly keys: readonly string[] = $derived.by(() => {
    const pinned = this.pinned;
    if (pinned && pinned.every((k) => this.table?.unitsByKey.has(k))) return pinned;
    // Several units picked are a selection to edit, not a question for the preview.
    const picked = [...this.selected()];
    return picked.length === 1 ? picked : [];
  });

  private readonly one = $derived(this.keys.length === 1 ? this.table?.unitsByKey.get(this.keys[0]!) : undefined);

  readonly movement = $derived(this.showMovement && this.one && this.table ? movementArea(this.table, this.one, 2) : undefined);

  readonly fireOdds = $derived(this.showFireOdds && this.one && this.table ? sideFireOdds(this.table, this.one.side) : undefined);
}
