/**
 * Reads the Blue & Grey rule book's text into battles, games and chart records.
 *
 * The charts were tables whose cells the text gives one to a line, with any number of blank lines
 * between them, so the parser never counts blank lines: it walks the cells and knows each by its place
 * in the record (hex, strength, designation, and Olustee's brigade) and by its shape. A battle runs from
 * its "[15.0] INTRODUCTION" to the next one; its title is read from the title block before it. A chart
 * opens at a side's heading under an Initial Deployment or Reinforcement heading (the section numbers
 * are not trusted: Antietam files its Confederate reinforcements under "[16.2]"), and closes at the next
 * numbered line. Whatever the parser cannot read, or reads only by correcting the text, it reports with
 * the line and why; it never throws on the text.
 */
import {
  COLUMN_HEADING, HEX, HEX_IN_TEXT, SECTION, cleanLine, correctDesignation, correctHex, dateWords, firstDateIn, hexColumnRow,
  isSentence, numberList, numberWord, readDateLine, readStrength,
} from './tokens';
import type {
  BgBattle, BgBook, BgChartNote, BgDeployedUnit, BgDeploymentChart, BgGame, BgGameLength, BgProblem,
  BgReinforcementGroup, BgSide, BgStrength, BgUnit, BgUnitType,
} from './types';

const INTRODUCTION = '[15.0] INTRODUCTION';
const APPENDIX = /^BLUE & GREY\s*[–-]\s*Appendix/i;
/** A sub-game of a battle: "[22.0] 3 MAY 1863 SCENARIO", "[22.0] THE GRAND CHANCELLORSVILLE OPTION". */
const SUB_GAME = /^(.*\b(?:SCENARIO|OPTION))$/;
/** The side heading that opens a chart. */
const CHART_HEADING = /^(UNION|CONFEDERATE)\s+(ARMY|INITIAL DEPLOYMENT|REINFORCEMENTS|CONDITIONAL REINFORCEMENTS)$/;
const GROUP_HEADING = /^(?:Arriving|Appearing) on Game-Turn (\w+)(?:\s*\((Night)\))? on (.+?):$/;
const ALTERNATIVE = /^\(or the following units?\):?$/i;
const CONDITIONAL = /Beginning with Game-Turn (\w+)\b.*?die roll result of ‘(\d)’.*?following units? at hex (\w+):$/;
/** A group heading of Olustee's brigade-level chart: the turn alone. */
const TURN_ONLY = /^Game-Turn (\w+)$/;
/** A set-up section that sends the players to the map sheet or the counters instead of a chart. */
const SET_UP_ELSEWHERE = /\bset up\b.*\bmap sheet\b|\bprinted on the back\b|\breverse sides?\b/i;
const HEX_RANGE = /between hexes ([A-Z]?\d{4}) and ([A-Z]?\d{4}) inclusive/;
/** Combined sheets: which letter names which game's sheet, and the hexes that overlap where they join. */
const SHEET_LETTER = /preceded by an? [“"](\w)[”"] (?:are|is) on the ([\w ]+?) map sheet/g;
const SHEET_JOIN = /([A-Z][\w ]*?) hex (\d{4}) overlaps directly on to ([A-Z][\w ]*?) hex (\d{4})/;
/** How far (in columns or rows) a hex may lie beyond every other hex of its game before it reads as a misprint. */
const SUSPECT_DISTANCE = 20;

interface Line {
  n: number;
  text: string;
  /** The raw line held only spaces: a table cell whose content was lost. */
  blankCell: boolean;
}

/** Reads the whole book. */
export function parseBlueGrey(text: string): BgBook {
  const raw = text.split(/\r?\n/);
  const lines: Line[] = raw.map((r, i) => ({ n: i + 1, text: cleanLine(r), blankCell: r.length > 0 && r.trim() === '' }));
  const intros = lines.filter((l) => l.text === INTRODUCTION).map((l) => l.n);
  const appendix = lines.find((l) => APPENDIX.test(l.text) && l.n > (intros[0] ?? 0))?.n ?? lines.length + 1;
  const battles: BgBattle[] = [];
  intros.forEach((at, i) => {
    const next = intros[i + 1];
    const titleBlockOfNext = next !== undefined ? titleBlockStart(lines, next) : appendix;
    battles.push(readBattle(lines, at, titleBlockOfNext - 1));
  });
  return { battles, lineCount: raw.length };
}

/**
 * Where the title block before an introduction starts (its title line), so that the battle before it
 * ends there: the block lies between the last numbered line before the introduction and the introduction.
 */
function titleBlockStart(lines: Line[], intro: number): number {
  for (let n = intro - 1; n >= 1; n--) {
    if (SECTION.test(lines[n - 1]!.text)) {
      const date = findDateLine(lines, n + 1, intro - 1);
      if (!date) return intro;
      const title = titleBefore(lines, n + 1, date.n);
      return title ? title.n : date.n;
    }
  }
  return intro;
}

