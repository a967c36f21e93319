/**
 * Turns a game read from the Blue & Grey text into a Muster scenario: the two sides' counters as the
 * charts print them, the deployed ones placed on a blank hex map numbered as the book numbers it, the
 * reinforcements as entries (by turn, entry hexes, alternatives, conditions), the game length and first
 * player as the text states them, and the victory conditions as the facts table summarises them.
 * Everything the text lacks is said in the problems the import returns, never filled in silently.
 */
import { dateWords, hexColumnRow, numberWord } from './tokens';
import { battleFacts } from './battles';
import type { BgBattle, BgGame, BgProblem, BgReinforcementGroup, BgSide, BgUnit } from './types';
import type { Counter as ScenarioCounter, Entry as ScenarioEntry, HexMap, MusterScenario, ScenarioSide, SetupInstruction } from '../../model/scenario.generated';
import { boardForGrid, mapLayout, type MapLayout } from './map';
import { nounFor } from '../../model/plural';
import { formationOfDesignation } from '../../hex/counterNames';

/** An imported scenario: always on a hex map. */
export type ImportedScenario = MusterScenario & { map: HexMap };

/** The book as a citation names it (users never see the seed file). */
export const BLUEGREY_TITLE = 'Blue & Grey (revised), 2nd edition';

const SIDE_NAMES: Record<BgSide, string> = { union: 'Union', confederate: 'Confederate' };
const SIDES: readonly BgSide[] = ['union', 'confederate'];
const ID_PREFIX: Record<BgSide, string> = { union: 'us', confederate: 'cs' };
/** Columns and rows of blank map kept beyond the farthest hex the text names. */
const MARGIN = 2;
/** A game with no length in its text plays this many turns until the user sets it (reported). */
const FALLBACK_TURNS = 10;

export interface SideSummary {
  name: string;
  deployed: number;
  reinforcements: number;
  strengthPoints: number;
}

export interface ImportedGame {
  title: string;
  /** The file name the scenario is written under. */
  fileName: string;
  scenario: ImportedScenario;
  sides: SideSummary[];
  problems: BgProblem[];
}

/** One scenario per game that has charts; a battle without any gives none (its problems say why). */
export function emitBattle(battle: BgBattle): ImportedGame[] {
  return battle.games
    .filter((g) => g.deployments.length > 0 || g.reinforcements.length > 0)
    .map((game) => emitGame(battle, game));
}

