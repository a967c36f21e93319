/**
 * The parts every reference-chart sheet is built of (the ADF charts of a figure scale, Blue & Grey's and
 * GBACW's): a ruled table, a titled section kept whole in its column, the book citation in small italics
 * under a table, and the compact landscape style that fits a table to a column.
 */
import { escapeHtml } from '../sheet';

const esc = escapeHtml;

/**
 * A table of text cells; the first column holds names (left-aligned, on one line) unless told otherwise.
 * `words`: its cells are sentences rather than figures, set left like text.
 */
export function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>, options: { firstIsName?: boolean; words?: boolean } = {}): string {
  const first = options.firstIsName !== false;
  const th = head.map((h, i) => `<th${first && i === 0 ? ' class="name"' : ''}>${esc(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c, i) => `<td${first && i === 0 ? ' class="name"' : ''}>${esc(c)}</td>`).join('')}</tr>`).join('');
  return `<table${options.words ? ' class="words"' : ''}><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A titled section, kept whole in its column. */
export const section = (title: string, inner: string): string => `<section><h3>${esc(title)}</h3>${inner}</section>`;

/** A section as wide as the page, for a table too broad for a column. */
export const wideSection = (title: string, inner: string): string => `<section class="wide"><h3>${esc(title)}</h3>${inner}</section>`;

/** A note under a table, in Muster's words. */
export const note = (text: string): string => `<p class="note">${esc(text)}</p>`;

/** The citation line under a table, as a book's own citation helper writes it. */
export const citation = (text: string): string => `<div class="cite">${esc(text)}</div>`;

/** A number with its sign, as a modifier is written: +1, 0, −2. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Compact enough to keep each table whole in a column of a landscape page; names on one line. */
export const CHARTS_CSS = 'body{font-size:7.3pt}section{margin-bottom:4pt}td.name{white-space:nowrap}th,td{padding:0.8pt 2.5pt}.cols{column-count:2;column-gap:12pt}table.words td{text-align:left}table.words td.name{white-space:normal}';
