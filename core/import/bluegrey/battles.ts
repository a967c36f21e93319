/**
 * What the importer cannot read mechanically from the Blue & Grey text and keeps as data instead: each
 * game's victory conditions, summarised in our own words (numbers and hexes only, never the book's
 * sentences), and the hexes they score, with the line of the book's victory section they come from.
 * A game the parser finds but this table does not know still imports; its victory is then a pointer to
 * the book's section and the import reports it.
 */
import { bluegreyLine } from '../../rules/trace';
import type { BgSide } from './types';

export interface BgVictoryNote {
  /** The side the condition favours; absent for a condition both sides share. */
  side?: BgSide;
  text: string;
}

export interface BgObjective {
  hex: string;
  name: string;
  /** Victory points for holding it, where the game gives a fixed number. */
  points?: number;
}

export interface BgBattleFacts {
  /** The game's title as the parser reads it from the text. */
  title: string;
  /** The bundled file's name: `${slug}.scenario.json`. */
  slug: string;
  victory: { text: string; conditions: BgVictoryNote[] };
  objectives: BgObjective[];
  /** The game's victory section. */
  source: string;
}

/** Levels by the ratio of one side's victory points to the other's, each side's bands as the game gives them. */
const RATIO_LEVELS = (
  ratio: string,
  first: [BgSide, decisive: string, substantive: string, marginal: string],
  second: [BgSide, marginal: string, substantive: string, decisive: string],
): BgVictoryNote[] => [
  { side: first[0], text: `By the ratio of ${ratio} victory points: Decisive ${first[1]}, Substantive ${first[2]}, Marginal ${first[3]}.` },
  { side: second[0], text: `By the same ratio: Marginal ${second[1]}, Substantive ${second[2]}, Decisive ${second[3]}.` },
];

