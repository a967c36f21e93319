/**
 * The Rules preview tool: it edits nothing. A click picks a counter or a hex for the preview (the mover
 * and its path, a line's ends, attackers and a defender, a battery and its target, a leader); dragging
 * from a counter lays its path hex by hex. Backspace takes the last pick back, Escape clears them.
 * States: idle, pressed (each hex entered is a drag pick).
 */
import type { HexTool, HexToolContext } from './hexTool';

export function hexPreviewTool(ctx: HexToolContext): HexTool {
  let pressed: { last: string } | null = null;

  return {
    id: 'preview',
    cursor: 'crosshair',
    down(e) {
      const counter = ctx.scene.counterAt(e.world);
      const at = ctx.scene.hexAt(e.world);
      const hex = counter ? counter.placement.hex : at ? ctx.scene.idOf(at) : undefined;
      if (!hex) return;
      ctx.previewPick({ hex: at ? ctx.scene.idOf(at) : hex, shift: e.shift, drag: false, ...(counter ? { counter: counter.key, counterHex: counter.placement.hex } : {}) });
      pressed = { last: at ? ctx.scene.idOf(at) : hex };
    },
    move(e) {
      if (!pressed) return;
      const at = ctx.scene.hexAt(e.world);
      const hex = at ? ctx.scene.idOf(at) : undefined;
      if (!hex || hex === pressed.last) return;
      pressed.last = hex;
      ctx.previewPick({ hex, shift: e.shift, drag: true });
    },
    up() {
      pressed = null;
    },
    key(key) {
      if (key === 'Backspace') return ctx.previewBack(), true;
      if (key === 'Escape') return ctx.previewClear(), true;
      return false;
    },
    cancel() {
      pressed = null;
    },
  };
}
