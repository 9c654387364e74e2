import type { StoreEngine } from '@workapi/stores';
import type { WritePart } from './data/item-write';
import { lookupKeysPart } from './data/parts/lookup';
import { RosterPart } from './data/parts/roster';
import { outboxPart } from './webhooks/outbox-part';

/**
 * What every item write keeps in step (data/item-write.ts `WritePart`), registered once per
 * process at start, in the order their steps run (data/item-writes.ts `ItemWrites`): the roster
 * only where the engine keeps one (`StoreEngine.keepsRosters`), lookup keys, and the outbox (whose
 * relay also sends the change's notifications: notifications/relay.ts).
 */
export function writeParts(engine: StoreEngine): WritePart[] {
  return [...(engine.keepsRosters ? [new RosterPart()] : []), lookupKeysPart, outboxPart];
}