export const BLUEGREY_BATTLES: readonly BgBattleFacts[] = [
  {
    title: 'Shiloh',
    slug: 'shiloh',
    source: bluegreyLine(1554),
    victory: {
      text: 'One victory point per enemy strength point eliminated; the level also depends on who holds Pittsburg Landing (1508) at the end. As printed, the levels overlap and leave gaps, and no draw is named.',
      conditions: [
        { side: 'confederate', text: 'Decisive: twice the Union points and holding 1508. Substantive: holding 1508 with at least the Union points. Marginal: twice the Union points.' },
        { side: 'union', text: 'Decisive: holding 1508 with twice the Confederate points. Substantive: holding 1508 with at least the Confederate points. Marginal: holding 1508 with more than half the Confederate points.' },
      ],
    },
    objectives: [{ hex: '1508', name: 'Pittsburg Landing' }],
  },
  {
    title: 'Second Bull Run',
    slug: 'second-bull-run',
    source: bluegreyLine(1934),
    victory: {
      text: 'Two points per enemy strength point eliminated; the Confederates also score one per Union strength point cut off at the end from every road leaving the east edge. Ten points each for holding 2009 and Groveton (1207) at the end.',
      conditions: RATIO_LEVELS('Confederate to Union', ['confederate', '3:1 or more', '2:1 to under 3:1', 'over 3:2 to under 2:1'], ['union', '3:2 or less down to over 1:1', '1:1 or less down to over 2:3', '2:3 or less']),
    },
    objectives: [
      { hex: '2009', name: 'Hex 2009', points: 10 },
      { hex: '1207', name: 'Groveton', points: 10 },
    ],
  },
  {
    title: 'Road to Richmond',
    slug: 'road-to-richmond',
    source: bluegreyLine(2580),
    victory: {
      text: 'The side with more victory points wins. One point per enemy strength point eliminated; exits at 1528 and 0117 score by the Union Train\'s fate (Confederates +10 for destroying it, +20 if it never enters; Union +5 for exiting it at 1528). After Game-Turn 8, one point a turn for each of 1823 and 1826 held.',
      conditions: [
        { side: 'union', text: 'One point per unit exited at 1528; one per strength point exited at 0117 once the Train is out at 1528 and a line of communication joins 0117 to 1528; five if the Confederates trigger their early reinforcements.' },
        { side: 'confederate', text: 'Two points per strength point exited at 1528 if the Train got out and a line of communication joins 0117 to 1528; one per strength point exited there if the Train was destroyed or never came on.' },
      ],
    },
    objectives: [
      { hex: '1823', name: 'Hex 1823', points: 1 },
      { hex: '1826', name: 'Hex 1826', points: 1 },
      { hex: '1528', name: 'Exit hex 1528' },
      { hex: '0117', name: 'Exit hex 0117' },
    ],
  },
  {
    title: 'Savage’s Station',
    slug: 'savages-station',
    source: bluegreyLine(2918),
    victory: {
      text: 'The side with more victory points wins. One point per enemy strength point eliminated. All objectives start in Union hands; occupation is by the last side to have a unit there.',
      conditions: [
        { side: 'confederate', text: 'Occupying Savage\'s Station (2516): 25 points on Game-Turns 1–3, else 15 from Game-Turn 4, once. At the end, 5 points each for 1835, 3216 and 4716.' },
        { side: 'union', text: '15 points the first time it occupies 2516; 10 points if the Confederates hold not all of 1835, 3216 and 4716 at the end.' },
      ],
    },
    objectives: [
      { hex: '2516', name: 'Savage’s Station' },
      { hex: '1835', name: 'Hex 1835', points: 5 },
      { hex: '3216', name: 'Hex 3216', points: 5 },
      { hex: '4716', name: 'Hex 4716', points: 5 },
    ],
  },
  {
    title: 'Antietam',
    slug: 'antietam',
    source: bluegreyLine(3589),
    victory: {
      text: 'One point per enemy strength point eliminated; Confederate units cut off from Boteler\'s Ford (0126) at the end count as eliminated. 15 points for controlling all four Sharpsburg hexes at the end (the Confederates control them at the start).',
      conditions: RATIO_LEVELS('Union to Confederate', ['union', '2:1 or more', '1.5:1 to under 2:1', 'over 1:1 to under 1.5:1'], ['confederate', '1:1 or less down to over 1:1.25', '1:1.25 or less down to over 1:1.5', 'under 1:1.5 (exactly 1:1.5 falls in no band)']),
    },
    objectives: [
      { hex: '0815', name: 'Sharpsburg' },
      { hex: '0816', name: 'Sharpsburg' },
      { hex: '0716', name: 'Sharpsburg' },
      { hex: '0616', name: 'Sharpsburg' },
      { hex: '0126', name: 'Boteler’s Ford' },
    ],
  },
  {
    title: 'Fredericksburg',
    slug: 'fredericksburg',
    source: bluegreyLine(4329),
    victory: {
      text: 'At the end of Game-Turn 5 the Confederates win outright with three times the Union elimination points if the Union holds none of 1113, 1711 and 2401; otherwise play on and compare points. One point per enemy strength point eliminated, exit points at 2027, 2501 and 0113, and the hexes held at the end. The Confederates start with 4 points.',
      conditions: RATIO_LEVELS('Union to Confederate', ['union', '2:1 or more', '1.5:1 to under 2:1', 'over 1:1 to under 1.5:1'], ['confederate', '1:1 or less down to over 1:1.25', '1:1.25 or less down to over 1:1.5', 'under 1:1.5 (exactly 1:1.5 falls in no band)']),
    },
    objectives: [
      { hex: '1113', name: 'Hex 1113', points: 15 },
      { hex: '2401', name: 'Hex 2401', points: 25 },
      { hex: '1711', name: 'Hex 1711 (Union)', points: 8 },
      { hex: '1504', name: 'Hex 1504 (Confederate)', points: 5 },
      { hex: '0511', name: 'Hex 0511 (Confederate)', points: 5 },
      { hex: '0206', name: 'Burnside’s headquarters (Confederate)', points: 8 },
    ],
  },
  {
    title: 'Fredericksburg: 3 May 1863',
    slug: 'fredericksburg-3-may-1863',
    source: bluegreyLine(4415),
    victory: {
      text: 'As the Fredericksburg game, except that 1711, 0206, 0511 and 1504 score nothing. All creek hexsides but the canal are fords.',
      conditions: RATIO_LEVELS('Union to Confederate', ['union', '2:1 or more', '1.5:1 to under 2:1', 'over 1:1 to under 1.5:1'], ['confederate', '1:1 or less down to over 1:1.25', '1:1.25 or less down to over 1:1.5', 'under 1:1.5']),
    },
    objectives: [
      { hex: '1113', name: 'Hex 1113', points: 15 },
      { hex: '2401', name: 'Hex 2401', points: 25 },
    ],
  },
  {
    title: 'Hooker and Lee',
    slug: 'hooker-and-lee',
    source: bluegreyLine(5128),
    victory: {
      text: 'Confederates: two points per Union strength point eliminated and ten each for holding 0328, 0511 and 1501. Union: three points per Confederate strength point eliminated, one per strength point exited at 1501, 2001 or 2101, and 15 for holding 1501. A demoralized winner drops one level.',
      conditions: RATIO_LEVELS('Confederate to Union', ['confederate', '2:1 or more', '1.5:1 to under 2:1', 'over 1:1 to under 1.5:1'], ['union', '1:1 or less down to over 1:1.5', '1:1.5 or less down to over 1:2', '1:2 or less']),
    },
    objectives: [
      { hex: '0328', name: 'Hex 0328 (Confederate)', points: 10 },
      { hex: '0511', name: 'Hex 0511 (Confederate)', points: 10 },
      { hex: '1501', name: 'Hex 1501 (Confederate 10, Union 15)' },
    ],
  },
  {
    title: 'Grand Chancellorsville',
    slug: 'grand-chancellorsville',
    source: bluegreyLine(5646),
    victory: {
      text: 'Two points per enemy strength point eliminated and two per star of an enemy leader killed; the Union also scores one per strength point exited at F2501 with a line of communication north of the Rappahannock. Hexes held at the end score F2401 25, H1928 15, and F1326, F0825, F2027, H0328 5 each (the book does not say for which side).',
      conditions: RATIO_LEVELS('Confederate to Union', ['confederate', '2:1 or more', '1.5:1 to under 2:1', 'over 1:1 to under 1.5:1'], ['union', '1:1 or less down to over 1:1.5', '1:1.5 or less down to over 1:2', '1:2 or less']),
    },
    objectives: [
      { hex: 'F2401', name: 'F2401', points: 25 },
      { hex: 'H1928', name: 'H1928', points: 15 },
      { hex: 'F1326', name: 'F1326', points: 5 },
      { hex: 'F0825', name: 'F0825', points: 5 },
      { hex: 'F2027', name: 'F2027', points: 5 },
      { hex: 'H0328', name: 'H0328', points: 5 },
    ],
  },
  {
    title: 'Cemetery Hill',
    slug: 'cemetery-hill',
    source: bluegreyLine(6404),
    victory: {
      text: 'Confederates: two points per Union strength point eliminated; Union: three per Confederate strength point eliminated; each scores one per enemy strength point cut off at the end from the enemy\'s own edge (Union east, Confederate west). Each Game-Turn the Confederates score 5 per exited Confederate cavalry unit beyond the Union\'s exited cavalry.',
      conditions: RATIO_LEVELS('Union to Confederate', ['union', '2:1 or more', '1.5:1 to under 2:1', 'over 1:1 to under 1.5:1'], ['confederate', '1:1 or less down to over 1:1.5', '1:1.5 or less down to over 1:2', '1:2 or less']),
    },
    objectives: [],
  },
  {
    title: 'Chickamauga',
    slug: 'chickamauga',
    source: bluegreyLine(7113),
    victory: {
      text: 'One point per enemy strength point eliminated; Union +1 and Confederates +5 per own strength point exited at 0101 or 0111 (the Confederates need a road line of communication); Confederates +10 if the Union Train does not get out. Hexes held at the end score as listed. Levels by the Union\'s lead: Decisive 51 or more, Substantive 26–50, Marginal 11–25, a draw within 10, and the mirror for the Confederates.',
      conditions: [
        { side: 'union', text: 'Holding Alexander\'s Bridge (1922) 10, Dyer\'s Bridge (2311) 20 at the end.' },
        { side: 'confederate', text: 'Holding Rossville Gap (0211) 20, McFarland\'s Gap (0502) 20 at the end.' },
        { text: 'Either side: 0822, 1207 and 1115, 5 each at the end.' },
      ],
    },
    objectives: [
      { hex: '1922', name: 'Alexander’s Bridge', points: 10 },
      { hex: '2311', name: 'Dyer’s Bridge', points: 20 },
      { hex: '0211', name: 'Rossville Gap', points: 20 },
      { hex: '0502', name: 'McFarland’s Gap', points: 20 },
      { hex: '0822', name: 'Hex 0822', points: 5 },
      { hex: '1207', name: 'Crossroads 1207', points: 5 },
      { hex: '1115', name: 'Crossroads 1115', points: 5 },
    ],
  },
  {
    title: 'Chattanooga',
    slug: 'chattanooga',
    source: bluegreyLine(7826),
    victory: {
      text: 'Points by units, not strength: the Confederates score 3 per Union unit eliminated, the Union 2 per Confederate unit. Levels by the Union\'s lead: Decisive 31 or more, Substantive 21–30, Marginal 11–20, a draw within 10, and the mirror for the Confederates.',
      conditions: [
        { side: 'confederate', text: '4 points for ever controlling 1514 or 1417 (8 for both); at the end, 4 per Chattanooga town hex in the zone of control of a Confederate infantry unit.' },
        { side: 'union', text: '4 points each for 2207, 2311, 2416 and 2419 if the Union was the last to control them.' },
      ],
    },
    objectives: [
      { hex: '1514', name: 'Hex 1514 (Confederate)', points: 4 },
      { hex: '1417', name: 'Hex 1417 (Confederate)', points: 4 },
      { hex: '2207', name: 'Hex 2207 (Union)', points: 4 },
      { hex: '2311', name: 'Hex 2311 (Union)', points: 4 },
      { hex: '2416', name: 'Hex 2416 (Union)', points: 4 },
      { hex: '2419', name: 'Hex 2419 (Union)', points: 4 },
    ],
  },
  {
    title: 'Olustee',
    slug: 'olustee',
    source: bluegreyLine(8099),
    victory: {
      text: 'The Union wins outright by occupying Olustee Station with a line of communication east (the text does not give the station\'s hexes); the Confederates win outright by exiting an infantry unit at 4104 or 4108 with a line of communication to the railway at 1011. Otherwise the side that eliminated at least 5 more strength points than it lost wins a Marginal victory; else a draw. Union occupation of 2213 counts as 5 Confederate strength points lost.',
      conditions: [],
    },
    objectives: [
      { hex: '2213', name: 'Hex 2213 (worth 5 strength points)' },
      { hex: '4104', name: 'Confederate exit 4104' },
      { hex: '4108', name: 'Confederate exit 4108' },
      { hex: '1011', name: 'Railway hex 1011' },
    ],
  },
  {
    title: 'Battle of the Wilderness',
    slug: 'wilderness',
    source: bluegreyLine(8625),
    victory: {
      text: 'The side with more victory points after Game-Turn 16 wins. Union: two points per Confederate strength point eliminated; Confederates: three per Union strength point, and 15 for eliminating both Train Defence units. 15 points each for Spottswood (0810), Wilderness Tavern (1415) and Hickman (1920) at the end, held by the last unit or zone of control there; the Confederates hold them at the start.',
      conditions: [],
    },
    objectives: [
      { hex: '0810', name: 'Spottswood', points: 15 },
      { hex: '1415', name: 'Wilderness Tavern', points: 15 },
      { hex: '1920', name: 'Hickman', points: 15 },
    ],
  },
];

/** The facts of a game by its title as the text gives it. */
export function battleFacts(title: string): BgBattleFacts | undefined {
  return BLUEGREY_BATTLES.find((b) => b.title === title);
}