function findDateLine(lines: Line[], from: number, to: number): (Line & { date: string }) | undefined {
  for (let n = to; n >= from; n--) {
    const line = lines[n - 1]!;
    const date = readDateLine(line.text);
    if (date) return { ...line, date };
  }
  return undefined;
}

function titleBefore(lines: Line[], from: number, dateLine: number): Line | undefined {
  for (let n = dateLine - 1; n >= from; n--) {
    const line = lines[n - 1]!;
    if (line.text === '') continue;
    return line.text.length <= 40 && !/[:.]/.test(line.text) ? line : undefined;
  }
  return undefined;
}

function readBattle(lines: Line[], intro: number, to: number): BgBattle {
  const problems: BgProblem[] = [];
  // The title block: after the numbered line before the introduction.
  let blockFrom = 1;
  for (let n = intro - 1; n >= 1; n--) {
    if (SECTION.test(lines[n - 1]!.text)) {
      blockFrom = n + 1;
      break;
    }
  }
  const date = findDateLine(lines, blockFrom, intro - 1);
  const titleLine = date ? titleBefore(lines, blockFrom, date.n) : undefined;
  const introLine = lines.slice(intro, to).find((l) => l.text !== '' && !SECTION.test(l.text));
  const introText = introLine?.text ?? '';
  let title = titleLine?.text;
  let titleAt = titleLine?.n ?? intro;
  if (!title) {
    const named = /^(?:The )?(?:Battle of )?(.+?) is an? (?:[\w-]+ )*simulation/.exec(introText);
    title = named?.[1] ?? `Battle at line ${intro}`;
    titleAt = introLine?.n ?? intro;
    problems.push({ line: intro, message: `the title block before the introduction was lost from the text; the title "${title}" is read from the introduction` });
  }
  let gameDate = date?.date;
  let dateLine = date?.n;
  const introDate = firstDateIn(introText);
  if (introDate && gameDate && introDate.slice(0, 7) !== gameDate.slice(0, 7)) {
    problems.push({ line: date!.n, message: `the title block dates the battle ${date!.text.replace(/^[^,]*,\s*/, '')}, the introduction ${dateWords(introDate)}: the introduction's date is used` });
    gameDate = introDate;
    dateLine = introLine!.n;
  } else if (!gameDate && introDate) {
    gameDate = introDate;
    dateLine = introLine!.n;
  }

  // Sub-games start at a top-level heading naming a scenario or an option.
  const starts: Array<{ n: number; section?: string; name?: string }> = [{ n: intro }];
  for (let n = intro + 1; n <= to; n++) {
    const m = SECTION.exec(lines[n - 1]!.text);
    if (m && /^\d+\.0$/.test(m[1]!) && SUB_GAME.test(m[2]!)) starts.push({ n, section: m[1]!, name: m[2]! });
  }
  const games: BgGame[] = starts.map((s, i) => {
    const end = (starts[i + 1]?.n ?? to + 1) - 1;
    const gameTitle = s.name ? subGameTitle(title!, s.name) : title!;
    return readGame(lines, s.n, end, gameTitle, s.section);
  });
  const main = games[0]!;
  if (gameDate) {
    main.date = gameDate;
    main.dateLine = dateLine!;
  }
  for (const sub of games.slice(1)) {
    const own = subGameDate(lines, sub, main.date);
    if (own) {
      sub.date = own.date;
      sub.dateLine = own.line;
    } else if (main.date) {
      sub.date = main.date;
      sub.dateLine = main.dateLine!;
    }
    inheritFromParent(sub, main);
  }
  for (const game of games) nightFromCharts(game);
  if (games.every((g) => g.deployments.length === 0 && g.reinforcements.length === 0)) {
    problems.push({ line: intro, message: 'the text has no Initial Deployment or Reinforcement Chart for this battle (its set-up is printed on the map or the counters): nothing to import' });
  }
  return { title: title!, titleLine: titleAt, line: intro, to, games, problems };
}

/**
 * A sub-game's own date: in its heading ("3 MAY 1863 SCENARIO"), else the first day and month its rules
 * give before its charts ("Game-Turn One (Night, 29-30 April)"), in the parent game's year.
 */
function subGameDate(lines: Line[], sub: BgGame, parentDate: string | undefined): { date: string; line: number } | undefined {
  const end = Math.min(sub.to, ...sub.deployments.map((d) => d.line), ...sub.reinforcements.map((g) => g.line));
  for (let n = sub.from; n <= end; n++) {
    const text = lines[n - 1]!.text;
    const full = firstDateIn(text.replace(SECTION, '$2').replace(/\b(\d{1,2}) (MAY|[A-Z]{3,9}) (\d{4})\b/g, (_, d: string, m: string, y: string) => `${d} ${m.charAt(0)}${m.slice(1).toLowerCase()} ${y}`));
    if (full) return { date: full, line: n };
    const dayMonth = /\b(\d{1,2})(?:\s*[-–]\s*\d{1,2})?\s+(January|February|March|April|May|June|July|August|September|October|November|December)\b/.exec(text);
    if (dayMonth && parentDate) {
      const date = firstDateIn(`${dayMonth[1]} ${dayMonth[2]} ${parentDate.slice(0, 4)}`);
      if (date) return { date, line: n };
    }
  }
  return undefined;
}

