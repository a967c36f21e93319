/**
 * The scenario's ticks and switches: a face of a weather row or of a die-roll arrival, a hidden side, an
 * objective a victory condition counts, whether the weather is rolled, the initiative's rule, taking part
 * in a campaign. Each reads what is there and writes the whole stored value (faces in order, an emptied
 * optional list gone, a switched kind with its own fields), so a view only says what was ticked.
 */
import { Refusal, setCreating, type Command } from '../../history';
import type { Initiative, MusterScenario } from '../../model/scenario.generated';

/** `list` with `item` in it (kept in `order` when given, else at the end) or without it. */
function toggled<T>(list: readonly T[], item: T, on: boolean, order?: (a: T, b: T) => number): T[] {
  if (!on) return list.filter((x) => x !== item);
  if (list.includes(item)) return [...list];
  const next = [...list, item];
  return order ? next.sort(order) : next;
}

const byNumber = (a: number, b: number) => a - b;

/**
 * Face `face` of weather row `row` on (`on`) or off; faces are kept in order. The designer may leave a
 * row with no face for a moment: the Problems list says a roll has no weather.
 */
export function setWeatherFace(row: number, face: number, on: boolean): Command<MusterScenario> {
  return {
    label: on ? `Add ${face} to weather row` : `Take ${face} from weather row`,
    patches: (doc) => {
      const faces = doc.weather?.table?.rows[row]?.faces;
      if (!faces) throw new Refusal(`the weather table has no row ${row + 1}`);
      return setCreating<MusterScenario>('', ['weather', 'table', 'rows', row, 'faces'], toggled(faces, face, on, byNumber)).patches(doc);
    },
  };
}

/**
 * The weather rolled before play on a die table, or fixed. A new table starts as the book's usual 1D6
 * split (1–4 wet, 5–6 dry) for the designer to change; the season and the notes stay either way.
 */
export function setWeatherRolled(rolled: boolean): Command<MusterScenario> {
  return {
    label: rolled ? 'Roll the weather' : 'Fix the weather',
    patches: (doc) => {
      const table = doc.weather?.table;
      if (!rolled) return setCreating<MusterScenario>('', ['weather', 'table'], undefined).patches(doc);
      if (table) return [];
      const { season, text } = doc.weather ?? {};
      return setCreating<MusterScenario>('', ['weather'], {
        ...(season ? { season } : {}),
        ...(text ? { text } : {}),
        table: { die: '1D6', rows: [{ faces: [1, 2, 3, 4], weather: 'wet' }, { faces: [5, 6], weather: 'dry' }] },
      }).patches(doc);
    },
  };
}

/**
 * The initiative's rule (none: the scenario does not state one). Each rule has its own fields, so a new
 * rule replaces the initiative whole, naming the first side where it needs one; its text stays.
 */
export function setInitiativeRule(rule: Initiative['rule'] | undefined): Command<MusterScenario> {
  return {
    label: rule ? 'Change initiative' : 'Clear initiative',
    patches: (doc) => {
      const now = doc.initiative;
      if (rule === now?.rule) return [];
      if (!rule) return setCreating<MusterScenario>('', ['initiative'], undefined).patches(doc);
      const text = now?.text ? { text: now.text } : {};
      const first = doc.sides[0]?.id ?? 'union';
      const value: Initiative = rule === 'side' ? { rule, side: first, ...text } : rule === 'most-leadership' ? { rule, tieBreak: first, ...text } : { rule, ...text };
      return setCreating<MusterScenario>('', ['initiative'], value).patches(doc);
    },
  };
}

/** Whether the scenario is a place in a campaign: joining starts one named "New campaign", first in its order. */
export function setInCampaign(on: boolean): Command<MusterScenario> {
  return {
    label: on ? 'Join a campaign' : 'Leave the campaign',
    patches: (doc) => {
      if (on === (doc.campaign !== undefined)) return [];
      return setCreating<MusterScenario>('', ['campaign'], on ? { name: 'New campaign', order: 1 } : undefined).patches(doc);
    },
  };
}

/** Whether sides set up hidden (ADF picket markers): turned on, no side is hidden yet. */
export function setHiddenDeployment(on: boolean): Command<MusterScenario> {
  return {
    label: on ? 'Use hidden deployment' : 'No hidden deployment',
    patches: (doc) => {
      if (on === (doc.hiddenDeployment !== undefined)) return [];
      return setCreating<MusterScenario>('', ['hiddenDeployment'], on ? { sides: [] } : undefined).patches(doc);
    },
  };
}

/** Side `sideId` sets up hidden (`on`) or in view; a side the scenario does not have is refused. */
export function setSideHidden(sideId: string, on: boolean): Command<MusterScenario> {
  return {
    label: on ? 'Hide side' : 'Reveal side',
    patches: (doc) => {
      if (!doc.sides.some((s) => s.id === sideId)) throw new Refusal(`the scenario has no side '${sideId}'`);
      const sides = doc.hiddenDeployment?.sides ?? [];
      return setCreating<MusterScenario>('', ['hiddenDeployment', 'sides'], toggled(sides, sideId, on)).patches(doc);
    },
  };
}

/** Whether victory condition `condition` counts the map's objective `objectiveId`; none counted: the list goes. */
export function setObjectiveCounted(condition: number, objectiveId: string, on: boolean): Command<MusterScenario> {
  return {
    label: on ? 'Add objective' : 'Remove objective',
    patches: (doc) => {
      const c = doc.victory.conditions[condition];
      if (!c) throw new Refusal(`there is no victory condition ${condition + 1}`);
      if (on && !(doc.map.objectives ?? []).some((o) => o.id === objectiveId)) throw new Refusal(`the map has no objective '${objectiveId}'`);
      const list = toggled(c.objectives ?? [], objectiveId, on);
      return setCreating<MusterScenario>('', ['victory', 'conditions', condition, 'objectives'], list.length ? list : undefined).patches(doc);
    },
  };
}
