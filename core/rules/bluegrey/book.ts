/**
 * The contents of *Blue & Grey (revised), 2nd edition*: its standard rules by chapter, section and
 * case (the book is written in numbered cases, "[6.22]", and players cite it that way), the charts,
 * the exclusive rules of each game and the appendices, with the lines each spans. A citation kept for
 * the tests (`002_a0a5e96e61d1e57b.txt:228`) is shown to a player as
 * "B&G · 7.0 Zones of control · 7.2"; users never see a seed file name or line.
 *
 * Titles are the book's headings in sentence case, led by their case number; a case is titled by its
 * number alone, which is what the book prints at its start. `printed` says the title's letters and
 * digits are on the line the section starts (a test checks it); the charts' row groups and the games
 * whose title line was lost in extraction are named after what the page shows.
 */
import { type BookEntry, type BookSection, bookIndex } from '../bookIndex';
import { BLUEGREY_BOOK } from '../trace';

export const BLUEGREY_SHORT_TITLE = 'B&G';
export const BLUEGREY_TITLE = 'Blue & Grey (revised), 2nd edition';

/** The last line of the book's text. */
const LAST_LINE = 12180;

/** Cases written `'6.11:173 6.12:175'`: each number with the line it is printed on. */
const cases = (list: string): BookEntry[] =>
  list
    .trim()
    .split(/\s+/)
    .map((item) => {
      const [title, line] = item.split(':');
      return [title!, Number(line), true];
    });

const STANDARD_RULES: BookEntry[] = [
  ['1.0 Introduction', 3, true],
  ['2.0 Game equipment', 18, true, [
    ['2.1 The game map', 20, true],
    ['2.2 Game charts and tables', 27, true],
    ['2.3 The playing pieces', 31, true],
    ['2.4 How to read the units', 37, true],
    ['2.5 Game scale', 109, true],
  ]],
  ['3.0 Setting up a game', 113, true],
  ['4.0 Sequence of play', 121, true],
  ['5.0 Reinforcements', 141, true, cases('5.1:150 5.2:152 5.3:154 5.4:156 5.5:158 5.6:160')],
  ['6.0 Movement', 161, true, [
    ['6.1 Prohibitions', 171, true, cases('6.11:173 6.12:175 6.13:177 6.14:179 6.15:181 6.16:183 6.17:185 6.18:187')],
    ['6.2 Effects of terrain on movement', 189, true, cases('6.21:190 6.22:192 6.23:194 6.24:195 6.25:197 6.26:198 6.27:199 6.28:200 6.29:202')],
    ['6.3 Effects of friendly units (stacking)', 203, true, cases('6.31:204 6.32:206 6.33:207 6.34:209')],
    ['6.4 Strategic movement', 210, true, cases('6.41:212 6.42:214 6.43:216 6.44:218 6.45:219 6.46:220')],
  ]],
  ['7.0 Zones of control', 222, true, cases('7.1:227 7.2:228 7.3:229 7.4:231 7.5:233 7.6:235')],
  ['8.0 Combat', 236, true, [
    ['8.1 Which units attack', 246, true, cases('8.11:248 8.12:250 8.13:251 8.14:253 8.15:255')],
    ['8.2 Multiple unit and multi-hex combat', 257, true, cases('8.21:259 8.22:261 8.23:263 8.24:265 8.25:267')],
    ['8.3 Combat strength unity and order of modification', 269, true, cases('8.31:270 8.32:272')],
    ['8.4 Effects of terrain on combat', 273, true, cases('8.41:274 8.42:275 8.43:277 8.44:278 8.45:280 8.46:282 8.47:284')],
    ['8.5 Diversionary attacks', 286, true],
    ['8.6 Combat results table', 290, true, cases('8.61:301 8.62:302')],
    ['8.7 Retreating and advancing as a result of combat', 303, true, cases('8.71:305 8.72:307 8.73:309 8.74:311 8.75:313 8.76:315 8.77:316 8.78:318 8.79:319')],
    ['8.8 Displacement', 321, true, cases('8.81:323 8.82:325 8.83:326')],
    ['8.9 Voluntary reduction of combat odds', 327, true],
  ]],
  ['9.0 Artillery', 331, true, [
    ['9.1 Bombardment attacks', 340, true, cases('9.11:342 9.12:344 9.13:346 9.14:348 9.15:350 9.16:352 9.17:354 9.18:356 9.19:358')],
    ['9.2 Combined attacks', 360, true, cases('9.21:362 9.22:363 9.23:365 9.24:367 9.25:368')],
    ['9.3 Line of sight', 369, true, cases('9.31:371 9.32:373 9.33:375 9.34:377 9.35:379 9.36:380 9.37:381')],
    ['9.4 Adjacent attacks', 383, true, cases('9.41:385 9.42:387 9.43:388 9.44:390 9.45:392 9.46:394 9.47:396 9.48:398')],
    ['9.5 Defence', 399, true, cases('9.51:401 9.52:403 9.53:405')],
    ['9.6 Gunboats', 407, true, cases('9.61:409 9.62:411 9.63:413 9.64:415 9.65:417 9.66:419')],
  ]],
  ['10.0 Terrain effects and fieldworks', 421, true, [
    ['10.1 Terrain effects chart', 423, true],
    ['10.2 Terrain effects', 424, true, cases('10.21:426 10.22:428 10.23:430 10.24:432 10.25:434 10.26:435 10.27:437')],
    ['10.3 Fieldworks', 439, true, cases('10.31:441 10.32:443 10.33:445 10.34:447 10.35:455 10.36:457 10.37:459 10.38:461 10.39:463')],
  ]],
  ['11.0 Night game-turns', 464, true, [
    ['11.1 Effect on movement', 470, true, cases('11.11:472 11.12:473')],
    ['11.2 Effect on combat', 474, true, cases('11.21:476 11.22:478 11.23:480 11.24:481')],
    ['11.3 Effect on disrupted, shaken and routed units', 483, true],
  ]],
  ['12.0 Morale: disordered, shaken and routed units', 486, true, [
    ['12.1 How units become disordered, shaken and routed', 491, true, cases('12.11:493 12.12:495 12.13:497 12.14:498 12.15:499 12.16:500 12.17:502 12.18:504 12.19:505')],
    ['12.2 Effects of disordered, shaken and routed status on a unit’s combat strength', 506, true, cases('12.21:508 12.22:510 12.23:512 12.24:514 12.25:515 12.26:516')],
    ['12.3 Additional effects on routed units', 517, true, cases('12.31:519 12.32:521 12.33:523 12.34:525 12.35:526 12.36:528')],
    ['12.4 How units recover from being disordered, shaken or routed', 529, true, cases('12.41:531 12.42:543 12.43:545')],
  ]],
  ['13.0 Designer’s and developer’s notes', 547, true, [
    ['13.1 Designer’s notes', 549, true],
    ['13.2 Developer’s notes', 557, true],
  ]],
  ['14.0 Credits', 582, true],
];

