/**
 * The series rule book's own contents: every chapter (`6.0`), section (`6.2`) and case (`6.23`) of the
 * *Great Battles of the American Civil War* series rules with the line it starts on, so a citation kept
 * for the tests (`001_c9b4f560d491440c.txt:618`) is shown to a player as the place in the book he holds:
 * "GBACW · 6.2 Brigade Orders Change · 6.23". Players cite this series by case number, so a citation ends
 * at the case; the chapter is left out as the section's number already says it.
 *
 * Titles are the book's printed headings; a case is named by its number, which starts its paragraph. A
 * test checks every entry against the line it names.
 */
import { type BookEntry, type BookSection, bookIndex } from '../bookIndex';
import { GBACW_BOOK } from '../trace';

export type GbacwBookSection = BookSection;

export const GBACW_SHORT_TITLE = 'GBACW';
export const GBACW_TITLE = 'Great Battles of the American Civil War, series rules (2026)';

type Entry = [title: string, from: number, children?: Entry[]];

/** The last line of the book's text. */
const LAST_LINE = 3000;

const cases = (...at: Array<[string, number]>): Entry[] => at.map(([n, line]) => [n, line]);

const CONTENTS: Entry[] = [
  ['Table of Contents', 7],
  ['1.0 Introduction', 43],
  ['2.0 Components and Terminology', 53, [
    ['2.1 The Game Maps', 55],
    ['2.2 Counters', 59, cases(['2.21', 63], ['2.22', 74], ['2.23', 92], ['2.24', 96])],
    ['2.3 Charts and Tables', 98],
    ['2.4 Game Scale', 102, cases(['2.41', 104], ['2.42', 108], ['2.43', 110])],
    ['2.5 The Die', 112],
    ['2.6 The Universal Disorder Die Roll', 116],
    ['2.7 Terminology', 125],
    ['2.8 Questions?', 211],
  ]],
  ['3.0 Sequence of Play', 217],
  ['4.0 The Command System', 281, [
    ['4.1 Commanders and Leaders', 285, cases(['4.11', 287], ['4.12', 298], ['4.13', 306], ['4.14', 316], ['4.15', 326], ['4.16', 332], ['4.17', 334], ['4.18', 336])],
    ['4.2 Chain of Command', 338, cases(['4.21', 340], ['4.22', 344], ['4.23', 350])],
    ['4.3 Artillery Command', 354, cases(['4.31', 356], ['4.32', 358], ['4.33', 360])],
  ]],
  ['5.0 The Activation System', 362, [
    ['5.1 Turn Initiative', 370, cases(['5.11', 372], ['5.12', 379], ['5.13', 381])],
    ['5.2 Efficiency', 385, cases(['5.21', 391], ['5.22', 395], ['5.23', 399], ['5.24', 418], ['5.25', 420], ['5.26', 422], ['5.27', 426], ['5.28', 428])],
    ['5.3 Activation', 444, cases(['5.31', 446], ['5.32', 453], ['5.33', 457], ['5.34', 461], ['5.35', 488], ['5.36', 496])],
    ['5.4 Efficiency Transfer', 504, cases(['5.41', 508], ['5.42', 510], ['5.43', 512], ['5.44', 514])],
    ['5.5 Ending the Turn', 518],
  ]],
  ['6.0 The Orders System', 522, [
    ['6.1 The Orders', 526, cases(['6.11', 528], ['6.12', 544], ['6.13', 552], ['6.14', 568], ['6.15', 572], ['6.16', 587], ['6.17', 599], ['6.18', 601], ['6.19', 603])],
    ['6.2 Brigade Orders Change', 605, cases(['6.21', 607], ['6.22', 613], ['6.23', 615], ['6.24', 638], ['6.25', 657], ['6.26', 659])],
    ['6.3 Reserve', 661, cases(['6.31', 665], ['6.32', 673], ['6.33', 675], ['6.34', 677], ['6.35', 682])],
  ]],
  ['7.0 Facing and Refusal', 691, [
    ['7.1 Facing', 693, cases(['7.11', 695], ['7.12', 697], ['7.13', 699])],
    ['7.2 Changing Facing', 703, cases(['7.21', 705], ['7.22', 707], ['7.23', 709], ['7.24', 719], ['7.25', 721])],
    ['7.3 Refused Flanks', 728, cases(['7.31', 730], ['7.32', 738], ['7.33', 747], ['7.34', 751])],
  ]],
  ['8.0 Stacking and Extension', 773, [
    ['8.1 Stacking Limits', 777, cases(['8.11', 779], ['8.12', 787], ['8.13', 806])],
    ['8.2 Stacking and Movement', 810, cases(['8.21', 812], ['8.22', 818], ['8.23', 832], ['8.24', 836], ['8.25', 842], ['8.26', 844])],
    ['8.3 Stacking and Combat', 846, cases(['8.31', 848], ['8.32', 857], ['8.33', 859], ['8.34', 869], ['8.35', 871], ['8.36', 883], ['8.37', 895])],
    ['8.4 Extended Lines', 897, cases(['8.41', 901], ['8.42', 908], ['8.43', 910], ['8.44', 912], ['8.45', 931], ['8.46', 942], ['8.47', 944], ['8.48', 952], ['8.49', 966])],
    ['8.5 Extended Columns', 968, cases(['8.51', 990], ['8.52', 998], ['8.53', 1016])],
  ]],
  ['9.0 Movement', 1018, [
    ['9.1 Movement Allowance', 1020, cases(['9.11', 1022], ['9.12', 1024], ['9.13', 1026], ['9.14', 1030])],
    ['9.2 Movement Modes', 1032, cases(['9.21', 1034], ['9.22', 1038], ['9.23', 1046], ['9.24', 1054])],
    ['9.3 Leader Movement', 1061, cases(['9.31', 1063], ['9.32', 1065], ['9.33', 1070])],
    ['9.4 Terrain and Movement', 1072, cases(['9.41', 1076], ['9.42', 1078], ['9.43', 1090], ['9.44', 1097], ['9.45', 1114], ['9.46', 1116], ['9.47', 1118])],
    ['9.5 Enemy Units and Movement', 1128, cases(['9.51', 1130], ['9.52', 1132], ['9.53', 1136], ['9.54', 1142], ['9.55', 1157])],
    ['9.6 Reaction Movement', 1181, cases(['9.61', 1185], ['9.62', 1195], ['9.63', 1208])],
    ['9.7 Reinforcements', 1225, cases(['9.71', 1227], ['9.72', 1229], ['9.73', 1233], ['9.74', 1235])],
  ]],
  ['10.0 Fire Combat', 1239, [
    ['10.1 Basic Fire Concepts', 1241, cases(['10.11', 1245], ['10.12', 1251], ['10.13', 1253], ['10.14', 1255], ['10.15', 1263], ['10.16', 1273], ['10.17', 1279])],
    ['10.2 Line of Sight', 1287, cases(['10.21', 1289], ['10.22', 1291], ['10.23', 1293], ['10.24', 1308], ['10.25', 1374], ['10.26', 1376], ['10.27', 1393])],
    ['10.3 Phasing Fire', 1395, cases(['10.31', 1399], ['10.32', 1403], ['10.33', 1410])],
    ['10.4 Non-Phasing Fire', 1415, cases(['10.41', 1421], ['10.42', 1431], ['10.43', 1444], ['10.44', 1450], ['10.45', 1454])],
    ['10.5 Prepared Fire', 1456, cases(['10.51', 1458], ['10.52', 1460], ['10.53', 1468])],
    ['10.6 Artillery Fire', 1470, cases(['10.61', 1474], ['10.62', 1482], ['10.63', 1484], ['10.64', 1486], ['10.65', 1488], ['10.66', 1505], ['10.67', 1507], ['10.68', 1517], ['10.69', 1526])],
    ['10.7 Small Arms Fire vs. Artillery', 1528],
    ['10.8 Fire Die Roll Modifiers', 1534, cases(['10.81', 1536], ['10.82', 1569])],
    ['10.9 Ammo Depletion and Resupply [Optional]', 1573, cases(['10.91', 1579], ['10.92', 1583], ['10.93', 1587], ['10.94', 1589])],
  ]],
  ['11.0 Shock Assault', 1591, [
    ['11.1 Basic Shock Concepts', 1595, cases(['11.11', 1597], ['11.12', 1610])],
    ['11.2 Requirements for Shock', 1622, cases(['11.21', 1628], ['11.22', 1636])],
    ['11.3 Pre-Shock Resolution', 1638, cases(['11.31', 1642], ['11.32', 1648], ['11.33', 1679], ['11.34', 1691], ['11.35', 1693], ['11.36', 1700], ['11.37', 1706], ['11.38', 1723])],
    ['11.4 Step 6: Shock Resolution', 1725, cases(['11.41', 1727], ['11.42', 1735], ['11.43', 1747], ['11.44', 1758], ['11.45', 1766], ['11.46', 1772], ['11.47', 1778], ['11.48', 1820])],
    ['11.5 Cavalry Charge', 1842, cases(['11.51', 1846], ['11.52', 1848], ['11.53', 1859], ['11.54', 1866], ['11.55', 1868], ['11.56', 1877], ['11.57', 1890], ['11.58', 1898])],
    ['11.6 Artillery Shock Capability', 1909, cases(['11.61', 1911], ['11.62', 1913], ['11.63', 1915], ['11.64', 1920], ['11.65', 1926])],
    ['11.7 Leadership and Combat', 1932, cases(['11.71', 1934], ['11.72', 1936], ['11.73', 1941])],
  ]],
  ['12.0 Combat Results', 1952, [
    ['12.1 Combat Unit Strengths', 1954, cases(['12.11', 1956], ['12.12', 1958], ['12.13', 1960])],
    ['12.2 Strength Point Losses', 1964, cases(['12.21', 1968], ['12.22', 1970], ['12.23', 1976])],
    ['12.3 Disorder', 1990, cases(['12.31', 1994], ['12.32', 1998], ['12.33', 2003], ['12.34', 2005], ['12.35', 2014], ['12.36', 2036])],
    ['12.4 Retreat', 2041, cases(['12.41', 2043], ['12.42', 2045], ['12.43', 2051], ['12.44', 2056], ['12.45', 2078], ['12.46', 2083], ['12.47', 2092], ['12.48', 2094])],
    ['12.5 Rout', 2098, cases(['12.51', 2100], ['12.52', 2106], ['12.53', 2110], ['12.54', 2112])],
    ['12.6 Advance', 2116],
    ['12.7 Leader Casualties', 2128, cases(['12.71', 2130], ['12.72', 2141], ['12.73', 2143], ['12.74', 2145], ['12.75', 2152], ['12.76', 2154])],
    ['12.8 Abandoned Guns', 2158, cases(['12.81', 2166], ['12.82', 2174])],
  ]],
  ['13.0 Combat Effectiveness and Rally', 2176, [
    ['13.1 Unit Combat Effectiveness', 2178],
    ['13.2 Brigade Combat Effectiveness', 2189, cases(['13.21', 2195], ['13.22', 2201], ['13.23', 2203], ['13.24', 2205])],
    ['13.3 Division Combat Effectiveness', 2207, cases(['13.31', 2211], ['13.32', 2213], ['13.33', 2215])],
    ['13.4 Rally', 2217, cases(['13.41', 2221], ['13.42', 2239], ['13.43', 2245], ['13.44', 2247], ['13.45', 2249])],
    ['13.5 Recovery From Rout', 2261, cases(['13.51', 2263], ['13.52', 2265], ['13.53', 2271])],
  ]],
  ['14.0 Special Units', 2277, [
    ['14.1 Green Units', 2281],
    ['14.2 Cavalry', 2287, cases(['14.21', 2291], ['14.22', 2293], ['14.23', 2297], ['14.24', 2299], ['14.25', 2303])],
    ['14.3 Spencer Repeaters', 2313, cases(['14.31', 2321], ['14.32', 2327], ['14.33', 2333], ['14.34', 2335], ['14.35', 2337], ['14.36', 2339], ['14.37', 2341], ['14.38', 2343])],
  ]],
  ['15.0 Engineering', 2345, [
    ['15.1 Constructing Breastworks', 2349, cases(['15.11', 2353], ['15.12', 2357], ['15.13', 2361], ['15.14', 2363], ['15.15', 2365], ['15.16', 2367], ['15.17', 2369])],
    ['15.2 Effects of Breastworks', 2371, cases(['15.21', 2375], ['15.22', 2377], ['15.23', 2379])],
  ]],
  ['16.0 Night', 2386, [
    ['16.1 From Dusk \'til Dawn', 2388, [['16.11', 2390], ['16.12', 2395]]],
    ['16.2 Straggler Recovery', 2404, cases(['16.21', 2406], ['16.22', 2408], ['16.23', 2413], ['16.24', 2415])],
  ]],
  ['17.0 Fatigue [Optional]', 2419, [
    ['17.1 Who Gets Fatigued?', 2423],
    ['17.2 How Fatigue is Incurred', 2427, cases(['17.21', 2429], ['17.22', 2437], ['17.23', 2462], ['17.24', 2466], ['17.25', 2477], ['17.26', 2479])],
    ['17.3 Effects of Fatigue', 2483, cases(['17.31', 2485], ['17.32', 2500], ['17.33', 2502], ['17.34', 2504])],
    ['17.4 Reducing Fatigue', 2506, cases(['17.41', 2508], ['17.42', 2510])],
    ['17.5 Fatigue and Individual Units', 2522, cases(['17.51', 2524], ['17.52', 2526])],
  ]],
  ['Index', 2532],
  ['GBACW credits', 2971],
];

