/**
 * The few XML strings a module is made of, escaped in one place: text and attribute values go through
 * `xmlEscape`, and elements are written by `el`, so no builder in this folder writes `<`, `&` or a quote
 * by hand. Characters XML 1.0 cannot hold at all (control characters other than tab, newline and return)
 * are dropped rather than written, since VASSAL's parser would refuse the whole file for one.
 */

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlEscape(s: string): string {
  return s
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

export type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;

/** An element with attributes (undefined ones left out) and either child elements or text. */
export function el(name: string, attrs: Attrs = {}, children: readonly string[] | string = []): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlEscape(String(v))}"`)
    .join('');
  const inner = typeof children === 'string' ? xmlEscape(children) : children.join('');
  return inner.length ? `<${name}${a}>${inner}</${name}>` : `<${name}${a}/>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>';
