// The demo items' updates (comments) and replies. An item that has updates already is left as it
// is, so a resumed run posts only to the items that have none; Idempotency-Keys derived from each
// request keep a request an interrupted run left in flight from posting twice.
import type { UpdatePlan } from './catalog';
import type { Tally } from './seed';

/** How the seed reads and writes: `mutate` carries the request's Idempotency-Key. */
export interface UpdatesIo {
  data<T>(query: string, variables: Record<string, unknown>): Promise<T>;
  mutate<T>(query: string, variables: Record<string, unknown>): Promise<T>;
}

/** Posts the planned updates, oldest first, each followed by its replies, on the items (by number) that have none. */
export async function postUpdates(
  io: UpdatesIo,
  items: Map<number, string>,
  planOf: (n: number) => UpdatePlan[],
  tally: Tally,
): Promise<void> {
  if (items.size === 0) return;
  const { items: found } = await io.data<{
    items: Array<{ id: string; updates: Array<{ replies: unknown[] | null }> | null }>;
  }>('query ($ids: [ID!]) { items(ids: $ids) { id updates(limit: 100) { replies { id } } } }', {
    ids: [...items.values()],
  });
  const existing = new Map(found.map((item) => [item.id, item.updates ?? []]));
  for (const [n, itemId] of [...items].sort(([a], [b]) => a - b)) {
    const updates = existing.get(itemId) ?? [];
    if (updates.length > 0) {
      tally.found += updates.reduce((sum, update) => sum + 1 + (update.replies?.length ?? 0), 0);
      continue;
    }
    for (const plan of planOf(n)) {
      const { create_update } = await io.mutate<{ create_update: { id: string } }>(
        'mutation ($item: ID!, $body: String!) { create_update(item_id: $item, body: $body) { id } }',
        { item: itemId, body: plan.body },
      );
      tally.created += 1;
      for (const reply of plan.replies) {
        await io.mutate(
          'mutation ($parent: ID!, $body: String!) { create_update(parent_id: $parent, body: $body) { id } }',
          {
            parent: create_update.id,
            body: reply,
          },
        );
        tally.created += 1;
      }
    }
  }
}
