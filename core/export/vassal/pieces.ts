/**
 * Piece definitions as VASSAL encodes them (the text of a `PieceSlot`): the `AddPiece` command
 * `+/null/TYPE/STATE` (BasicCommandEncoder.encode), whose TYPE is the trait chain outermost first, each
 * trait's own type and the rest joined by a tab (Decorator.getType), down to the `piece;` BasicPiece,
 * and whose STATE is the same chain of states (Decorator.getState). The traits a Muster counter carries:
 *
 * - `mark;` (Marker.java): properties `Side` and `UnitId` (and `Turn`/`Entry` for a reinforcement), their
 *   values in the state, so a module's searches and reports can name a counter's side and unit;
 * - `delete;` and `clone;` (Delete.java, Clone.java) on Ctrl+D and Ctrl+C, VASSAL's own defaults;
 * - `rotate;` (FreeRotator.java) on tabletop units, free rotation, the state the facing;
 *   and on hex counters that face, twelve steps of 30° (sides and corners);
 * - `emb2;` (Embellishment.java), a layer of two levels on counters printed on both sides (Blue & Grey
 *   reduced, GBACW disordered): level 1 the front, level 2 the reverse, Ctrl+F to flip;
 * - `piece;` (BasicPiece.java): the image and the name.
 */
import { sequenceEncode } from './sequence';

/** A trait's type and state, as its myGetType and myGetState write them. */
export interface Trait {
  type: string;
  state: string;
}

/**
 * Free text (a name, a marker's value) on one line: the trait chain is split on tabs at every level
 * (BasicCommandEncoder.createPiece decodes one level and hands the rest down), so a tab inside the
 * innermost piece's name would be read as one more trait.
 */
const oneLine = (s: string) => s.replace(/[\t\r\n]+/g, ' ');

/** Java's `KeyStroke.getKeyStroke(c, CTRL_DOWN_MASK)` as NamedHotKeyConfigurer.encode writes it: key code, then CTRL_MASK|CTRL_DOWN_MASK. */
const ctrl = (letter: string) => `${letter.charCodeAt(0)},130`;

export function markerTrait(props: ReadonlyArray<readonly [string, string]>): Trait {
  return { type: `mark;${sequenceEncode(props.map(([k]) => oneLine(k)), ',')}`, state: sequenceEncode(props.map(([, v]) => oneLine(v)), ',') };
}

export const deleteTrait = (): Trait => ({ type: `delete;${sequenceEncode(['Delete', ctrl('D'), ''], ';')}`, state: '' });

export const cloneTrait = (): Trait => ({ type: `clone;${sequenceEncode(['Clone', ctrl('C'), ''], ';')}`, state: '' });

/**
 * Free rotation (one valid angle) with its angle as the state, or `steps` fixed facings with the index
 * as the state. VASSAL's angles turn anticlockwise (FreeRotator.getAngleInRadians negates them), Muster's
 * facings clockwise from north: a unit facing 90° (east) is VASSAL's −90.
 */
export function rotateTrait(options: { steps: 1; facingDeg: number } | { steps: number; index: number }): Trait {
  const free = options.steps === 1;
  // FreeRotator.myGetType: count; set-angle key and text (free) or CW key, CCW key and their texts; the
  // random-rotate key and text; name; description; direct-rotate key, text, expression, facing flag.
  const keys = free ? [ctrl('R'), 'Rotate'] : ['93,130', '91,130', 'Rotate clockwise', 'Rotate anticlockwise'];
  const type = `rotate;${sequenceEncode([String(options.steps), ...keys, '', '', 'Facing', '', '', '', '', 'true'], ';')}`;
  if ('facingDeg' in options) {
    // FreeRotator.setAngle keeps angles in (−360, 0]; Java prints a double with its ".0".
    const angle = options.facingDeg % 360 === 0 ? 0 : -(((options.facingDeg % 360) + 360) % 360);
    return { type, state: javaDouble(angle) };
  }
  return { type, state: String(options.index) };
}

/**
 * A counter's two printed sides as an always-active layer (Embellishment.myGetType, version 1): the
 * legacy activate/up/down fields (commands, modifiers, keys), reset command, key and level, draw
 * underneath, offsets, the images and their level names, loop, the trait's name, random-layer key and
 * text, follow-property fields, version, always active, the activate, increase and decrease keys, the
 * description, scale, and the only-when property. The state is the level shown (1 front, 2 reverse).
 */
export function flipTrait(front: string, reverse: string, level: 1 | 2): Trait {
  const fields = [
    '', '130', '', 'Flip', '130', 'F', '', '130', '', '', '', '1', 'false', '0', '0',
    sequenceEncode([oneLine(front), oneLine(reverse)], ','), sequenceEncode(['', ''], ','),
    'true', 'Flip', '', '', 'false', '', '1', '1', 'true', '', ctrl('F'), '', 'Reverse side', '1.0', '', 'true',
  ];
  return { type: `emb2;${sequenceEncode(fields, ';')}`, state: String(level) };
}

const javaDouble = (v: number) => (Number.isInteger(v) ? v.toFixed(1) : String(v));

/** BasicPiece.getType and getState: no clone or delete keys of its own, the image, the name; off any map at 0,0. */
export function basicPiece(image: string, name: string, gpid: number): Trait {
  return { type: `piece;${sequenceEncode(['', '', oneLine(image), oneLine(name)], ';')}`, state: sequenceEncode(['null', '0', '0', String(gpid), '0'], ';') };
}

/** The trait chain, outermost first and the BasicPiece last, as the PieceSlot's text. */
export function pieceDefinition(traits: readonly Trait[]): string {
  const chain = (pick: (t: Trait) => string): string =>
    traits.reduceRight<string | undefined>((inner, t) => (inner === undefined ? pick(t) : sequenceEncode([pick(t), inner], '\t')), undefined) ?? '';
  return `+/${sequenceEncode(['null', chain((t) => t.type), chain((t) => t.state)], '/')}`;
}