/** A turn a chart heading marks "(Night)" that the game length does not list is a night turn, and the importer says where it learnt that. */
function nightFromCharts(game: BgGame): void {
  if (!game.length) return;
  for (const group of game.reinforcements) {
    if (!group.night || group.turn === undefined || game.length.night.includes(group.turn)) continue;
    game.length.night = [...game.length.night, group.turn].sort((a, b) => a - b);
    game.problems.push({ line: group.line, message: `Game-Turn ${group.turn} is a night turn only by this chart heading; the game length section does not list it` });
  }
}

/** "3 MAY 1863 SCENARIO" of Fredericksburg → "Fredericksburg: 3 May 1863"; "THE GRAND CHANCELLORSVILLE OPTION" → "Grand Chancellorsville". */
function subGameTitle(battle: string, heading: string): string {
  const words = heading
    .replace(/^THE\s+/, '')
    .replace(/\s+(SCENARIO|OPTION)$/, '')
    .split(/\s+/)
    .map((w) => (/^\d/.test(w) ? w : `${w.charAt(0)}${w.slice(1).toLowerCase()}`))
    .join(' ');
  return /^\d/.test(words) ? `${battle}: ${words}` : words;
}

/** A sub-game that does not restate the parent's game length or first player plays by the parent's, and says so. */
function inheritFromParent(sub: BgGame, main: BgGame): void {
  if (!sub.length && main.length) {
    sub.length = { ...main.length, line: main.length.line };
    const last = Math.max(0, ...sub.reinforcements.map((g) => g.turn ?? 0));
    sub.problems.push({
      line: sub.from,
      message: `the scenario does not give its game length: the parent game's ${main.length.turns} Game-Turns are used${last > 0 ? ` (its last reinforcements arrive on Game-Turn ${last})` : ''}`,
    });
  }
  if (!sub.firstPlayer && main.firstPlayer) {
    sub.firstPlayer = main.firstPlayer;
    sub.firstPlayerLine = main.firstPlayerLine!;
    sub.problems.push({ line: sub.from, message: `the scenario does not say who moves first: the parent game's first player (${main.firstPlayer}) is used` });
  }
}

type Mode = 'none' | 'deployment' | 'reinforcement';

interface OpenChart {
  kind: 'deployment' | 'reinforcement';
  side?: BgSide;
  line: number;
  section: string;
  /** Olustee: a fourth cell per row names the brigade. */
  brigadeColumn: boolean;
  /** Olustee: the reinforcement chart names brigades by turn, with no strengths. */
  brigadeLevel: boolean;
  deployment?: BgDeploymentChart;
  state: 'hex' | 'strength' | 'designation' | 'brigade' | 'formations';
  pending?: { hex?: string; hexLine?: number; strength?: BgStrength; strengthLine?: number; blankCell?: boolean };
  group?: BgReinforcementGroup;
  /** The last brigade named with a colour, carried to its later units (Olustee gives the colour once). */
  brigade?: { name: string; colour?: string };
  /** Lines already reported as skipped, so a run of unreadable cells is one problem. */
  skipping?: BgProblem;
  noteFrom: number;
  records: number;
  prose: Line[];
}

