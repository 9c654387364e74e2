import type { OutboxFields } from '@workapi/stores';
import type { Collection, Document } from 'mongodb';

/**
 * The carriers of new documents' outboxes in `collection` (libs/stores `insertWithOutbox`: where
 * the engine keeps them), by the id of the document each carries for.
 */
export async function carriersIn<Entry>(
  collection: Collection<Document>,
): Promise<Map<string, Array<OutboxFields<Entry>>>> {
  const rows = await collection
    .find<OutboxFields<Entry> & { carrier_of: string }>({ outbox_carrier: true })
    .toArray();
  const carriers = new Map<string, Array<OutboxFields<Entry>>>();
  for (const row of rows) carriers.set(row.carrier_of, [...(carriers.get(row.carrier_of) ?? []), row]);
  return carriers;
}