const CHARTS: BookEntry[] = [
  ['8.6 Combat results table', 584, true],
  ['Combat results', 688, true],
  ['Explanation of combat results', 704, true],
  ['Combat strength adjustment', 719, true],
  ['10.1 Terrain effects chart', 728, false, [
    ['Hex terrain', 740, false],
    ['Hexside terrain', 920, false],
    ['Chart notes', 1060, false],
  ]],
];

const GAMES: BookEntry[] = [
  ['First Bull Run', 1066, true],
  ['Shiloh', 1120, true],
  ['Second Bull Run', 1665, true],
  ['Road to Richmond', 1976, true],
  ['Seven Days battles: Savage’s Station', 2649, false],
  ['Antietam', 2969, true],
  ['Fredericksburg', 3678, true, [['22.0 3 May 1863 scenario', 4407, true]]],
  ['Hooker and Lee', 4645, true, [['22.0 The Grand Chancellorsville option', 5176, true]]],
  ['Road to Vicksburg', 5709, true],
  ['Cemetery Hill', 6041, true],
  ['Chickamauga', 6496, true],
  ['Chattanooga', 7256, true],
  ['Olustee', 7918, true],
  ['Battle of the Wilderness', 8127, true],
  ['The Atlanta Campaign', 8708, true, [
    ['Peachtree Creek', 8743, true],
    ['Atlanta', 8854, false],
    ['Ezra Church', 8912, false],
    ['Jonesborough', 8972, false],
  ]],
];

const CONTENTS: BookEntry[] = [
  ['Standard rules', 1, false, STANDARD_RULES],
  ['Charts and tables', 583, false, CHARTS],
  ['Exclusive rules', 1066, false, GAMES],
  ['Appendix I: orders of battle', 9068, false],
  ['Article list', 11702, true],
];

const INDEX = bookIndex(BLUEGREY_BOOK, BLUEGREY_SHORT_TITLE, CONTENTS, LAST_LINE);

/** The book's chapters, each with its sections, in the order of the book. */
export const BLUEGREY_CONTENTS: readonly BookSection[] = INDEX.contents;
/** Chapter, section and case holding a line, outermost first. */
export const bookSectionsAt = INDEX.sectionsAt;
/** Where a line is, in the book's words: "B&G · Standard rules · 7.0 Zones of control · 7.2". */
export const bookPlace = INDEX.place;
/** A citation shown to a reader: every Blue & Grey seed reference in it becomes its place in the book. */
export const bookCitation = INDEX.citation;
/** Rewrites every Blue & Grey seed citation inside a longer text (a trace detail, a note) as book places. */
export const withBookCitations = INDEX.withCitations;
/** The lines a citation string points at. */
export const citedLines = INDEX.citedLines;
/** Whether a text names the Blue & Grey seed file anywhere. */
export const namesSeedFile = INDEX.namesSeedFile;