function readGame(lines: Line[], from: number, to: number, title: string, section?: string): BgGame {
  const game: BgGame = { title, from, to, ...(section ? { section } : {}), deployments: [], reinforcements: [], hexesCited: [], prefixes: [], problems: [] };
  const cited = new Set<string>();
  let mode: Mode = 'none';
  let chart: OpenChart | undefined;
  /** Hexes a reinforcement section's prose names for every group ("between hexes 4102 and 4111 inclusive"). */
  let defaultEntry: string[] = [];
  /** The nearest heading above, for optional rules. */
  let heading = '';
  let optionalHeading: string | undefined;
  /** The set-up section says the units start where the map sheet or the counters say, not in a chart. */
  let setUpElsewhere: { line: number; where: string } | undefined;

  const close = (): void => {
    if (chart) finishChart(game, chart);
    chart = undefined;
  };

  for (let n = from; n <= to; n++) {
    const line = lines[n - 1]!;
    const text = line.text;
    if (text === '') continue;
    const sec = SECTION.exec(text);
    if (sec) {
      close();
      const number = sec[1]!;
      const title = sec[2]!;
      const isHeading = title === title.toUpperCase() && /[A-Z]/.test(title);
      if (isHeading) {
        heading = `[${number}] ${title}`;
        if (/^\d+\.0$/.test(number)) optionalHeading = /OPTIONAL/.test(title) ? heading : undefined;
        else if (optionalHeading || /OPTIONAL/.test(title)) optionalHeading = heading;
        const opens = CHART_HEADING.exec(title);
        if (/INITIAL DEPLOYMENT/.test(title)) mode = 'deployment';
        else if (/REINFORCEMENT/.test(title)) mode = 'reinforcement';
        else if (!opens) mode = 'none';
        if (/^\d+\.0$/.test(number) && !/REINFORCEMENT/.test(title)) defaultEntry = [];
        if (opens && mode !== 'none' && !/RULE/.test(title)) {
          chart = openChart(mode === 'deployment' && !/REINFORCEMENTS/.test(opens[2]!) ? 'deployment' : 'reinforcement', sideOf(opens[1]!), n, number);
          if (chart.kind === 'deployment') game.deployments.push(chart.deployment!);
        }
        if (/GAME LENGTH/.test(title)) readLength(game, lines, n, to);
        if (/PLAYER SEQUENCE/.test(title)) readFirstPlayer(game, lines, n, to);
      }
      if (/^die roll|Reinforcement Table/i.test(title) && mode === 'reinforcement') {
        game.problems.push({ line: n, message: 'reinforcements come by a die roll on a table whose letters for groups of units and entry hexes the text never explains: not imported' });
      }
      citeHexes(title, cited);
      continue;
    }
    readSheets(game, text, n);
    if (!chart) {
      // Prose between charts: cite its hexes; it may set a reinforcement section's entry hexes, or head a
      // reinforcement group outside any side's chart (an optional rule's units).
      citeHexes(text, cited);
      if ((mode === 'deployment' || /SET-UP|DEPLOYMENT/.test(heading)) && SET_UP_ELSEWHERE.test(text)) setUpElsewhere ??= { line: n, where: /back|reverse/i.test(text) ? 'counters' : 'map sheet' };
      const range = mode === 'reinforcement' ? HEX_RANGE.exec(text) : null;
      if (range) defaultEntry = hexRange(range[1]!, range[2]!);
      if (GROUP_HEADING.test(text) || CONDITIONAL.test(text)) {
        chart = openChart('reinforcement', undefined, n, heading.replace(/^\[([\d.]+)\].*$/, '$1'));
        if (optionalHeading) chart.prose = [];
        n--; // read the heading again as the chart's first line
        continue;
      }
      continue;
    }
    readChartLine(game, chart, line, cited, defaultEntry, optionalHeading);
  }
  close();
  if (setUpElsewhere && game.deployments.length === 0 && game.reinforcements.length > 0) {
    game.problems.push({ line: setUpElsewhere.line, message: `the units start in hexes printed on the ${setUpElsewhere.where}, which the text does not list: none is placed on the map; only the reinforcements are imported` });
  }
  game.hexesCited = [...cited].sort();
  game.prefixes = [...new Set(game.hexesCited.map((h) => hexColumnRow(h).prefix).filter((p) => p !== ''))].sort();
  markSuspectHexes(game);
  resolveSheetJoin(game);
  return game;
}

function readSheets(game: BgGame, text: string, n: number): void {
  if (!text.includes('preceded by') && !text.includes('overlaps')) return;
  const letters = [...text.matchAll(SHEET_LETTER)];
  if (letters.length > 0) {
    game.sheets = { ...game.sheets, names: Object.fromEntries(letters.map((m) => [m[1]!, m[2]!.trim()])), namesLine: n };
  }
  const join = SHEET_JOIN.exec(text);
  if (join) {
    const names = game.sheets?.names ?? {};
    const letterOf = (name: string) => Object.entries(names).find(([, v]) => name.endsWith(v) || v.endsWith(name))?.[0];
    // The join is usually stated before the letters: keep the games' names and match them once both are read.
    game.sheets = { names, namesLine: game.sheets?.namesLine ?? n, join: { a: `${letterOf(join[1]!) ?? join[1]!}|${join[2]!}`, b: `${letterOf(join[3]!) ?? join[3]!}|${join[4]!}`, line: n } };
  }
}

/** Puts the sheet letters on the join's two hexes once the game has named its sheets. */
function resolveSheetJoin(game: BgGame): void {
  const sheets = game.sheets;
  if (!sheets?.join) return;
  const letter = (ref: string): string | undefined => {
    const [who, hex] = ref.split('|') as [string, string];
    if (/^[A-Z]$/.test(who)) return `${who}${hex}`;
    const found = Object.entries(sheets.names).find(([, v]) => who.endsWith(v) || v.endsWith(who))?.[0];
    return found ? `${found}${hex}` : undefined;
  };
  const a = letter(sheets.join.a);
  const b = letter(sheets.join.b);
  if (a && b) sheets.join = { a, b, line: sheets.join.line };
  else {
    game.problems.push({ line: sheets.join.line, message: 'the text says where two map sheets join, but not which letter each sheet\'s hexes carry' });
    delete sheets.join;
  }
}

