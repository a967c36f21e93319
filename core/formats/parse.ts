/**
 * JSON text with positions. `JSON.parse` says *that* a file is broken but not, in words a designer can
 * act on, *where*; this scanner finds the line and column of a syntax error and of any JSON pointer, so
 * a schema error can be shown at the right line of the file too.
 *
 * The fast path is `JSON.parse`; the scanner only runs to explain a failure or to locate a pointer.
 */

import { pointerFromTokens, pointerTokens } from '../model/pointer';

// A JSON pointer is a key into the model's documents: it is spelt in core/model/pointer.ts, passed on from here.
export { pointerFromTokens, pointerTokens } from '../model/pointer';

export interface TextPosition {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units (what editors count). */
  column: number;
  /** 0-based offset into the text. */
  offset: number;
}

export type ParseResult =
  | { ok: true; value: unknown }
  | { ok: false; message: string; position: TextPosition };

/**
 * Deeper than this is not a Muster document (the deepest bundled one nests 14 levels), and every
 * recursive reader (this scanner, the schema check, the editor) must stop somewhere. The one limit for
 * every way a document comes in: files, the library, the API and the command line.
 */
export const MAX_NESTING = 256;

/** The words of every refusal of a too-deep document, so each way in says the same. */
export const NESTING_MESSAGE = `the document nests more than ${MAX_NESTING} levels deep (lists and objects inside each other); no Muster document is that deep`;

/** A too-deep place, shortened for a message: its first levels and how deep it is. */
export function deepPlace(tokens: readonly string[]): string {
  return tokens.length > 8 ? `${pointerFromTokens(tokens.slice(0, 8))}/… (${tokens.length} levels)` : pointerFromTokens(tokens);
}

/** A place in a document walked from its top: the key that leads to it and the place that key is in. */
export interface Place {
  key: string;
  up: Place | undefined;
}

/** The JSON pointer tokens from the top of the document to `place`. */
export function tokensOf(place: Place | undefined): string[] {
  const tokens: string[] = [];
  for (let at = place; at; at = at.up) tokens.push(at.key);
  return tokens.reverse();
}

/**
 * The place (JSON pointer tokens) of the first value more than `limit` levels inside the top one, or
 * undefined when there is none. Iterative, so a value too deep for the call stack is still measured.
 * Only lists and objects are walked (a value inside one at the limit is the place): the strings and
 * numbers of a 10,000-hex map are never put on the stack, and a place's tokens are spelled only for
 * the one found.
 */
export function tooDeep(value: unknown, limit = MAX_NESTING): string[] | undefined {
  if (limit < 0) return [];
  const stack: { value: object; depth: number; at: Place | undefined }[] = [];
  if (value !== null && typeof value === 'object') stack.push({ value, depth: 0, at: undefined });
  while (stack.length > 0) {
    const item = stack.pop()!;
    const keys = Array.isArray(item.value) ? undefined : Object.keys(item.value);
    const length = keys ? keys.length : (item.value as unknown[]).length;
    if (length === 0) continue;
    if (item.depth === limit) return tokensOf({ key: keys ? keys[0]! : '0', up: item.at });
    // Pushed last to first, so the first is taken first: the walk goes through the document in order.
    for (let i = length - 1; i >= 0; i--) {
      const key = keys ? keys[i]! : String(i);
      const child = keys ? (item.value as Record<string, unknown>)[key] : (item.value as unknown[])[i];
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: item.depth + 1, at: { key, up: item.at } });
    }
  }
  return undefined;
}

export function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1, offset: end };
}

export function parseJson(text: string): ParseResult {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const shift = body === text ? 0 : 1;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const found = findSyntaxError(body);
    if (found) return { ok: false, message: found.message, position: positionAt(text, found.offset + shift) };
    // The scanner and JSON.parse disagree (should not happen): keep the engine's words.
    return { ok: false, message: `not valid JSON (${(error as Error).message})`, position: positionAt(text, 0) };
  }
  // JSON.parse reads any depth; the scanner stops at the limit and says where.
  if (tooDeep(value) !== undefined) {
    const found = findSyntaxError(body);
    return { ok: false, message: found?.message ?? NESTING_MESSAGE, position: positionAt(text, (found?.offset ?? 0) + shift) };
  }
  return { ok: true, value };
}

/**
 * Where the value at `pointer` starts in `text` (or, with `key: true` and an object member, where its
 * key starts). Undefined when the pointer names nothing in the text.
 */
export function positionOfPointer(text: string, pointer: string, options: { key?: boolean } = {}): TextPosition | undefined {
  return positionsOfPointers(text, [{ pointer, key: options.key === true }])[0];
}

