/**
 * The book's own contents: every chapter and section of *Across a Deadly Field* with the lines it
 * spans, so a citation kept for the tests (`000_e4b3381100cae796.txt:2796`) can be shown to a player
 * as the place in the book they hold: "ADF · Reference charts, 15mm · Infantry firepower".
 *
 * Titles are the book's headings in sentence case. A section whose heading is printed on its first
 * line says so (`printed`), and a test checks that line; the few titles that are not printed as they
 * stand (the charts, the rules summaries' sub-tables, the scenario's orders of battle, which the
 * layout puts before the scenario's own heading) are named after what the page shows.
 */
import { BOOK_CITATION_SEPARATOR, type BookEntry, type BookSection, bookIndex } from '../bookIndex';
import { ADF_BOOK } from '../trace';

export type { BookSection };

/** The book's name as a citation starts. */
export const ADF_SHORT_TITLE = 'ADF';
export const ADF_TITLE = 'Across a Deadly Field';
/** Joins the parts of a citation. */
export const CITATION_SEPARATOR = BOOK_CITATION_SEPARATOR;

type Entry = BookEntry;

/** The last line of the book's text. */
const LAST_LINE = 3346;

const chartsAt = (scale: string, at: readonly number[]): Entry[] => [
  [`${scale} infantry firepower`, at[0]!, false],
  [`${scale} infantry movement and charge morale modifiers`, at[1]!, false],
  [`${scale} cavalry firepower`, at[2]!, false],
  [`${scale} cavalry movement and charge morale modifiers`, at[3]!, false],
  [`${scale} artillery firepower`, at[4]!, false],
  [`${scale} artillery movement`, at[5]!, false],
];

