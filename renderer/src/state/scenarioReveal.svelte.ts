/**
 * A request, from a menu or a dialog, to show one place of the open scenario's form (Map ▸ Place the
 * Table on the Earth… shows the Board section's georeference): the scenario editor opens the section the
 * pointer belongs to, scrolls to the element that carries it and focuses its first field.
 */
class ScenarioReveal {
  /** The JSON pointer to show, and a count so the same place asked for twice is shown twice. */
  request = $state.raw<{ pointer: string; n: number } | null>(null);
  private n = 0;

  show(pointer: string): void {
    this.request = { pointer, n: ++this.n };
  }
}

export const scenarioReveal = new ScenarioReveal();