/**
 * `positionOfPointer` for many pointers in one reading of the text: a document's problems are placed
 * together, and reading a big file once for each of fifty problems is what made a refusal take minutes.
 */
export function positionsOfPointers(text: string, requests: ReadonlyArray<{ pointer: string; key?: boolean }>): Array<TextPosition | undefined> {
  if (requests.length === 0) return [];
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const shift = body === text ? 0 : 1;
  const root: PointerTrie = { children: new Map(), requests: [] };
  requests.forEach((r, index) => {
    let node = root;
    for (const token of pointerTokens(r.pointer)) {
      let next = node.children.get(token);
      if (!next) node.children.set(token, (next = { children: new Map(), requests: [] }));
      node = next;
    }
    node.requests.push({ index, key: r.key === true });
  });
  const scanner = new Scanner(body, root, requests.length);
  try {
    scanner.document();
  } catch (stop) {
    if (!(stop instanceof Found) && !(stop instanceof SyntaxFault)) throw stop;
  }
  return requests.map((_, i) => (scanner.found[i] === undefined ? undefined : positionAt(text, scanner.found[i]! + shift)));
}

/** The pointers asked for, token by token: the scanner follows it beside the path it reads, never comparing whole paths. */
interface PointerTrie {
  children: Map<string, PointerTrie>;
  requests: Array<{ index: number; key: boolean }>;
}

function findSyntaxError(text: string): { offset: number; message: string } | undefined {
  const scanner = new Scanner(text, undefined, 0);
  try {
    scanner.document();
    return undefined;
  } catch (fault) {
    if (fault instanceof SyntaxFault) return { offset: fault.offset, message: fault.message };
    throw fault;
  }
}

class SyntaxFault {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}
class Found {}

const describe = (ch: string | undefined): string => {
  if (ch === undefined) return 'the end of the file';
  if (ch === '\n' || ch === '\r') return 'the end of the line';
  const code = ch.charCodeAt(0);
  if (code < 0x20) return `a control character (code ${code})`;
  return `'${ch}'`;
};

class Scanner {
  private i = 0;
  /** By request: the offset found for it. */
  readonly found: Array<number | undefined> = [];

  constructor(
    private readonly s: string,
    private readonly targets: PointerTrie | undefined,
    private remaining: number,
  ) {}

  document(): void {
    this.ws();
    if (this.i >= this.s.length) this.fail('the file is empty; a JSON document starts with {');
    this.value(0, undefined, this.targets);
    this.ws();
    if (this.i < this.s.length) this.fail(`unexpected ${describe(this.s[this.i])} after the end of the document`);
  }

  private fail(message: string, at = this.i): never {
    throw new SyntaxFault(at, message);
  }

  private ws(): void {
    const s = this.s;
    while (this.i < s.length) {
      const c = s.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i++;
      else break;
    }
  }

  /** Reads one value; `node` is where the pointers asked for stand at it (undefined once none leads here). */
  private value(depth: number, keyOffset: number | undefined, node: PointerTrie | undefined): void {
    if (depth > MAX_NESTING) this.fail(NESTING_MESSAGE);
    if (node && node.requests.length > 0) {
      for (const r of node.requests) {
        if (this.found[r.index] !== undefined) continue;
        this.found[r.index] = r.key && keyOffset !== undefined ? keyOffset : this.i;
        this.remaining--;
      }
      if (this.remaining === 0) throw new Found();
    }
    const ch = this.s[this.i];
    switch (ch) {
      case '{':
        return this.object(depth, node);
      case '[':
        return this.array(depth, node);
      case '"':
        this.string();
        return;
      case 't':
        return this.literal('true');
      case 'f':
        return this.literal('false');
      case 'n':
        return this.literal('null');
      default:
        if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return this.number();
        if (ch === "'") this.fail("text must be in double quotes (\"), not single quotes (')");
        if (ch === '}' || ch === ']') this.fail(`a value is missing before ${describe(ch)}`);
        this.fail(`a value was expected but found ${describe(ch)}`);
    }
  }

  private object(depth: number, node: PointerTrie | undefined): void {
    const open = this.i;
    this.i++;
    this.ws();
    if (this.s[this.i] === '}') {
      this.i++;
      return;
    }
    for (;;) {
      this.ws();
      const keyAt = this.i;
      if (this.s[this.i] !== '"') {
        if (this.s[this.i] === '}') this.fail("there is a comma too many before '}'");
        if (this.i >= this.s.length) this.fail(`the file ends inside an object; a '}' is missing (the object opens at ${this.where(open)})`);
        this.fail(`a property name in double quotes was expected but found ${describe(this.s[this.i])}`);
      }
      const key = this.string();
      this.ws();
      if (this.s[this.i] !== ':') this.fail(`a ':' was expected after the property name "${key}" but found ${describe(this.s[this.i])}`);
      this.i++;
      this.ws();
      this.value(depth + 1, keyAt, node?.children.get(key));
      this.ws();
      const c = this.s[this.i];
      if (c === ',') {
        this.i++;
        continue;
      }
      if (c === '}') {
        this.i++;
        return;
      }
      if (c === undefined) this.fail(`the file ends inside an object; a '}' is missing (the object opens at ${this.where(open)})`);
      this.fail(`a ',' or '}' was expected after the value of "${key}" but found ${describe(c)}`);
    }
  }

