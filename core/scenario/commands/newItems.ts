/**
 * The "+ Add" of each of the scenario's lists: one named command per list that makes the new item from
 * the scenario as it stands (the next free id, number or letter, the first side, the die faces no
 * weather row claims yet), so the item is the same whichever view asks for it and a view never builds one.
 * An item the list cannot take (a weather row with no weather table, a link with no campaign) is refused.
 */
import { appendItem, Refusal, type Command } from '../../history';
import type { CampaignLink, Entry, ForceConstraint, IntersectionPoint, MusterScenario, RoadEntrance, ScenarioSide, SetupArea, SetupInstruction, VictoryCondition, WeatherRow } from '../../model/scenario.generated';

/** `prefix-1`, `prefix-2`, …: the first not in `taken`. */
export function freshId(prefix: string, taken: Iterable<string | undefined>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** The first intersection point number not yet named, written as the board prints it: `01`, `02`, … */
export function nextPointId(taken: readonly IntersectionPoint[] | undefined): string {
  const used = new Set((taken ?? []).map((p) => p.id));
  for (let n = 1; ; n++) if (!used.has(String(n).padStart(2, '0'))) return String(n).padStart(2, '0');
}

/** The first road entrance letter not yet used, `A` to `Z`; past `Z`, `AA` for the designer to rename. */
export function nextLetter(taken: readonly RoadEntrance[] | undefined): string {
  const used = new Set((taken ?? []).map((r) => r.letter));
  for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') if (!used.has(c)) return c;
  return 'AA';
}

/** The side a new item belongs to until the designer picks one: the first side. */
const firstSide = (doc: MusterScenario): string => doc.sides[0]?.id ?? 'union';

function sideOf(doc: MusterScenario, sideIndex: number): ScenarioSide {
  const side = doc.sides[sideIndex];
  if (!side) throw new Refusal(`there is no side #${sideIndex + 1}`);
  return side;
}

/** A command whose item is made from the document when it runs, added at the end of its list. */
function adding(label: string, make: (doc: MusterScenario) => { path: readonly (string | number)[]; item: unknown }): Command<MusterScenario> {
  return {
    label,
    patches: (doc) => {
      const { path, item } = make(doc);
      return appendItem<MusterScenario>(label, path, item).patches(doc);
    },
  };
}

/** A named intersection point on the board, numbered after the ones there, at the corner until placed. */
export function addIntersectionPoint(): Command<MusterScenario> {
  return adding('Add intersection point', (doc) => {
    const item: IntersectionPoint = { id: nextPointId(doc.board.intersectionPoints), at: { x: 0, y: 0 } };
    return { path: ['board', 'intersectionPoints'], item };
  });
}

/** A lettered road entrance, the next free letter, on the north edge until the designer moves it. */
export function addRoadEntrance(): Command<MusterScenario> {
  return adding('Add road entrance', (doc) => {
    const item: RoadEntrance = { letter: nextLetter(doc.board.roadEntrances), edge: 'north' };
    return { path: ['board', 'roadEntrances'], item };
  });
}

/** A set-up area with words only (its outline is drawn on the map), for the first side. */
export function addSetupArea(): Command<MusterScenario> {
  return adding('Add set-up area', (doc) => {
    const item: SetupArea = { id: freshId('area', (doc.map.setupAreas ?? []).map((a) => a.id)), side: firstSide(doc), text: '' };
    return { path: ['map', 'setupAreas'], item };
  });
}

/** An empty instruction for what side `sideIndex` sets up on the table. */
export function addSetupInstruction(sideIndex: number): Command<MusterScenario> {
  return adding('Add set-up instruction', (doc) => {
    sideOf(doc, sideIndex);
    const item: SetupInstruction = { text: '' };
    return { path: ['sides', sideIndex, 'setup'], item };
  });
}

/** An entry of side `sideIndex` (reinforcements, detached units), arriving on turn 1 until set. */
export function addEntry(sideIndex: number): Command<MusterScenario> {
  return adding('Add entry', (doc) => {
    const item: Entry = { id: freshId('entry', (sideOf(doc, sideIndex).entries ?? []).map((e) => e.id)), arrival: { kind: 'turn', turn: 1 } };
    return { path: ['sides', sideIndex, 'entries'], item };
  });
}

/** A constraint in words on what side `sideIndex`'s points buy; a side not raised on points has none. */
export function addForceConstraint(sideIndex: number): Command<MusterScenario> {
  return adding('Add constraint', (doc) => {
    const side = sideOf(doc, sideIndex);
    if (!side.forces.budget) throw new Refusal(`${side.name || side.id} is not raised on a points budget`);
    const item: ForceConstraint = { kind: 'other', text: '' };
    return { path: ['sides', sideIndex, 'forces', 'budget', 'constraints'], item };
  });
}

/** A victory condition in words, with the next free id. */
export function addVictoryCondition(): Command<MusterScenario> {
  return adding('Add victory condition', (doc) => {
    const item: VictoryCondition = { id: freshId('win', doc.victory.conditions.map((c) => c.id)), kind: 'text', text: '' };
    return { path: ['victory', 'conditions'], item };
  });
}

/**
 * A row of the weather table, dry, on the faces no row claims yet (so the table gives a weather for
 * every roll); when every face is claimed, on the die's lowest face for the designer to change.
 */
export function addWeatherRow(): Command<MusterScenario> {
  return adding('Add weather row', (doc) => {
    const table = doc.weather?.table;
    if (!table) throw new Refusal('the weather is fixed, not rolled on a table');
    const faces = table.die === '2D6' ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [1, 2, 3, 4, 5, 6];
    const claimed = new Set(table.rows.flatMap((r) => r.faces));
    const missing = faces.filter((f) => !claimed.has(f));
    const item: WeatherRow = { faces: missing.length ? missing : [faces[0] ?? 1], weather: 'dry' };
    return { path: ['weather', 'table', 'rows'], item };
  });
}

/** A link from an earlier scenario of the campaign: if the first side won it. */
export function addCampaignLink(): Command<MusterScenario> {
  return adding('Add campaign link', (doc) => {
    if (!doc.campaign) throw new Refusal('the scenario is not part of a campaign');
    const item: CampaignLink = { ifWinner: firstSide(doc), text: '' };
    return { path: ['campaign', 'links'], item };
  });
}