export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[’']/g, '')
    .toLowerCase()
    .replace(/^battle of (the )?/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function emitGame(battle: BgBattle, game: BgGame): ImportedGame {
  const problems: BgProblem[] = [...(game === battle.games[0] ? battle.problems : []), ...game.problems];
  const facts = battleFacts(game.title);
  const slug = facts?.slug ?? slugOf(game.title);
  const parent = battle.games[0]!;

  // The map: every hex the game names, and for a sub-game on its parent's sheet the parent's too.
  const bookHexes = new Set<string>([
    ...game.hexesCited,
    ...game.deployments.flatMap((d) => d.units.filter((u) => !u.suspectHex).map((u) => u.hex)),
    ...game.reinforcements.flatMap((g) => g.hexes),
    ...(facts?.objectives.map((o) => o.hex) ?? []),
    ...(game !== parent && game.prefixes.length === 0 ? parent.hexesCited : []),
  ]);
  const layout = mapLayout(game, hexesOnGrid(bookHexes, game.prefixes), MARGIN);
  problems.push(...layout.problems);
  const objectives = (facts?.objectives ?? []).flatMap((o, i) => {
    const hex = layout.hexOf(o.hex);
    return hex ? [{ id: `objective-${i + 1}`, name: o.name, hex, ...(o.points !== undefined ? { points: o.points } : {}) }] : [];
  });

  const sides: ScenarioSide[] = [];
  const summaries: SideSummary[] = [];
  const placements: Array<{ side: string; unit: string; hex: string }> = [];
  /** Counters the charts give no strength for, by side: read as having none, and said so. */
  const noStrength = new Map<BgSide, number>();
  for (const side of SIDES) {
    const ids = new Set<string>();
    const counterOf = (unit: BgUnit): ScenarioCounter => counter(unit, side, ids);
    const counters: ScenarioCounter[] = [];
    let deployed = 0;
    let strength = 0;
    const setup: SetupInstruction[] = [];
    for (const chart of game.deployments.filter((d) => d.side === side)) {
      const chartIds: string[] = [];
      for (const unit of chart.units) {
        const c = counterOf(unit);
        counters.push(c);
        chartIds.push(c.id);
        strength += c.strength ?? 0;
        const hex = unit.suspectHex ? undefined : layout.hexOf(unit.hex);
        if (hex) {
          placements.push({ side, unit: c.id, hex });
          deployed++;
        } else {
          setup.push({ units: [c.id], text: `Printed at hex ${unit.hex}, which cannot be right: place it from the counter or the map.` });
        }
      }
      for (const note of chart.notes) {
        setup.push({ units: note.units.map((i) => chartIds[i]!).filter(Boolean), text: restrictionText(note.text) });
      }
    }
    const groups = game.reinforcements.filter((g) => g.side === side);
    const entries: ScenarioEntry[] = [];
    let reinforcements = 0;
    const entryIds = new Map<BgReinforcementGroup, string>();
    for (const group of groups) {
      const units = group.units.map(counterOf);
      counters.push(...units);
      const id = entryId(side, group, entries);
      entryIds.set(group, id);
      const alternativeOf = group.alternativeTo !== undefined ? game.reinforcements[group.alternativeTo] : undefined;
      if (!alternativeOf) {
        reinforcements += units.length;
        strength += units.reduce((sum, u) => sum + (u.strength ?? 0), 0);
      }
      entries.push(entry(id, group, units, layout, alternativeOf ? entryIds.get(alternativeOf) : undefined, alternativeOf));
    }
    const rulesSide: ScenarioSide = {
      id: side,
      name: SIDE_NAMES[side],
      rulesSide: side,
      forces: { counters },
      ...(setup.length ? { setup } : {}),
      ...(entries.length ? { entries } : {}),
    };
    sides.push(rulesSide);
    const counted = counters.filter((c) => !entries.some((e) => e.alternativeTo !== undefined && e.units?.includes(c.id)));
    noStrength.set(side, counted.filter((c) => !c.strength).length);
    summaries.push({ name: SIDE_NAMES[side], deployed, reinforcements, strengthPoints: strength });
  }

  const turns = game.length?.turns ?? FALLBACK_TURNS;
  if (!game.length) problems.push({ line: game.from, message: `the text gives no game length: the scenario is set to ${FALLBACK_TURNS} Game-Turns until you set it` });
  const firstPlayer = game.firstPlayer;
  if (!firstPlayer) problems.push({ line: game.from, message: 'the text does not say which player moves first: the scenario leaves it open' });

  if (!facts) problems.push({ line: game.from, message: 'no summary of this game\'s victory conditions is known to the importer: read them in the book' });
  const nightWords = game.length?.night.length ? ` Night: ${nounFor(game.length.night.length, 'Game-Turn')} ${joinList(game.length.night)}.` : '';
  const fogWords = game.length?.fog.length ? ` Fog: ${nounFor(game.length.fog.length, 'Game-Turn')} ${joinList(game.length.fog)}.` : '';
  const [u, c] = summaries as [SideSummary, SideSummary];
  // "None to come" only when the text says so: reinforcements by a die roll the importer cannot read are
  // still to come, and counters printed without strength are not "0 strength points".
  const rolled = (side: BgSide) => game.rolledReinforcements?.includes(side) === true;
  const toCome = (s: SideSummary, side: BgSide) => (s.reinforcements ? `${s.reinforcements}` : rolled(side) ? 'more by die roll' : 'none');
  const points = (s: SideSummary, side: BgSide, words: string) =>
    `${s.strengthPoints}${words}${noStrength.get(side) ? `, ${noStrength.get(side)} counters with no strength printed` : ''}${rolled(side) ? '; the die-roll reinforcements are not imported, see the designer notes' : ''}`;
  const forces = `the Union has ${u.deployed} counters on the map and ${toCome(u, 'union')} to come (${points(u, 'union', ' strength points')}), the Confederates ${c.deployed} and ${toCome(c, 'confederate')} (${points(c, 'confederate', '')})`;
  // What the import found wrong or missing goes into the file, where the app shows it (the Designer notes).
  const importNotes = problems.length
    ? `Import notes: what the Blue & Grey text leaves out or gets wrong, with its line in the text.\n${[...problems].sort((a, b) => a.line - b.line).map((p) => `- Line ${p.line}: ${noQuote(p.message)}.`).join('\n')}`
    : undefined;
  const scenario: ImportedScenario = {
    $schema: 'https://muster.app/schemas/scenario.schema.json',
    formatVersion: 4,
    id: `bluegrey-${slug}`,
    title: game.title,
    ...(game.date ? { date: game.date } : {}),
    situation: `${game.date ? `${dateWords(game.date)}: ` : ''}${forces}. Imported from the Blue & Grey deployment and reinforcement charts; the map is blank at the book's hex numbering, ready to paint.`.replace(/^./, (ch) => ch.toUpperCase()),
    source: citation(game, parent),
    ...(importNotes ? { designerNotes: importNotes } : {}),
    ruleset: 'bluegrey',
    scale: 'counters',
    board: boardForGrid(layout.grid),
    map: { kind: 'hex', grid: layout.grid, hexes: [], ...(objectives.length ? { objectives } : {}), units: placements },
    sides,
    ...(firstPlayer ? { initiative: { rule: 'side' as const, side: firstPlayer, text: `The ${SIDE_NAMES[firstPlayer]} player moves first in every Game-Turn.` } } : {}),
    length: { turns, ...(nightWords || fogWords ? { text: `${turns} Game-Turns.${nightWords}${fogWords}` } : {}) },
    victory: facts
      ? { text: facts.victory.text, conditions: facts.victory.conditions.map((c, i) => ({ id: `victory-${i + 1}`, kind: 'text' as const, ...(c.side ? { side: c.side } : {}), text: c.text })) }
      : { text: `See the victory conditions of ${game.title} in ${BLUEGREY_TITLE}.`, conditions: [] },
  };
  return { title: game.title, fileName: `${slug}.scenario.json`, scenario, sides: summaries, problems: problems.sort((a, b) => a.line - b.line) };
}

/** A problem that quotes the book's own sentence points to its line instead: the files carry no book prose. */
const noQuote = (message: string): string => message.replace(/, kept only in this report: ".*"$/, ': read it at this line of the book');

function counter(unit: BgUnit, side: BgSide, ids: Set<string>): ScenarioCounter {
  const s = unit.strength;
  const base = `${ID_PREFIX[side]}-${slugOf(unit.designation) || 'unit'}`;
  // A designation a side prints twice (Shiloh's divisions, Wilderness's two TD) gets _2, _3: an underscore
  // no designation's slug has, so the second "4" never takes the id of "4/2".
  let id = base;
  for (let k = 2; ids.has(id); k++) id = `${base}_${k}`;
  ids.add(id);
  // The formation in words where the designation numbers it ("2/5" → "5th Division"), else as printed after its first part.
  const formation = unit.brigade
    ? `${unit.brigade.name}’s brigade`
    : (formationOfDesignation({ name: unit.designation, type: s.type }) ?? (unit.designation.includes('/') ? unit.designation.slice(unit.designation.indexOf('/') + 1) : undefined));
  const notes: string[] = [];
  if (s.defenceOnly) notes.push('Its strength is printed in brackets: it only defends, at that strength.');
  if (unit.designationAsPrinted) notes.push(`Printed as “${unit.designationAsPrinted}”.`);
  return {
    id,
    name: unit.designation,
    type: s.type,
    ...(s.strength !== undefined ? { strength: s.strength } : {}),
    ...(s.defenceOnly ? { fireOnly: true } : {}),
    ...(s.movement !== undefined ? { movement: s.movement } : {}),
    ...(formation ? { formation } : {}),
    ...(unit.brigade?.colour ? { colour: unit.brigade.colour } : {}),
    ...(notes.length ? { notes: notes.join(' ') } : {}),
  };
}

function entryId(side: BgSide, group: BgReinforcementGroup, entries: ScenarioEntry[]): string {
  const when = group.turn !== undefined ? `gt${group.turn}` : `from-gt${group.roll?.fromTurn ?? 0}`;
  const base = `${side}-${when}${group.alternativeTo !== undefined ? '-or' : ''}`;
  let id = base;
  for (let k = 2; entries.some((e) => e.id === id); k++) id = `${base}-${k}`;
  return id;
}

function entry(id: string, group: BgReinforcementGroup, units: ScenarioCounter[], layout: MapLayout, alternativeTo: string | undefined, alternativeOf: BgReinforcementGroup | undefined): ScenarioEntry {
  const hexes = (group.hexesHow === 'fallback' ? group.hexes.slice(0, 1) : group.hexes).map((h) => layout.hexOf(h)).filter((h): h is string => h !== undefined);
  const conditions: string[] = [];
  if (alternativeOf) conditions.push(`Instead of ${joinList(alternativeOf.units.map((u) => u.designation))}: the owner brings one group or the other.`);
  if (group.roll) conditions.push(`From Game-Turn ${group.roll.fromTurn}, the ${SIDE_NAMES[group.side]} player rolls a die at the start of each of his player-turns; on ${joinList(group.roll.faces)} these units arrive.`);
  if (group.hexesHow === 'fallback') conditions.push(`Enters at ${group.hexes[0]}, or at ${group.hexes[1]} if ${group.hexes[0]} is ${group.fallback}.`);
  if (group.optional) conditions.push(`Optional rule ${group.optional.replace(/^\[([\d.]+)\]\s*(.*)$/, (_, n: string, t: string) => `${n} (${titleCase(t)})`)}: only when the players use it.`);
  if (group.night) conditions.push('Arrives on a night turn.');
  const text =
    group.edge ? `Enters anywhere on the ${group.edge} edge.`
    : group.hexesHow === 'and/or' ? `Enters at ${joinList(group.hexes, 'and/or')}, in any split.`
    : group.hexesHow === 'or' ? `Enters at one of ${joinList(group.hexes, 'or')}.`
    : undefined;
  return {
    id,
    units: units.map((u) => u.id),
    arrival: group.roll
      ? { kind: 'roll', die: '1D6', rollOnTurn: group.roll.fromTurn, nowOn: group.roll.faces, otherwise: 'next-turn', atStartOfPlayerTurn: true }
      : { kind: 'turn', turn: group.turn! },
    ...(hexes.length ? { hexes } : {}),
    ...(group.edge ? { edge: group.edge } : {}),
    ...(alternativeTo ? { alternativeTo } : {}),
    ...(conditions.length ? { condition: conditions.join(' ') } : {}),
    ...(text ? { text } : {}),
  };
}

/** "The above units may not move on Game-Turn One." → "May not move on Game-Turn 1." */
function restrictionText(text: string): string {
  const m = /may not move (?:on|during) Game-Turn (\w+)/i.exec(text);
  if (m) return `May not move on Game-Turn ${numberWord(m[1]!) ?? m[1]}.`;
  return text.replace(/^The above units?\s+/i, '').replace(/^./, (c) => c.toUpperCase());
}

function citation(game: BgGame, parent: BgGame): string {
  const charts = [
    ...new Set([
      ...game.deployments.map((d) => `[${d.section}] ${SIDE_NAMES[d.side]} deployment`),
      ...game.reinforcements.map((g) => `[${g.section}] ${SIDE_NAMES[g.side]} reinforcements`),
    ]),
  ];
  const where = game === parent ? game.title : `${parent.title} · [${game.section}] ${game.title}`;
  return `${BLUEGREY_TITLE} · ${where} · ${charts.join(', ')}`;
}

function hexesOnGrid(hexes: Set<string>, prefixes: string[]): string[] {
  // A game on combined sheets numbers its own hexes with the sheet's letter; its unlettered hexes are
  // the parent game's and are not on this map.
  return [...hexes].filter((h) => prefixes.length === 0 || hexColumnRow(h).prefix !== '');
}

function joinList(items: ReadonlyArray<string | number>, word = 'and'): string {
  const s = items.map(String);
  return s.length <= 1 ? (s[0] ?? '') : `${s.slice(0, -1).join(', ')} ${word} ${s[s.length - 1]}`;
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|\s)(\S)/g, (_, a: string, b: string) => `${a}${b.toUpperCase()}`);
}
