/**
 * What a counter's printed designation means, in words: "2/5" is the 2nd Brigade of the 5th Division,
 * "1/2/IV" the 1st Brigade, 2nd Division, IV Corps, a lone "4" cavalry counter the 4th Division's
 * cavalry, "Army" artillery the army's artillery reserve, "Wright" infantry Wright's brigade. The counter
 * keeps its designation as the charts print it (its face shows that); these words name it in lists and
 * panels, and group it under its formation. A designation that follows none of these patterns ("9 GA",
 * "LGd") is its own name.
 */
import type { Counter } from '../model/scenario.generated';

type Named = Pick<Counter, 'name' | 'type'>;

const ROMAN = /^[IVX]+$/;
const ARABIC = /^\d+$/;

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/**
 * The formations a numbered designation names, smallest first: its parts from the right are a corps (a
 * Roman numeral), then divisions and brigades in Arabic numbers; with no corps, the last number is a
 * division. Undefined when a part is not a number.
 */
function numberedLevels(designation: string): string[] | undefined {
  const parts = designation.split('/').map((p) => p.trim());
  if (parts.length === 0 || parts.length > 3 || !parts.every((p) => ROMAN.test(p) || ARABIC.test(p))) return undefined;
  const corps = ROMAN.test(parts[parts.length - 1]!) ? parts.pop() : undefined;
  if (parts.some((p) => !ARABIC.test(p)) || parts.length > 2) return undefined;
  const levels = ['Division', 'Brigade'];
  // From the right: the division, then the brigade.
  const named = parts.reverse().map((p, i) => `${ordinal(Number(p))} ${levels[i]}`).reverse();
  return [...named, ...(corps ? [`${corps} Corps`] : [])];
}

/** A counter of guns or horse names its formation's artillery or cavalry, not the formation itself. */
const ARM_WORDS: Partial<Record<Counter['type'], string>> = { artillery: 'artillery', 'horse-artillery': 'horse artillery', cavalry: 'cavalry' };

/** The counter's name in words: which formation it is, or whose. */
export function counterTitle(counter: Named): string {
  const designation = counter.name.trim();
  const arm = ARM_WORDS[counter.type];
  if (/^army$/i.test(designation)) return counter.type === 'artillery' ? 'Army artillery reserve' : arm ? `Army ${arm}` : 'Army troops';
  if (/^reserve$/i.test(designation)) return arm ? `Reserve ${arm}` : 'Reserve';
  const levels = numberedLevels(designation);
  if (levels) {
    const words = levels.join(', ');
    // "2/5" artillery is the 2nd Brigade's guns only where the brigade is the counter's first level; a
    // lone division or corps number on a cavalry or artillery counter is that formation's arm.
    return arm ? `${words} ${arm}` : words;
  }
  // A commander's name, alone or over his division's initial ("Wright/A"): his brigade, or his guns or horse.
  const [who, ...rest] = designation.split('/');
  if (who && /^[A-Z][A-Za-z.' ]*[a-z]$/.test(who.trim()) && /[a-z]{2}/.test(who) && rest.every((r) => /^[A-Z]$/.test(r.trim()))) {
    const owner = `${who.trim()}’s`;
    if (counter.type === 'infantry') return `${owner} brigade`;
    if (arm) return `${owner} ${arm}`;
  }
  return designation;
}

/**
 * The formation a numbered counter belongs to, in words: the levels above its own ("2/5" → "5th
 * Division", "1/2/IV" → "2nd Division, IV Corps"), or for a lone number on a cavalry or artillery counter
 * the formation whose arm it is ("4" → "4th Division"); "Army" counters belong to the army. Undefined
 * where the designation does not say.
 */
export function formationOfDesignation(counter: Named): string | undefined {
  const designation = counter.name.trim();
  if (/^army$/i.test(designation)) return 'Army';
  const levels = numberedLevels(designation);
  if (!levels) return undefined;
  if (levels.length > 1) return levels.slice(1).join(', ');
  return ARM_WORDS[counter.type] ? levels[0] : undefined;
}
