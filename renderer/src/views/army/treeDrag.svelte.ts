/**
 * Drag and drop in the order-of-battle tree (OobTree.svelte): a row dragged to another place, or a
 * catalogue entry dragged in, shows where it would go (before, after or inside a row) and its drop is one
 * named command. Where a drop may go is treeModel's `dropAction` and `catalogueDropPoint`; this holds the
 * drag under way and turns the browser's drag events into those answers.
 */
import type { ArmyFile } from '../../../../core/army';
import { oobCommands as cmd, type OrderOfBattle } from '../../../../core/oob';
import type { OobPath } from '../../../../core/oob/commands';
import type { MusterScenario } from '../../../../core/scenario';
import { workspace } from '../../state/workspace.svelte';
import { catalogueDrag } from './catalogueDrag';
import { catalogueDropPoint, dropAction, type DropPlace, type Row } from './treeModel';

export interface TreeDragContext {
  oob(): OrderOfBattle | undefined;
  oobPath(): OobPath<ArmyFile | MusterScenario>;
  /** Whether a formation's row shows its children (a drop low on an open formation goes inside it). */
  expanded(id: string): boolean;
  select(id: string): void;
}

export class TreeDrag {
  /** The row being dragged, if a row of this tree is. */
  dragId = $state<string | null>(null);
  /** Where the drag would drop now. */
  drop = $state<{ id: string; place: DropPlace } | null>(null);

  constructor(private readonly context: TreeDragContext) {}

  /** The pointer left a row: it no longer shows the drop. */
  leave(id: string): void {
    if (this.drop?.id === id) this.drop = null;
  }

  placeFor(e: DragEvent, row: Row): DropPlace {
    const rect = (e.currentTarget as HTMLElement).getBoundingClientRect();
    const y = (e.clientY - rect.top) / rect.height;
    if (row.kind === 'formation') return y < 0.25 ? 'before' : y > 0.75 && !(this.context.expanded(row.id) && row.expandable) ? 'after' : 'inside';
    return y < 0.5 ? 'before' : 'after';
  }

  onDragStart(e: DragEvent, row: Row): void {
    this.dragId = row.id;
    this.context.select(row.id);
    e.dataTransfer?.setData('application/x-muster-oob', row.id);
    if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
  }

  /** A catalogue entry dragged over the tree (or its empty space, `row` null) shows where it would go. */
  onCatalogueOver(e: DragEvent, row: Row | null): boolean {
    const oob = this.context.oob();
    const entry = catalogueDrag.entry;
    if (this.dragId || !entry || !oob) return false;
    const place = row ? this.placeFor(e, row) : 'after';
    if (!catalogueDropPoint(row, place, entry.kind)) {
      this.drop = null;
      return true;
    }
    e.preventDefault();
    e.stopPropagation();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    this.drop = row ? { id: row.id, place } : null;
    return true;
  }

  onCatalogueDrop(e: DragEvent, row: Row | null): boolean {
    const oob = this.context.oob();
    const oobPath = this.context.oobPath();
    const entry = catalogueDrag.entry;
    if (this.dragId || !entry || !oob) return false;
    e.preventDefault();
    e.stopPropagation();
    catalogueDrag.entry = null;
    this.drop = null;
    const at = catalogueDropPoint(row, row ? this.placeFor(e, row) : 'after', entry.kind);
    if (!at) return true;
    const id = cmd.catalogueId(oob, entry);
    if (workspace.run(cmd.addFromCatalogue(oobPath, at.parentId, entry, at.index))) this.context.select(id);
    return true;
  }

  onDragOver(e: DragEvent, row: Row): void {
    if (this.onCatalogueOver(e, row)) return;
    const oob = this.context.oob();
    if (!oob || !this.dragId) return;
    const place = this.placeFor(e, row);
    if (!dropAction(oob, this.dragId, row, place)) {
      this.drop = null;
      return;
    }
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
    this.drop = { id: row.id, place };
  }

  onDrop(e: DragEvent, row: Row): void {
    if (this.onCatalogueDrop(e, row)) return;
    const oob = this.context.oob();
    const oobPath = this.context.oobPath();
    e.preventDefault();
    const id = this.dragId;
    this.dragId = null;
    this.drop = null;
    if (!oob || !id) return;
    const action = dropAction(oob, id, row, this.placeFor(e, row));
    if (!action) return;
    if (action.kind === 'leader') workspace.run(cmd.moveLeader(oobPath, action.id, action.formationId, action.index));
    else workspace.run(cmd.moveNode(oobPath, action.id, action.parentId, action.index));
    this.context.select(id);
  }

  onDragEnd(): void {
    this.dragId = null;
    this.drop = null;
  }
}
