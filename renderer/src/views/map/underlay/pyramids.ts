/**
 * The page's side of the reference images' tile pyramids: one worker decodes each image once (by its
 * content hash, however many maps or views use it) and answers tiles; here a bounded number of decoded
 * tiles is kept (least recently drawn dropped first), and whoever draws is told when a tile arrives.
 */
import { IMAGE_CHUNK_BYTES, TILE_CACHE, imageMediaType, referenceImageFileName, referenceImagePlaces, type ReferenceImageFile } from '../../../../../core/ground';
import type { ReferenceImage } from '../../../../../core/model/scenario.generated';
import { api } from '../../../platform/api';
import type { TileAnswer, TileRequest } from './tiles.worker';

export type PyramidState = { state: 'opening' } | { state: 'open'; ms: number } | { state: 'missing'; message: string };

/** Every tile kept decoded, across images: each about 1 MB of pixels. */
const TILES_KEPT = TILE_CACHE * 2;

class Pyramids {
  private worker: Worker | undefined;
  private readonly states = new Map<string, PyramidState>();
  private readonly opening = new Map<string, Promise<PyramidState>>();
  private readonly tiles = new Map<string, ImageBitmap>();
  private readonly asked = new Map<number, string>();
  /** The tiles asked for, by key, so a frame asks for each only once. */
  private readonly askedKeys = new Set<string>();
  private readonly waiting = new Map<string, (answer: TileAnswer & { type: 'opened' }) => void>();
  private readonly listeners = new Set<() => void>();
  private readonly overviewsAsked = new Map<number, (blob: Blob | undefined) => void>();
  private nextId = 1;

  private post(request: TileRequest, transfer: Transferable[] = []): void {
    if (!this.worker) {
      this.worker = new Worker(new URL('./tiles.worker.ts', import.meta.url), { type: 'module', name: 'reference-image tiles' });
      this.worker.onmessage = (event: MessageEvent<TileAnswer>) => this.answer(event.data);
    }
    this.worker.postMessage(request, transfer);
  }

  private answer(a: TileAnswer): void {
    if (a.type === 'opened') return void this.waiting.get(a.key)?.(a);
    if (a.type === 'overview') {
      this.overviewsAsked.get(a.id)?.(a.blob);
      return void this.overviewsAsked.delete(a.id);
    }
    const key = this.asked.get(a.id);
    this.asked.delete(a.id);
    if (key) this.askedKeys.delete(key);
    if (!key || !a.bitmap) return;
    this.tiles.set(key, a.bitmap);
    while (this.tiles.size > TILES_KEPT) {
      const [oldest, bitmap] = this.tiles.entries().next().value as [string, ImageBitmap];
      bitmap.close();
      this.tiles.delete(oldest);
    }
    for (const l of this.listeners) l();
  }

  /** Told whenever a tile or an image arrives (the underlay draws again). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  state(image: string): PyramidState | undefined {
    return this.states.get(image);
  }

  /**
   * Decodes the image at `path` (read through the backend in parts), or the library's copy of it when
   * `path` is null, into its pyramid under `image`, its content hash; a second call for the same image
   * waits for the first.
   */
  open(image: string, path: string | null, mediaType: string | undefined): Promise<PyramidState> {
    const known = this.opening.get(image);
    if (known) return known;
    this.states.set(image, { state: 'opening' });
    const read = (offset: number) => (path === null ? api.call('images.fromLibrary', { image, offset }) : api.call('images.read', { path, offset }));
    const done = (async (): Promise<PyramidState> => {
      const first = await read(0);
      const bytes = new Uint8Array(first.total);
      let at = 0;
      for (let chunk = first; ; ) {
        const part = Uint8Array.from(atob(chunk.data), (c) => c.charCodeAt(0));
        bytes.set(part, chunk.offset);
        at = chunk.offset + part.length;
        if (at >= chunk.total || part.length < IMAGE_CHUNK_BYTES) break;
        chunk = await read(at);
      }
      const answer = await new Promise<TileAnswer & { type: 'opened' }>((resolve) => {
        this.waiting.set(image, resolve);
        // A reference written before it named its kind is told by its first bytes, as the backend tells them.
        this.post({ type: 'open', key: image, bytes: bytes.buffer, mediaType: mediaType ?? imageMediaType(bytes) ?? 'application/octet-stream' }, [bytes.buffer]);
      });
      this.waiting.delete(image);
      return answer.ok ? { state: 'open', ms: answer.ms } : { state: 'missing', message: answer.message };
    })().catch((error: unknown): PyramidState => ({ state: 'missing', message: error instanceof Error ? error.message : String(error) }));
    this.opening.set(image, done);
    return done.then((state) => {
      this.states.set(image, state);
      if (state.state === 'missing') this.opening.delete(image);
      for (const l of this.listeners) l();
      return state;
    });
  }