function sideOf(word: string): BgSide {
  return word === 'UNION' ? 'union' : 'confederate';
}

function openChart(kind: 'deployment' | 'reinforcement', side: BgSide | undefined, line: number, section: string): OpenChart {
  const chart: OpenChart = {
    kind, line, section, brigadeColumn: false, brigadeLevel: false, state: kind === 'deployment' ? 'hex' : 'strength', noteFrom: 0, records: 0, prose: [],
    ...(side ? { side } : {}),
  };
  if (kind === 'deployment') chart.deployment = { side: side ?? 'union', line, section, units: [], notes: [] };
  return chart;
}

function citeHexes(text: string, cited: Set<string>): void {
  if (!/hex/i.test(text)) return;
  // Only numbers the sentence calls hexes: "hex 1508", "hexes 0427, 0528, 0627 and/or 0728", "(hex 0810)".
  const lists = text.matchAll(/\bhex(?:es)?:?\s*((?:[A-Z]?\d{4}\b(?:\s*(?:,|and\/or|and|or|to|through|-|–)\s*(?:hex(?:es)?\s*)?)?)+)/gi);
  for (const m of lists) for (const hex of m[1]!.match(HEX_IN_TEXT) ?? []) cited.add(hex);
}

function hexRange(a: string, b: string): string[] {
  const from = hexColumnRow(a);
  const to = hexColumnRow(b);
  if (from.prefix !== to.prefix) return [a, b];
  const out: string[] = [];
  const pad = (v: number) => String(v).padStart(2, '0');
  if (from.column === to.column) {
    for (let r = Math.min(from.row, to.row); r <= Math.max(from.row, to.row); r++) out.push(`${from.prefix}${pad(from.column)}${pad(r)}`);
  } else if (from.row === to.row) {
    for (let c = Math.min(from.column, to.column); c <= Math.max(from.column, to.column); c++) out.push(`${from.prefix}${pad(c)}${pad(from.row)}`);
  } else {
    return [a, b];
  }
  return out;
}

function readLength(game: BgGame, lines: Line[], at: number, to: number): void {
  const text = sectionText(lines, at, to);
  const turns = /(?:comprised of|comprises)\s+([\w-]+)\s+Game-Turns/i.exec(text);
  const count = turns ? numberWord(turns[1]!) : undefined;
  if (count === undefined) {
    game.problems.push({ line: at, message: 'the game length section gives no number of Game-Turns' });
    return;
  }
  const turnsOf = (kind: string): number[] => {
    const m = new RegExp(`Game-Turns?\\s+([A-Za-z ,-]+?)\\s+(?:is|are)\\s+(?:a\\s+)?${kind}`, 'i').exec(text);
    return m ? numberList(m[1]!) : [];
  };
  game.length = { turns: count, line: at, night: turnsOf('Night'), fog: turnsOf('Fog') } satisfies BgGameLength;
}

function readFirstPlayer(game: BgGame, lines: Line[], at: number, to: number): void {
  const text = sectionText(lines, at, to);
  const m = /The (Union|Confederate) Player(?:-Turn)? is (?:the )?first/i.exec(text);
  if (!m) {
    game.problems.push({ line: at, message: 'the player sequence does not say which player is first' });
    return;
  }
  game.firstPlayer = m[1]!.toLowerCase() as BgSide;
  game.firstPlayerLine = at;
}

/** The text of a section: its heading's own words and the lines up to the next section that is not one of its own cases. */
function sectionText(lines: Line[], at: number, to: number): string {
  const number = SECTION.exec(lines[at - 1]!.text)![1]!;
  const out: string[] = [];
  for (let n = at + 1; n <= to; n++) {
    const text = lines[n - 1]!.text;
    const sec = SECTION.exec(text);
    if (sec && !(sec[1]!.startsWith(number) && sec[1]!.length > number.length)) break;
    if (text) out.push(sec ? sec[2]! : text);
  }
  return out.join(' ');
}

function readChartLine(game: BgGame, chart: OpenChart, line: Line, cited: Set<string>, defaultEntry: string[], optional: string | undefined): void {
  const text = line.text;
  if (COLUMN_HEADING.test(text)) {
    if (text === 'Brigade') chart.brigadeColumn = true;
    if (text === 'Game-Turn of Entry') chart.brigadeLevel = true;
    return;
  }
  if (chart.kind === 'deployment') readDeploymentLine(game, chart, line);
  else readReinforcementLine(game, chart, line, cited, defaultEntry, optional);
}

