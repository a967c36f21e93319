/**
 * The armies the catalogue reads, fetched through the typed API: every bundled example (its scenarios'
 * sides and its army files) and every army in the library. The catalogue itself is built in core
 * (`buildCatalogue`); this only gathers what it is built from.
 */
import { ordersOfBattleIn, type CatalogueSource } from '../../../../core/oob';
import { api } from '../../platform/api';

export async function loadCatalogueSources(): Promise<CatalogueSource[]> {
  const examples = (await api.call('examples.list', {})).filter((e) => e.kind === 'scenario' || e.kind === 'army');
  const bundled = await Promise.all(
    examples.map(async (e) => {
      const doc = await api.call('examples.open', { name: e.name });
      return ordersOfBattleIn(doc.content).map((oob): CatalogueSource => ({ origin: 'bundled', title: e.title, oob }));
    }),
  );
  const armies = await api.call('library.list', { kind: 'army' });
  const library = await Promise.all(
    armies.map(async (a) => {
      const doc = await api.call('library.get', { id: a.id });
      return ordersOfBattleIn(doc.content).map((oob): CatalogueSource => ({ origin: 'library', title: a.title, oob }));
    }),
  );
  return [...bundled.flat(), ...library.flat()];
}
