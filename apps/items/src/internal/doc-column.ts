import { endpoints, internalHandler } from '@workapi/internal';
import type { ItemsContext } from '../context';
import { docInColumn } from '../changes/files';

/** The boards subgraph's create_doc and delete_doc, on an item's doc column (changes/files.ts). */
export const docColumn = internalHandler({
  endpoint: endpoints.items.docColumn,
  changesData: true,
  handle: (payload, context: ItemsContext) => docInColumn(context, payload),
});