function readDeploymentLine(game: BgGame, chart: OpenChart, line: Line): void {
  const text = line.text;
  const deployment = chart.deployment!;
  switch (chart.state) {
    case 'hex': {
      const corrected = HEX.test(text) ? undefined : correctHex(text);
      if (HEX.test(text) || corrected) {
        chart.skipping = undefined;
        if (corrected) game.problems.push({ line: line.n, message: `hex "${text}" has a letter for a digit: read as ${corrected}` });
        chart.pending = { hex: corrected ?? text, hexLine: line.n };
        chart.state = 'strength';
        return;
      }
      if (/^The above units?\b/i.test(text)) {
        const units = deployment.units.map((_, i) => i).filter((i) => i >= chart.noteFrom);
        deployment.notes.push({ line: line.n, text, units } satisfies BgChartNote);
        chart.noteFrom = deployment.units.length;
        return;
      }
      if (chart.skipping) {
        chart.skipping.message = chart.skipping.message.replace(/ \(\d+ lines?\)$/, '') + ` (${line.n - chart.skipping.line + 1} lines)`;
        return;
      }
      chart.skipping = {
        line: line.n,
        message: isSentence(text) ? `a sentence inside the ${sideWord(deployment.side)} deployment chart, not a row: "${clip(text)}"` : `expected a hex number to start a row, found "${clip(text)}": skipped up to the next hex number`,
      };
      game.problems.push(chart.skipping);
      return;
    }
    case 'strength': {
      const strength = readStrength(text);
      if (strength) {
        chart.pending = { ...chart.pending, strength, strengthLine: line.n };
        if (strength.correctedFrom) game.problems.push({ line: line.n, message: `strength "${text}" has the letter l for the digit 1: read as ${strength.strength}${typeLetter(strength.type)}` });
        chart.state = 'designation';
        return;
      }
      // No strength cell: this line is the designation.
      chart.pending = { ...chart.pending, strength: { raw: '', type: 'infantry' } };
      chart.state = 'designation';
      readDeploymentLine(game, chart, line);
      const unit = deployment.units[deployment.units.length - 1];
      if (unit && unit.line === line.n) game.problems.push({ line: line.n, message: `${unit.designation} at ${unit.hex}: the strength cell is blank (the strength and type were lost): read as infantry with no strength` });
      return;
    }
    case 'designation': {
      const pending = chart.pending!;
      const unit: BgDeployedUnit = { line: line.n, hex: pending.hex!, hexLine: pending.hexLine!, strength: pending.strength!, ...designationOf(game, text, line.n) };
      if (pending.strength!.raw === 'a' && pending.strength!.strength === undefined) {
        game.problems.push({ line: pending.strengthLine!, message: `${unit.designation} at ${unit.hex}: the strength cell reads only "a" (artillery; its strength was lost): read as artillery with no strength` });
      }
      deployment.units.push(unit);
      chart.records++;
      chart.pending = undefined;
      chart.state = chart.brigadeColumn ? 'brigade' : 'hex';
      return;
    }
    case 'brigade': {
      const m = /^(.+?)\s*\((\w+)\)$/.exec(text);
      const brigade = m ? { name: m[1]!, colour: m[2]! } : { name: text, ...(chart.brigade?.name === text && chart.brigade.colour ? { colour: chart.brigade.colour } : {}) };
      if (m) chart.brigade = brigade;
      deployment.units[deployment.units.length - 1]!.brigade = brigade;
      chart.state = 'hex';
      return;
    }
    default:
      return;
  }
}

