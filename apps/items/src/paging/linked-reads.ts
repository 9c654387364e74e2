import type { OperationReads } from '@workapi/internal';

/**
 * The linked items a request reads for board_relation, dependency and mirror values (their
 * `display_value`, `linked_items`, mirrored values, and the rules of items_page and aggregate on
 * links), charged to the account as the items a page lists are (`OperationReads`, priced by the
 * gateway): each once, as the request's loader reads it once, however many values name it.
 */
export class LinkedReads {
  private readonly charged = new Set<string>();

  constructor(private readonly reads: OperationReads) {}

  charge(ids: readonly string[]): void {
    for (const id of ids) {
      if (this.charged.has(id)) continue;
      this.charged.add(id);
      this.reads.items += 1;
    }
  }
}