const CONTENTS: Entry[] = [
  ['Contents', 26, true],
  ['Foreword', 296, true],
  ["Designer's notes", 314, true],
  ['Introduction', 361, true, [
    ['The American Civil War – a period of transition', 363, true],
    ['Across a Deadly Field – an overview', 379, true],
    ['A closer look – the active player', 393, true],
    ['Tactical example: sequencing unit actions', 403, true],
    ['Active unit groups', 409, true],
    ['A closer look – the reacting player', 415, true],
    ['Allowable reactions', 425, true],
    ['Tactical example: timing a reaction', 431, true],
    ['Reactive unit groups', 439, true],
    ['Game scales', 445, false],
  ]],
  ['The game units', 455, true],
  ['The infantry', 467, true, [
    ['The Across a Deadly Field infantry unit', 475, true],
    ['Mounting the figures', 483, true],
    ['Infantry formations', 539, true],
    ['Infantry quality', 547, true],
    ['Infantry movement', 551, true, [
      ['Changing formation', 579, true],
      ['Routed movement', 583, true],
      ['Disengage', 587, true],
      ['Disorder move', 595, true],
      ['Charge bonus', 599, true],
      ['Movement examples', 603, true],
      ['Hidden movement', 643, true],
    ]],
    ['Infantry combat', 673, true],
    ['Line of sight', 690, true],
    ['Infantry firepower and firing', 704, true, [['Odd unit sizes', 739, true]]],
    ['Infantry fire procedure', 743, true, [
      ['Area fire', 775, true],
      ['A quick morale overview', 779, false],
      ['Fire example', 783, true],
      ['Fire combat results table', 827, true],
    ]],
    ['Morale', 835, true, [
      ['Basic and modified morale points', 837, true],
      ['Morale checks and rally attempts', 927, true],
      ['Tactical competence test', 931, true],
      ['Morale markers', 943, true],
      ['When to check morale', 947, true],
      ['Morale check and rally results', 960, true],
      ['Already routed units', 979, true],
      ['Reforming and rallying', 983, true],
      ['Deciding when to rally', 989, true],
    ]],
    ['Merging, attaching, and mutually supporting regiments', 999, true],
    ['Sharpshooters and snipers', 1019, true],
    ['The infantry charge', 1045, true, [
      ['Step one: declare charge target/advance charging units', 1051, true],
      ["Step three: defender's pre-impact fear-of-charge morale check", 1081, true],
      ['Step four: charge impact resolution', 1087, true],
      ['Planning a simple charge', 1140, true],
      ['Charge clarifications and options', 1148, true],
    ]],
    ['Brigade, division, and corps leaders', 1174, true, [
      ['Adding leaders', 1176, true],
      ['Leader movement', 1180, true],
      ['Leader benefits', 1190, true],
      ['Leader casualties', 1200, true],
      ['Command and control', 1214, true],
    ]],
  ]],
  ['The artillery', 1220, true, [
    ['Ammunition types and quality', 1228, true],
    ['Ammunition quantity', 1248, true],
    ['Artillery combat capabilities', 1286, true],
    ['If artillery routs', 1334, true],
    ['Combined gun types', 1338, true],
    ['Canister fire', 1342, true],
    ['Artillery as fire target', 1346, true],
    ['Artillery as a charge target', 1352, true],
    ['Horse loss', 1356, true],
    ['Artillery movement capabilities', 1360, true],
    ['Prolonge retrograde movement', 1383, true],
    ['Artillery in an impact situation', 1387, true],
    ['The big guns', 1403, true, [
      ['Big gun movement', 1407, true],
      ['Big gun fire procedures', 1424, true],
    ]],
    ['Determining the effect of enfilade fire', 1471, true, [
      ['Enfilade fire against battle lines and extended lines', 1515, true],
      ['Rear fire zones', 1529, true],
      ['Enfilade fire against infantry columns and artillery', 1535, true],
      ['Enfilade fire against disordered units', 1539, true],
      ['Unlimbered artillery: partial and full flank fire', 1554, true],
    ]],
  ]],
  ['The cavalry', 1562, true, [
    ['The eastern cavalry', 1588, true],
    ['The western cavalry', 1592, true],
    ['Cavalry formations', 1608, true],
    ['Cavalry fire', 1647, true],
    ['Movement', 1655, true],
    ['The mounted cavalry charge and the clash of sabers', 1697, true],
    ['Cavalry against infantry', 1721, true],
    ['Mounted infantry', 1753, true],
    ['Irregular Native American cavalry', 1763, true],
    ['Lancers', 1769, true],
    ['The square', 1775, true],
  ]],
  ['The engineers', 1783, true, [
    ['Pontoon bridges', 1797, true],
    ['Entrenchments and works', 1825, true],
    ['Building and destroying works', 1839, true],
    ['Building and removing obstacles', 1866, true],
  ]],
  ['Scenarios', 1872, false, [
    ['The ADF muster point system', 1874, true, [
      ['1863 – infantry organization', 1886, true],
      ['1863 – artillery organization', 1904, true],
      ['1863 – cavalry organization', 1912, true],
      ['1861–63 muster points system', 1922, true],
      ['1864–65 muster point system', 1938, true],
    ]],
    ['Muster point values', 1956, true, [
      ['Infantry', 1960, true],
      ['Cavalry', 1980, true],
      ['Artillery', 1990, true],
    ]],
    ['Playing and designing scenarios', 2000, true],
    ["T'ain't No Militia", 2008, false, [
      ['Order of battle, Union', 2008, false],
      ['Historical situation', 2030, true],
      ['Historical result', 2050, true],
      ['Order of battle, Confederate', 2056, false],
      ['The Union forces', 2084, true, [['Special rules: Union', 2088, true]]],
      ['The Confederate forces', 2094, true, [['Special rules: Confederates', 2096, true]]],
      ['The terrain', 2102, true],
      ['Unit placement', 2116, true],
      ['Victory conditions', 2120, true],
      ['Alternate point-based battle', 2124, true],
    ]],
    ['Creating a Civil War scenario', 2128, true, [
      ['Defining a Civil War game board', 2130, true],
      ['Shaping the game board', 2136, true],
      ['Terrain definition and effects', 2152, true],
      ['Determining the size of the forces', 2170, true],
      ['Random force strengths', 2178, true],
      ['Random reinforcements', 2184, true],
      ['Scenario examples', 2190, true],
    ]],
    ['The Mine Run Campaign', 2226, true, [
      ['Scenario 1: Battle of Tan Yard Hill', 2238, true],
      ['Scenario 2: "They are Across!"', 2284, true],
      ["Scenario 3: \"We'll Hold Them Here...\"", 2331, true],
    ]],
  ]],
  ['Rules summary 1: turn overview and charge', 2413, false, [
    ['Game turn overview', 2417, false],
    ['Active and reactive unit groups', 2425, true],
    ['Infantry charge procedure and charge impact resolution', 2429, true],
  ]],
  ['Rules summary 2: scale and morale', 2468, false, [
    ['Regimental game scales', 2472, true],
    ['Basic morale points', 2482, false],
    ['Situational morale modifiers', 2489, false],
    ['The basic morale point (BMP) and the modified morale point (MMP)', 2509, true],
    ['When to check morale', 2567, true],
    ['Morale check and rally results', 2589, true],
    ['If artillery routs', 2593, true],
  ]],
  ['Rules summary 3: fire procedures', 2597, false, [
    ['Infantry fire procedure', 2601, true],
    ['Artillery fire procedure', 2619, true],
    ['Cavalry fire procedure', 2632, true],
    ['Fire combat results table', 2648, true],
    ['Beneficial fire target DRMs', 2655, true],
    ['Detrimental fire target DRMs', 2675, true],
  ]],
  ['Reference charts, 10mm', 2697, false, chartsAt('10mm', [2699, 2712, 2726, 2739, 2752, 2773])],
  ['Reference charts, 15mm', 2792, false, chartsAt('15mm', [2794, 2807, 2821, 2834, 2847, 2868])],
  ['Reference charts, 25mm', 2888, false, chartsAt('25mm', [2890, 2903, 2917, 2930, 2943, 2964])],
  ['Siege and fortress artillery', 2983, true, [
    ['Big gun movement', 2985, true],
    ['Big gun fire procedures', 3002, true],
  ]],
  ['Glossary and abbreviations', 3045, true, [
    ['Glossary', 3047, true],
    ['Abbreviations', 3199, true],
  ]],
  ['Acknowledgments', 3309, false],
];

