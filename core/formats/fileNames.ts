/**
 * File names Muster offers for what a scenario produces (a battle report, a playtest's result): the
 * scenario's own title and the thing in words, as a club would name the file by hand ("Tan Yard Hill –
 * battle report.txt"), never an id. Characters no file system takes are left out.
 */

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
const REFUSED = /[<>:"/\\|?*\u0000-\u001f]/g;

/** `Title – what.ext`: the scenario's title, an en dash, what the file holds. */
export function titledFileName(title: string | undefined, what: string, extension: string): string {
  const clean = (title ?? '').replace(REFUSED, ' ').replace(/\s+/g, ' ').trim().replace(/[. ]+$/, '').slice(0, 120);
  return `${clean ? `${clean} – ` : ''}${what}${extension}`;
}

/** A name in a folder, with the folder's own separator. */
export function inFolder(folder: string | undefined, name: string): string {
  if (!folder) return name;
  const separator = folder.includes('\\') && !folder.includes('/') ? '\\' : '/';
  return `${folder.replace(/[\\/]+$/, '')}${separator}${name}`;
}
