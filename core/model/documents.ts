/**
 * The kinds of document Muster reads and writes, and what each file must carry to say which it is.
 * Every file names its kind with `$schema` (the schema's `$id`) and its format with `formatVersion`;
 * the current version of each kind is the `const` the schema itself declares, so the schema stays the
 * single source of truth and this table cannot drift from it.
 */
import armySchema from '../../schemas/army.schema.json';
import campaignSchema from '../../schemas/campaign.schema.json';
import mapSchema from '../../schemas/map.schema.json';
import gbacwTablesSchema from '../../schemas/rules-gbacw.schema.json';
import scenarioSchema from '../../schemas/scenario.schema.json';

/** Muster documents are small; anything far bigger is not one and should not be read into memory. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const DOCUMENT_KINDS = ['scenario', 'army', 'map', 'campaign'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentKindInfo {
  kind: DocumentKind;
  /** What a designer calls it, for messages. */
  noun: string;
  /** The schema `$id`, which is also what a file of this kind puts in its `$schema`. */
  schemaUrl: string;
  /** The format version this build of Muster writes. */
  formatVersion: number;
  /** File names of this kind end so (used when a file lacks `$schema`). */
  extension: string;
  /** Where the document keeps the name a user knows it by. */
  titlePath: readonly string[];
  schema: object;
}

interface SchemaHead {
  $id: string;
  properties?: { formatVersion?: { const?: unknown } };
}

/** The `formatVersion` const a schema declares; 1 for a schema that declares none yet (the army placeholder). */
function declaredVersion(schema: SchemaHead): number {
  const v = schema.properties?.formatVersion?.const;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 1;
}

function info(kind: DocumentKind, noun: string, extension: string, titlePath: readonly string[], schema: SchemaHead): DocumentKindInfo {
  return { kind, noun, schemaUrl: schema.$id, formatVersion: declaredVersion(schema), extension, titlePath, schema };
}

export const DOCUMENTS: Record<DocumentKind, DocumentKindInfo> = {
  scenario: info('scenario', 'scenario', '.scenario.json', ['title'], scenarioSchema as SchemaHead),
  // An army file is its order of battle: the army's name is the order of battle's.
  army: info('army', 'army', '.army.json', ['orderOfBattle', 'name'], armySchema as SchemaHead),
  map: info('map', 'map', '.map.json', ['title'], mapSchema as SchemaHead),
  campaign: info('campaign', 'campaign', '.campaign.json', ['title'], campaignSchema as SchemaHead),
};

/** "a scenario", "an army", "a campaign": a kind of document named in a sentence, from its noun. */
export const aDocument = (kind: DocumentKind): string => `${/^[aeiou]/i.test(DOCUMENTS[kind].noun) ? 'an' : 'a'} ${DOCUMENTS[kind].noun}`;

/** The longest title a scenario may have, as its schema says: the title field takes no more. */
export const SCENARIO_TITLE_MAX_LENGTH: number = scenarioSchema.properties.title.maxLength;

/** Schemas in dependency order (a schema after those it refers to). */
export const ALL_SCHEMAS: readonly object[] = [armySchema, mapSchema, gbacwTablesSchema, scenarioSchema, campaignSchema];

export const SCHEMA_URL: Record<DocumentKind, string> = {
  scenario: DOCUMENTS.scenario.schemaUrl,
  army: DOCUMENTS.army.schemaUrl,
  map: DOCUMENTS.map.schemaUrl,
  campaign: DOCUMENTS.campaign.schemaUrl,
};

export const CURRENT_FORMAT_VERSION: Record<DocumentKind, number> = {
  scenario: DOCUMENTS.scenario.formatVersion,
  army: DOCUMENTS.army.formatVersion,
  map: DOCUMENTS.map.formatVersion,
  campaign: DOCUMENTS.campaign.formatVersion,
};

export function kindFromSchemaUrl(url: string): DocumentKind | undefined {
  return DOCUMENT_KINDS.find((k) => DOCUMENTS[k].schemaUrl === url);
}

/** `taint-no-militia.army-union.json` is an army: the kind word may carry a suffix after a dash. */
export function kindFromFileName(fileName: string): DocumentKind | undefined {
  const base = fileName.split(/[\\/]/).pop()?.toLowerCase() ?? '';
  return DOCUMENT_KINDS.find((k) => new RegExp(`\\.${k}(-[a-z0-9-]+)?\\.json$`).test(base));
}

/** The name a document of `kind` has (a scenario's title, an army's name), or undefined when it has none. */
export function documentTitle(kind: DocumentKind, content: unknown): string | undefined {
  let value: unknown = content;
  for (const key of DOCUMENTS[kind].titlePath) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The document with its own name set to `title` (where `titlePath` says it lives), everything else shared.
 * The library names a copy in its content as well as its list, so saving the copy later keeps its name.
 */
export function withTitle(kind: DocumentKind, content: unknown, title: string): unknown {
  const set = (value: unknown, path: readonly string[]): unknown => {
    if (path.length === 0) return title;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const [key, ...rest] = path as [string, ...string[]];
    const record = value as Record<string, unknown>;
    return { ...record, [key]: set(record[key], rest) };
  };
  return set(content, DOCUMENTS[kind].titlePath);
}

/** The name to show for a document: its own, else "Untitled <noun>". */
export const titleOf = (kind: DocumentKind, content: unknown): string => documentTitle(kind, content) ?? `Untitled ${DOCUMENTS[kind].noun}`;

/** A file name for Save As, from the title: "Mine Run" → "mine-run.scenario.json". */
export function suggestedFileName(kind: DocumentKind, content: unknown): string {
  const slug = titleOf(kind, content)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60);
  return `${slug || 'untitled'}${DOCUMENTS[kind].extension}`;
}
