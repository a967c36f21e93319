/**
 * VASSAL's `SequenceEncoder` (vassal-app/src/main/java/VASSAL/tools/SequenceEncoder.java), the one way
 * VASSAL packs a list of values into a string: values joined by a delimiter, each delimiter inside a
 * value escaped with a backslash, and a value that begins with a backslash (or is wrapped in single
 * quotes) wrapped in single quotes so the decoder does not eat it. A piece definition nests these three
 * deep (a trait's fields by `;`, the traits by a tab, the command by `/`), so every level must escape
 * exactly as VASSAL does or the piece will not build.
 */

/** `new SequenceEncoder(delim)` with `append(value)` for each value, then `getValue()`. */
export function sequenceEncode(values: readonly string[], delim: string): string {
  return values.map((v) => encodeOne(v, delim)).join(delim);
}

function encodeOne(s: string, delim: string): string {
  if (s.length === 0) return '';
  // SequenceEncoder.append(String): a leading backslash, or a value that already looks quoted, is quoted.
  const quoted = s[0] === '\\' || (s[0] === "'" && s[s.length - 1] === "'");
  const escaped = s.split(delim).join(`\\${delim}`);
  return quoted ? `'${escaped}'` : escaped;
}

/** `SequenceEncoder.Decoder`: every token of an encoded string (an escaped delimiter stays in its token). */
export function sequenceDecode(value: string, delim: string): string[] {
  const out: string[] = [];
  let start = 0;
  let token = '';
  for (let i = 0; i <= value.length; i++) {
    if (i === value.length) {
      out.push(unquote(token + value.slice(start)));
      break;
    }
    if (value[i] !== delim) continue;
    if (i > 0 && value[i - 1] === '\\') {
      // Decoder.nextToken: drop the backslash, keep the delimiter in the token.
      token += value.slice(start, i - 1);
      start = i;
      continue;
    }
    out.push(unquote(token + value.slice(start, i)));
    token = '';
    start = i + 1;
  }
  return out;
}

const unquote = (s: string) => (s.length > 1 && s[0] === "'" && s[s.length - 1] === "'" ? s.slice(1, -1) : s);
