/**
 * The examples bundled with Muster (the book's scenarios and their armies, in `scenarios/`, and the
 * games imported from other books in its folders, such as `scenarios/bluegrey/`): listed for the Library
 * and read whole for "Start from an example". Callers name an example by the name this service listed
 * (`shiloh` in the Blue & Grey folder is `bluegrey/shiloh.scenario.json`), never by a path, so nothing
 * outside the bundled folder can be read through it, and nothing here writes: the editor opens a copy,
 * and the copy is saved elsewhere.
 */
import { readdir } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { ApiError, type ExampleDocument, type ExampleEntry } from '../../core/api/contract';
import { DOCUMENT_KINDS, documentTitle } from '../../core/model/documents';
import { EXAMPLE_FOLDER_LABELS } from '../../core/vocabulary/index';
import { searchNamesOf, type SearchNames } from '../../core/library/search';
import { readDocumentFile } from './files/index';

/** A listed summary is the first sentence of the document's description, at most this long. */
const SUMMARY_CHARS = 200;

export class Examples {
  private cache: Promise<Map<string, ExampleDocument>> | null = null;

  constructor(
    readonly folder: string | null,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** The top level's first, then each folder's in the order of `EXAMPLE_FOLDER_LABELS`; within each, scenarios, then armies and maps, each by title. */
  async list(): Promise<ExampleEntry[]> {
    const groups = [undefined, ...Object.values(EXAMPLE_FOLDER_LABELS)];
    return [...(await this.load()).values()]
      .map(({ content: _content, ...entry }) => entry)
      .sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind) || a.title.localeCompare(b.title));
  }

  async open(name: string): Promise<ExampleDocument> {
    const example = (await this.load()).get(name);
    if (!example) throw new ApiError('not-found', `There is no example called ${name}.`);
    // Each caller gets its own copy: editing it can never reach the cached original.
    return structuredClone(example);
  }

  /** Bundled files do not change while the app runs, so they are read and checked once. */
  private load(): Promise<Map<string, ExampleDocument>> {
    this.cache ??= this.read().catch((error: unknown) => {
      this.cache = null;
      throw error;
    });
    return this.cache;
  }

  private async read(): Promise<Map<string, ExampleDocument>> {
    const folder = this.folder;
    if (folder === null) return new Map();
    const jsonIn = async (dir: string) =>
      (await readdir(dir, { withFileTypes: true }).catch(() => []))
        .filter((e) => e.isFile() && e.name.endsWith('.json'))
        .map((e) => e.name)
        .sort();
    // The top level, then only the folders Muster knows: a name is a file name or FOLDER/file name.
    const names: Array<{ name: string; group?: string }> = (await jsonIn(folder)).map((name) => ({ name }));
    for (const [sub, group] of Object.entries(EXAMPLE_FOLDER_LABELS)) {
      for (const file of await jsonIn(join(folder, sub))) names.push({ name: `${sub}/${file}`, group });
    }
    const examples = new Map<string, ExampleDocument>();
    for (const { name, group } of names) {
      const result = await readDocumentFile(join(folder, ...name.split('/')), { displayName: name });
      if (!result.ok) {
        // A bundled file that does not open is a bug in this build; the other examples stay usable.
        this.log(`Example ${name} does not open: ${result.errors.map((e) => `${e.pointer} ${e.message}`).join('; ')}`);
        continue;
      }
      const content = result.document;
      const title = documentTitle(result.kind, content) ?? name;
      examples.set(name, {
        name,
        kind: result.kind,
        title: group ? `${group}: ${title}` : title,
        ...(group ? { group } : {}),
        summary: summaryOf(result.kind, content),
        names: searchNamesOf(content),
        content,
      });
    }
    // A side kept in an army file beside its scenario (Mine Run 3's) is found by its regiments and
    // leaders too: the scenario is listed with its armies' names.
    for (const example of examples.values()) {
      for (const armyFile of linkedArmyFiles(example)) {
        const army = examples.get(posix.join(posix.dirname(example.name), armyFile));
        if (army?.kind === 'army') example.names = withNames(example.names, army.names);
      }
    }
    return examples;
  }
}

/** The army files a scenario's sides name (`forces.armyFile`), read leniently. */
function linkedArmyFiles(example: ExampleDocument): string[] {
  if (example.kind !== 'scenario') return [];
  const sides = (example.content as { sides?: unknown } | null)?.sides;
  return (Array.isArray(sides) ? sides : []).map((side) => (side as { forces?: { armyFile?: unknown } } | null)?.forces?.armyFile).filter((file): file is string => typeof file === 'string');
}

/** Both lists of names, each name once, in the order met. */
function withNames(a: SearchNames, b: SearchNames): SearchNames {
  return { units: [...new Set([...a.units, ...b.units])], leaders: [...new Set([...a.leaders, ...b.leaders])] };
}

function summaryOf(kind: string, content: unknown): string {
  const doc = content as { situation?: unknown; notes?: unknown; description?: unknown; orderOfBattle?: { notes?: unknown } } | null;
  const text = kind === 'scenario' ? doc?.situation : kind === 'army' ? doc?.orderOfBattle?.notes : kind === 'map' ? doc?.notes : kind === 'campaign' ? doc?.description : undefined;
  if (typeof text !== 'string') return '';
  const sentence = /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;
  return sentence.length > SUMMARY_CHARS ? `${sentence.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : sentence;
}