/**
 * Where a line is named, in the book's words: "ADF · Reference charts, 15mm · Infantry firepower".
 * Section titles that repeat their chapter's scale ("15mm …") are shortened, so a citation reads once.
 */
function titlesOf(path: readonly BookSection[]): string[] {
  const parts: string[] = [];
  let scale: string | undefined;
  for (const s of path) {
    parts.push(scale && s.title.startsWith(`${scale} `) ? capitalise(s.title.slice(scale.length + 1)) : s.title);
    scale = /, (\d+mm)$/.exec(s.title)?.[1] ?? scale;
  }
  return parts;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const INDEX = bookIndex(ADF_BOOK, ADF_SHORT_TITLE, CONTENTS, LAST_LINE, titlesOf);

/** The book's chapters, each with its sections, in the order of the book. */
export const ADF_CONTENTS: readonly BookSection[] = INDEX.contents;
/** Chapter, section and sub-section holding a line, outermost first; empty before the contents. */
export const bookSectionsAt = INDEX.sectionsAt;
/** Where a line is, in the book's words: "ADF · Reference charts, 15mm · Infantry firepower". */
export const bookPlace = INDEX.place;
/** Whether a text names the seed file (the tests' citation form) anywhere. */
export const namesSeedFile = INDEX.namesSeedFile;
/** The lines a citation string points at (`000_….txt:2650`, a range, or several); a range gives its first and last line. */
export const citedLines = INDEX.citedLines;
/**
 * A citation shown to a reader: each seed reference becomes its place in the book; places repeated in
 * one citation are given once. A range is cited by the section holding both ends, or by its first
 * line's section when it spans more than one.
 */
export const bookCitation = INDEX.citation;
/** Rewrites every seed citation inside a longer text (unit notes, a scenario's source) as book places. */
export const withBookCitations = INDEX.withCitations;
