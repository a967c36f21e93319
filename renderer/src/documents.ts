/**
 * What the editor needs to know about each kind of document: a blank one, and where its title lives.
 * The full formats are defined by the schemas in schemas/ and the model in core/.
 */
import type { DocumentKind } from '../../core/library/types';

type Json = Record<string, unknown>;

export function blankDocument(kind: DocumentKind): unknown {
  return kind === 'scenario' ? { formatVersion: 1, title: 'Untitled scenario', notes: '' } : { formatVersion: 1, name: 'Untitled army', notes: '' };
}

const titleField = (kind: DocumentKind): 'title' | 'name' => (kind === 'scenario' ? 'title' : 'name');

export function titleOf(kind: DocumentKind, content: unknown): string {
  const value = (content as Json | null)?.[titleField(kind)];
  return typeof value === 'string' && value.trim() !== '' ? value : kind === 'scenario' ? 'Untitled scenario' : 'Untitled army';
}

export function withTitle(kind: DocumentKind, content: unknown, title: string): unknown {
  return { ...(content as Json), [titleField(kind)]: title };
}
