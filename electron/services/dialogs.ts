import type { FileFilter } from '../../core/api/contract';

/** Native file dialogs. The desktop shell provides them; web mode has none and the page asks for a path itself. */
export interface Dialogs {
  openPath(options: { title?: string; filters?: FileFilter[] }): Promise<string | null>;
  savePath(options: { title?: string; defaultPath?: string; filters?: FileFilter[] }): Promise<string | null>;
}
