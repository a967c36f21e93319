/**
 * The hex Rules preview's answer to what is picked, asked of the scenario's ruleset row (core/preview/hex)
 * through one table by mode, and what of it the map draws. No rule is worked out here.
 */
import type { ArtilleryPreview, AttackPreview, CommandPreview, HexPicks, HexPreviewMode, HexRulesPreview, HexScenario, PathPreview, SightPreview } from '../../../../core/preview/hex';
import { counterByKey } from '../../../../core/preview/hex';
import type { HexPreviewDrawing } from './canvas/hexPreview';

export type HexAnswer =
  | { mode: 'path'; answer: PathPreview | string | undefined }
  | { mode: 'sight'; answer: SightPreview | undefined }
  | { mode: 'attack'; answer: AttackPreview | string | undefined }
  | { mode: 'artillery'; answer: ArtilleryPreview | string | undefined }
  | { mode: 'command'; answer: CommandPreview | undefined };

type Ask = (row: HexRulesPreview, doc: HexScenario, picks: HexPicks) => HexAnswer;

const ASK: Record<HexPreviewMode, Ask> = {
  path: (row, doc, p) => ({ mode: 'path', answer: p.counter !== undefined && p.hexes.length > 1 ? row.path(doc, p.counter, p.hexes) : undefined }),
  sight: (row, doc, p) => ({ mode: 'sight', answer: p.hexes.length === 2 ? row.sight(doc, p.hexes[0]!, p.hexes[1]!) : undefined }),
  attack: (row, doc, p) => ({ mode: 'attack', answer: p.counter !== undefined && p.attackers.length > 0 ? row.attack?.(doc, p.attackers, p.counter) : undefined }),
  artillery: (row, doc, p) => ({ mode: 'artillery', answer: p.counter !== undefined && p.hexes.length === 1 ? row.artillery?.(doc, p.counter, p.hexes[0]!) : undefined }),
  command: (row, doc, p) => ({ mode: 'command', answer: row.command?.(doc, p.counter) }),
};

export const askHexPreview = (row: HexRulesPreview, doc: HexScenario, picks: HexPicks): HexAnswer => ASK[picks.mode](row, doc, picks);

/** What the map shows of the picks and the answer. */
export function drawingOf(doc: HexScenario, picks: HexPicks, a: HexAnswer, found: string | undefined): HexPreviewDrawing {
  const hexOf = (key: string | undefined) => (key === undefined ? undefined : counterByKey(doc, key)?.hex);
  const marks: NonNullable<HexPreviewDrawing['marks']>[number][] = [];
  const mark = (hex: string | undefined, role: (typeof marks)[number]['role']) => hex && marks.push({ hex, role });
  if (found) mark(found, 'found');
  switch (a.mode) {
    case 'path': {
      mark(hexOf(picks.counter), 'mover');
      const path = typeof a.answer === 'object' ? a.answer : undefined;
      return {
        path: { hexes: picks.hexes, stops: path?.steps.filter((s) => s.stops).map((s) => s.to) ?? [], refused: path?.steps.filter((s) => s.refused).map((s) => s.to) ?? [] },
        marks,
      };
    }
    case 'sight':
      for (const h of picks.hexes) mark(h, 'target');
      return a.answer ? { line: { from: a.answer.from, to: a.answer.to, clear: a.answer.clear, blocking: a.answer.blocks.flatMap((b) => b.hexes) }, marks } : { marks };
    case 'attack':
      for (const k of picks.attackers) mark(hexOf(k), 'attacker');
      mark(hexOf(picks.counter), 'defender');
      return { marks };
    case 'artillery': {
      const r = typeof a.answer === 'object' ? a.answer : undefined;
      mark(hexOf(picks.counter), 'battery');
      mark(picks.hexes[0], 'target');
      return r ? { line: { from: r.from, to: r.to, clear: r.canFire, blocking: [] }, marks } : { marks };
    }
    case 'command':
      mark(hexOf(picks.counter), 'leader');
      return { marks };
  }
}