  private array(depth: number, node: PointerTrie | undefined): void {
    const open = this.i;
    this.i++;
    this.ws();
    if (this.s[this.i] === ']') {
      this.i++;
      return;
    }
    for (let index = 0; ; index++) {
      this.ws();
      if (this.s[this.i] === ']') this.fail("there is a comma too many before ']'");
      if (this.i >= this.s.length) this.fail(`the file ends inside a list; a ']' is missing (the list opens at ${this.where(open)})`);
      this.value(depth + 1, undefined, node && node.children.size > 0 ? node.children.get(String(index)) : undefined);
      this.ws();
      const c = this.s[this.i];
      if (c === ',') {
        this.i++;
        continue;
      }
      if (c === ']') {
        this.i++;
        return;
      }
      if (c === undefined) this.fail(`the file ends inside a list; a ']' is missing (the list opens at ${this.where(open)})`);
      this.fail(`a ',' or ']' was expected after item ${index} of the list but found ${describe(c)}`);
    }
  }

  private where(offset: number): string {
    const p = positionAt(this.s, offset);
    return `line ${p.line}, column ${p.column}`;
  }

  private string(): string {
    const s = this.s;
    const start = this.i;
    this.i++;
    let out = '';
    for (;;) {
      // A run of plain characters is taken whole: most text has no escapes.
      const run = this.i;
      for (let code = s.charCodeAt(this.i); code >= 0x20 && code !== 34 && code !== 92; code = s.charCodeAt(this.i)) this.i++;
      if (this.i > run) out += s.slice(run, this.i);
      const c = s[this.i];
      if (c === undefined) this.fail('the text that starts here never ends; a closing " is missing', start);
      if (c === '"') {
        this.i++;
        return out;
      }
      if (c === '\\') {
        const e = s[this.i + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && simple[e] !== undefined) {
          out += simple[e];
          this.i += 2;
          continue;
        }
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(this.i + 2, this.i + 6))) {
          out += String.fromCharCode(parseInt(s.slice(this.i + 2, this.i + 6), 16));
          this.i += 6;
          continue;
        }
        this.fail(`'\\${e ?? ''}' is not a valid escape in text; write \\\\ for a backslash`);
      }
      if (c.charCodeAt(0) < 0x20) {
        this.fail(c === '\n' || c === '\r' ? 'text cannot run over a line break; a closing " is missing or write \\n' : `text contains ${describe(c)}; write it as an escape`);
      }
      out += c;
      this.i++;
    }
  }

  /** JSON's number, -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, read by hand: a regex on a slice per number made big maps slow to read. */
  private number(): void {
    const s = this.s;
    const digits = (from: number): number => {
      let j = from;
      for (let c = s.charCodeAt(j); c >= 48 && c <= 57; c = s.charCodeAt(j)) j++;
      return j;
    };
    let i = this.i;
    if (s.charCodeAt(i) === 45) i++;
    if (s.charCodeAt(i) === 48) i++;
    else if (digits(i) > i) i = digits(i);
    else this.fail('a number was expected here');
    // A fraction or an exponent counts only when whole; what is left is refused just below.
    if (s.charCodeAt(i) === 46 && digits(i + 1) > i + 1) i = digits(i + 1);
    const e = s.charCodeAt(i);
    if (e === 101 || e === 69) {
      const sign = s.charCodeAt(i + 1) === 43 || s.charCodeAt(i + 1) === 45 ? 1 : 0;
      if (digits(i + 1 + sign) > i + 1 + sign) i = digits(i + 1 + sign);
    }
    this.i = i;
    const next = this.s[this.i];
    if (next !== undefined && /[0-9.eE+\-xX]/.test(next)) this.fail(`this is not a valid number (numbers have no leading zeros, hex or trailing dots)`);
  }

  private literal(word: 'true' | 'false' | 'null'): void {
    if (this.s.startsWith(word, this.i)) {
      this.i += word.length;
      return;
    }
    this.fail(`a value was expected but found ${describe(this.s[this.i])} (text must be in double quotes)`);
  }
}
