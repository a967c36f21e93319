/**
 * Where a new formation belongs: at the top of the order of battle, or inside a formation of a higher
 * level (NESTING_RANK, core/model/oob.ts). The tree's "+ Formation" offers these places and the add
 * command refuses any other, so a brigade is never put inside a brigade by a click (its regiments would
 * be counted as the outer brigade's; `muster points` warns of such a file made elsewhere).
 */
import { belongsInside, FORMATION_LEVEL_LABELS, isFormation, type Formation, type FormationLevel, type OobNode, type OrderOfBattle } from '../model/oob';
import { locate, locateLeader } from './operations';

/** A place a new formation may go: the top (`id` null) or a formation, with its depth in the tree for an indented list. */
export interface FormationPlace {
  id: string | null;
  name: string;
  level: FormationLevel | null;
  depth: number;
}

const word = (level: FormationLevel): string => FORMATION_LEVEL_LABELS[level].toLowerCase();
const aWord = (level: FormationLevel): string => `${/^[aeiou]/.test(word(level)) ? 'an' : 'a'} ${word(level)}`;

/** Every place a formation of `level` belongs, the top first, then the formations in tree order. */
export function formationPlaces(oob: OrderOfBattle, level: FormationLevel): FormationPlace[] {
  const out: FormationPlace[] = [{ id: null, name: 'Top level', level: null, depth: 0 }];
  const walk = (children: readonly OobNode[], depth: number): void => {
    for (const node of children) {
      if (!isFormation(node)) continue;
      if (belongsInside(level, node.level)) out.push({ id: node.id, name: node.name, level: node.level, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(oob.children, 1);
  return out;
}

/**
 * The place nearest the selection where a formation of `level` belongs: the selected formation itself, else
 * the nearest formation around the selection that may hold it, else the top.
 */
export function nearestFormationPlace(oob: OrderOfBattle, level: FormationLevel, selectedId: string | null): string | null {
  if (!selectedId) return null;
  const leader = locateLeader(oob, selectedId);
  const at = leader ? locate(oob, leader.formation.id) : locate(oob, selectedId);
  if (!at) return null;
  const around: Formation[] = [...at.ancestors, ...(isFormation(at.node) ? [at.node] : [])].reverse();
  return around.find((f) => belongsInside(level, f.level))?.id ?? null;
}

/** Why a formation of `level` may not go inside `parent`, in words; undefined where it belongs. */
export function misplacedFormation(level: FormationLevel, parent: Formation): string | undefined {
  if (belongsInside(level, parent.level)) return undefined;
  const higher = (Object.keys(FORMATION_LEVEL_LABELS) as FormationLevel[]).filter((l) => belongsInside(level, l)).map(aWord);
  const where = higher.length ? `at the top or inside ${higher.length > 1 ? `${higher.slice(0, -1).join(', ')} or ${higher.at(-1)}` : higher[0]}` : 'at the top';
  return `${aWord(level).replace(/^a/, 'A')} does not belong inside ${parent.name} (${aWord(parent.level)}): its units would be counted as ${parent.name}'s. Add it ${where}.`;
}