function readReinforcementLine(game: BgGame, chart: OpenChart, line: Line, cited: Set<string>, defaultEntry: string[], optional: string | undefined): void {
  const text = line.text;
  const heading = GROUP_HEADING.exec(text);
  const conditional = CONDITIONAL.exec(text);
  const turnOnly = chart.brigadeLevel ? TURN_ONLY.exec(text) : null;
  if (heading || conditional || turnOnly) {
    endGroup(game, chart);
    citeHexes(text, cited);
    const group: BgReinforcementGroup = { side: chart.side ?? 'union', line: line.n, section: chart.section, hexes: [], units: [] };
    if (optional) group.optional = optional;
    if (heading) {
      const turn = numberWord(heading[1]!);
      if (turn === undefined) game.problems.push({ line: line.n, message: `the Game-Turn "${heading[1]}" is not a number: the group is not imported` });
      else group.turn = turn;
      if (heading[2]) group.night = true;
      readEntrySpec(group, heading[3]!);
    } else if (conditional) {
      const from = numberWord(conditional[1]!);
      if (from === undefined) game.problems.push({ line: line.n, message: `the Game-Turn "${conditional[1]}" is not a number: the conditional group is not imported` });
      else group.roll = { fromTurn: from, faces: [Number(conditional[2])] };
      group.hexes = [conditional[3]!];
      cited.add(conditional[3]!);
    } else if (turnOnly) {
      const turn = numberWord(turnOnly[1]!);
      if (turn !== undefined) group.turn = turn;
      group.hexes = [...defaultEntry];
      if (defaultEntry.length > 1) group.hexesHow = 'or';
    }
    if (group.turn !== undefined || group.roll) {
      chart.group = group;
      chart.state = chart.brigadeLevel ? 'formations' : 'strength';
    } else {
      chart.group = undefined;
    }
    return;
  }
  if (ALTERNATIVE.test(text)) {
    const current = chart.group;
    endGroup(game, chart);
    if (!current || current.units.length === 0) {
      game.problems.push({ line: line.n, message: '"or the following units" with no units before it to be the alternative to: the units that follow are imported as their own group' });
      if (current) chart.group = { ...current, line: line.n, units: [] };
      return;
    }
    const index = game.reinforcements.indexOf(current);
    chart.group = { ...current, line: line.n, units: [], alternativeTo: index };
    chart.state = 'strength';
    return;
  }
  if (chart.state === 'formations' && chart.group) {
    // Olustee: one cell names a brigade (with its bar's colour) and perhaps a battery, with no strengths.
    for (const part of text.split(/\s+and\s+/)) {
      const m = /^(.+?)\s*\((\w+)\)$/.exec(part.trim());
      const name = (m ? m[1]! : part).trim();
      const type: BgUnitType = /artillery/i.test(name) ? 'artillery' : /cavalry/i.test(name) ? 'cavalry' : 'infantry';
      const unit: BgUnit = { line: line.n, designation: name, strength: { raw: '', type }, ...(m ? { brigade: { name, colour: m[2]! } } : {}) };
      chart.group.units.push(unit);
      chart.records++;
      game.problems.push({ line: line.n, message: `${name}: the chart names the ${m ? 'brigade' : 'unit'} arriving on Game-Turn ${chart.group.turn}, not ${m ? 'its regiments nor their strengths' : 'its strength'}: imported as one ${type} counter with no strength` });
    }
    return;
  }
  if (!chart.group) {
    chart.prose.push(line);
    citeHexes(text, cited);
    return;
  }
  switch (chart.state) {
    case 'strength': {
      const strength = readStrength(text);
      if (strength) {
        if (strength.correctedFrom) game.problems.push({ line: line.n, message: `strength "${text}" has the letter l for the digit 1: read as ${strength.strength}${typeLetter(strength.type)}` });
        chart.pending = { strength, strengthLine: line.n };
        chart.state = 'designation';
        return;
      }
      if (isSentence(text)) {
        chart.prose.push(line);
        citeHexes(text, cited);
        return;
      }
      // A designation with no strength before it.
      const unit: BgUnit = { line: line.n, strength: { raw: '', type: 'infantry' }, ...designationOf(game, text, line.n) };
      chart.group.units.push(unit);
      chart.records++;
      game.problems.push({ line: line.n, message: `${unit.designation}: no strength is printed for it: read as infantry with no strength` });
      return;
    }
    case 'designation': {
      if (isSentence(text)) {
        game.problems.push({ line: chart.pending!.strengthLine!, message: `a strength "${chart.pending!.strength!.raw}" with no designation after it (the next line is a sentence): not imported` });
        chart.pending = undefined;
        chart.state = 'strength';
        chart.prose.push(line);
        return;
      }
      const pending = chart.pending!;
      const unit: BgUnit = { line: line.n, strength: pending.strength!, ...designationOf(game, text, line.n) };
      chart.group.units.push(unit);
      chart.records++;
      chart.pending = undefined;
      chart.state = 'strength';
      return;
    }
    default:
      return;
  }
}

function readEntrySpec(group: BgReinforcementGroup, spec: string): void {
  const edge = /any hex on the (north|south|east|west)ern edge/i.exec(spec);
  if (edge) {
    group.edge = edge[1]!.toLowerCase() as 'north' | 'south' | 'east' | 'west';
    return;
  }
  group.hexes = spec.match(HEX_IN_TEXT) ?? [];
  const fallback = /^hex\s+([A-Z]?\d{4})\s*\(or hex\s+([A-Z]?\d{4})\s+if\s+(.+)\)$/.exec(spec);
  if (fallback) {
    group.hexesHow = 'fallback';
    // The one fallback the book prints: the first hex is occupied by, or in the zone of control of, an enemy unit.
    const enemy = /^occupied or in the Zone of Control of an? (Union|Confederate) unit$/i.exec(fallback[3]!.trim());
    group.fallback = enemy ? `held by a ${enemy[1]} unit or in the zone of control of one` : fallback[3]!.trim();
  } else if (/and\/or/.test(spec)) group.hexesHow = 'and/or';
  else if (/\bor\b/.test(spec)) group.hexesHow = 'or';
}

function endGroup(game: BgGame, chart: OpenChart): void {
  if (chart.pending?.strength && chart.state === 'designation') {
    game.problems.push({ line: chart.pending.strengthLine!, message: `a strength "${chart.pending.strength.raw}" with no designation after it: not imported` });
  }
  chart.pending = undefined;
  const group = chart.group;
  if (group) {
    if (chart.side) group.side = chart.side;
    if (group.units.length > 0) game.reinforcements.push(group);
    else game.problems.push({ line: group.line, message: 'a reinforcement heading with no units under it' });
  }
  chart.group = undefined;
}

