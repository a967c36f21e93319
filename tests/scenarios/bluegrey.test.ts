/**
 * The bundled Blue & Grey games (`scenarios/bluegrey/`): each file opens and validates as a user's file
 * would, and each is exactly what the importer makes from the book today, so the bundle never drifts from
 * the text or the importer (regenerate with `npm run import:bluegrey`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importBlueGrey } from '../../core/import/index';
import { BLUEGREY_BOOK } from '../../core/rules/trace';
import { readDocumentFile } from '../../electron/services/files/index';
import { REPO_ROOT, seedLines } from '../support/seeds';

const FOLDER = join(REPO_ROOT, 'scenarios', 'bluegrey');
const bundled = readdirSync(FOLDER).filter((f) => f.endsWith('.json')).sort();

describe('the bundled Blue & Grey scenarios', () => {
  it('hold the 14 games the book gives charts for, and nothing else', () => {
    const made = importBlueGrey(seedLines(BLUEGREY_BOOK).join('\n')).flatMap((g) => (g.fileName ? [g.fileName] : []));
    expect(bundled).toEqual([...made].sort());
    expect(bundled).toHaveLength(14);
  });

  it.each(bundled)('%s opens and validates as a scenario', async (name) => {
    const opened = await readDocumentFile(join(FOLDER, name), { displayName: name });
    expect(opened.ok ? [] : opened.errors).toEqual([]);
    expect(opened.ok && opened.kind).toBe('scenario');
    expect(opened.ok && opened.migratedFrom).toBeFalsy();
  });

  it('are what the importer makes from the book now, byte for byte', () => {
    for (const g of importBlueGrey(seedLines(BLUEGREY_BOOK).join('\n'))) {
      if (!g.fileName) continue;
      expect(readFileSync(join(FOLDER, g.fileName), 'utf8'), g.fileName).toBe(`${JSON.stringify(g.scenario, null, 2)}\n`);
    }
  });
});