/** Every heading of this book is printed on the line it names (a case's number starts its paragraph). */
const printed = ([title, from, children]: Entry): BookEntry => [title, from, true, children?.map(printed)];

/** "GBACW · 6.2 Brigade Orders Change · 6.23": the chapter is named only when the line lies in no section. */
const titlesOf = (path: readonly BookSection[]): string[] => (path.length > 1 ? path.slice(1) : path).map((s) => s.title);

const INDEX = bookIndex(GBACW_BOOK, GBACW_SHORT_TITLE, CONTENTS.map(printed), LAST_LINE, titlesOf);

/** The book's chapters, each with its sections and their cases, in the order of the book. */
export const GBACW_CONTENTS: readonly GbacwBookSection[] = INDEX.contents;
/** Chapter, section and case holding a line, outermost first; empty before the contents. */
export const gbacwSectionsAt = INDEX.sectionsAt;
/** Where a line is, in the book's words. */
export const gbacwBookPlace = INDEX.place;
/** Whether a text names the seed file (the tests' citation form) anywhere. */
export const namesGbacwSeed = INDEX.namesSeedFile;
/** The lines a citation string points at; a range gives its first and last line. */
export const gbacwCitedLines = INDEX.citedLines;
/**
 * A citation shown to a reader: each seed reference becomes its place in the book; places repeated in
 * one citation are given once. Text that cites no line of this book is returned as it is.
 */
export const gbacwBookCitation = INDEX.citation;
/** Rewrites every seed citation inside a longer text as book places. */
export const withGbacwCitations = INDEX.withCitations;