  /**
   * Opens an image a scenario names, from the scenario's folder: by its file name there or in images/,
   * or by its content hash in images/ (where a package keeps it). The first file whose hash matches.
   * A library scenario (`inLibrary`) with no file beside it reads the library's copy, kept by that hash.
   */
  async reopen(ref: ReferenceImage, scenarioPath: string | null, inLibrary = false): Promise<PyramidState> {
    const known = this.opening.get(ref.image);
    if (known) return known;
    if (!scenarioPath && inLibrary) return this.open(ref.image, null, ref.mediaType);
    if (!scenarioPath) {
      const state: PyramidState = { state: 'missing', message: `${ref.fileName ?? 'the image'} is looked for beside the scenario: save the scenario first` };
      this.states.set(ref.image, state);
      return state;
    }
    const dir = scenarioPath.replace(/[\\/][^\\/]*$/, '');
    const names = referenceImagePlaces(ref);
    let why = '';
    for (const name of names) {
      const found: ReferenceImageFile | undefined = await api.call('images.open', { path: `${dir}/${name}` }).catch((error: unknown) => {
        why ||= error instanceof Error ? error.message : String(error);
        return undefined;
      });
      if (found && found.image === ref.image) return this.open(ref.image, found.path, found.mediaType);
      if (found) why = `${name} beside the scenario is not the same image any more (its content changed)`;
    }
    // A library scenario added from a file looks beside that file first, then in the library.
    if (inLibrary) return this.open(ref.image, null, ref.mediaType);
    const state: PyramidState = { state: 'missing', message: `${ref.fileName ?? referenceImageFileName(ref.image, ref.mediaType)} is not found beside the scenario${why ? `: ${why}` : ''}` };
    this.states.set(ref.image, state);
    for (const l of this.listeners) l();
    return state;
  }

  /** A decoded tile if it is at hand; otherwise it is asked for (and the listeners told when it comes). */
  tile(image: string, level: number, col: number, row: number): ImageBitmap | undefined {
    const key = `${image}/${level}/${col}/${row}`;
    const bitmap = this.tiles.get(key);
    if (bitmap) {
      // Most recently drawn last: the Map keeps insertion order.
      this.tiles.delete(key);
      this.tiles.set(key, bitmap);
      return bitmap;
    }
    if (this.states.get(image)?.state !== 'open' || this.askedKeys.has(key)) return undefined;
    const id = this.nextId++;
    this.asked.set(id, key);
    this.askedKeys.add(key);
    this.post({ type: 'tile', key: image, id, level, col, row });
    return undefined;
  }

  /** The whole image, small (at most 1,024 pixels a side, as a JPEG), once it is open; undefined when it is not. */
  overview(image: string): Promise<Blob | undefined> {
    if (this.states.get(image)?.state !== 'open') return Promise.resolve(undefined);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.overviewsAsked.set(id, resolve);
      this.post({ type: 'overview', key: image, id });
    });
  }

  /** Tiles asked for and not yet come. */
  get pending(): number {
    return this.asked.size;
  }
}

export const pyramids = new Pyramids();