function finishChart(game: BgGame, chart: OpenChart): void {
  if (chart.kind === 'reinforcement') {
    const before = game.reinforcements.length;
    endGroup(game, chart);
    if (!chart.side) resolveSide(game, chart, before);
  } else if (chart.state !== 'hex' && chart.pending) {
    game.problems.push({ line: chart.pending.hexLine!, message: `the row at hex ${chart.pending.hex} ends before its designation: not imported` });
  }
  const side = chart.side ? sideWord(chart.side) : 'unattributed';
  if (chart.records === 0) {
    const rolled = chart.prose.some((l) => /rolls? (?:a|the) die/i.test(l.text));
    if (rolled && chart.kind === 'reinforcement' && chart.side) game.rolledReinforcements = [...new Set([...(game.rolledReinforcements ?? []), chart.side])];
    game.problems.push({
      line: chart.line,
      message: rolled
        ? `the ${side} ${chart.kind === 'deployment' ? 'deployment' : 'reinforcements'} under [${chart.section}] come by die roll, with no chart of units: not imported`
        : `the ${side} ${chart.kind} chart under [${chart.section}] has no rows that could be read`,
    });
  } else {
    for (const l of chart.prose) {
      game.problems.push({ line: l.n, message: `a rule printed among the ${side} ${chart.kind === 'deployment' ? 'deployment' : 'reinforcement'} rows, kept only in this report: "${clip(l.text)}"` });
    }
  }
}

/** Groups outside any side's chart (an optional rule's reinforcements) go to the side whose chart enters at the same hexes. */
function resolveSide(game: BgGame, chart: OpenChart, from: number): void {
  const orphans = game.reinforcements.slice(from);
  if (orphans.length === 0) return;
  for (const group of orphans) {
    const owners = new Set(
      game.reinforcements.filter((g) => !orphans.includes(g) && g.hexes.some((h) => group.hexes.includes(h))).map((g) => g.side),
    );
    if (owners.size === 1) {
      group.side = [...owners][0]!;
      game.problems.push({ line: group.line, message: `these reinforcements${group.optional ? ` (${group.optional})` : ''} are printed outside either side's chart: given to the ${sideWord(group.side)} side, whose chart enters at the same hexes` });
    } else {
      game.reinforcements.splice(game.reinforcements.indexOf(group), 1);
      game.problems.push({ line: group.line, message: 'these reinforcements are printed outside either side\'s chart and their entry hexes do not tell whose they are: not imported' });
    }
  }
}

function designationOf(game: BgGame, text: string, line: number): Pick<BgUnit, 'designation' | 'designationAsPrinted'> {
  const corrected = correctDesignation(text);
  if (!corrected) return { designation: text };
  game.problems.push({ line, message: `designation "${text}" has a letter for a digit or a digit for a letter: read as ${corrected}` });
  return { designation: corrected, designationAsPrinted: text };
}

/**
 * A chart hex far beyond every other hex of its game (Savage's Station prints S.D. Lee at 2188 among
 * rows 13 to 35) is a misprint the importer cannot mend: it is reported, and the unit stays off the map.
 */
function markSuspectHexes(game: BgGame): void {
  const all = new Set([...game.deployments.flatMap((d) => d.units.map((u) => u.hex)), ...game.hexesCited, ...game.reinforcements.flatMap((g) => g.hexes)]);
  const coords = [...all].map((hex) => ({ hex, ...hexColumnRow(hex) }));
  for (const chart of game.deployments) {
    for (const unit of chart.units) {
      const me = hexColumnRow(unit.hex);
      let maxColumn = -1;
      let maxRow = -1;
      for (const o of coords) {
        if (o.prefix !== me.prefix || o.hex === unit.hex) continue;
        maxColumn = Math.max(maxColumn, o.column);
        maxRow = Math.max(maxRow, o.row);
      }
      if (maxColumn < 0) continue;
      if (me.column > maxColumn + SUSPECT_DISTANCE || me.row > maxRow + SUSPECT_DISTANCE) {
        unit.suspectHex = unit.hex;
        game.problems.push({
          line: unit.hexLine,
          message: `${unit.designation}: hex ${unit.hex} lies far beyond every other hex of the game (columns up to ${maxColumn}, rows up to ${maxRow}), probably a misprint: the unit is imported but left off the map`,
        });
      }
    }
  }
}

function sideWord(side: BgSide): string {
  return side === 'union' ? 'Union' : 'Confederate';
}

function typeLetter(type: BgUnitType): string {
  return type === 'artillery' ? 'a' : type === 'cavalry' ? 'c' : type === 'gunboat' ? 'g' : '';
}

function clip(text: string, max = 90): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
