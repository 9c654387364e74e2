import type { ItemWrite, PartOfWrite, WritePart, WriteSite } from '../data/item-write';
import { outboxFields, outboxUpdate } from '../data/outbox';
import { Outbox } from './events';

/**
 * The outbox, as a part of every item write (data/item-write.ts `WritePart`): a write's events, as
 * activity entries and as deliveries for its board's webhooks (read before the change), are
 * stored in the same insert or update (data/outbox.ts), so none is lost apart from the change; the
 * relay (delivery.ts) hands them on. A write that emits nothing stores nothing more.
 */
export const outboxPart: WritePart = {
  name: 'outbox',
  async begin(write: ItemWrite, site: WriteSite): Promise<PartOfWrite | null> {
    if (!('emits' in write) || !write.emits || write.emits.events.length === 0) return null;
    const outbox = await Outbox.ofBoard(site.webhooks, write.emits.boardId, site.viewer);
    if (write.kind === 'create' || write.kind === 'copies') {
      const eventsOf = write.emits.events;
      // Each new item's events, once its id is drawn, into its own document.
      return { stored: (item) => ({ set: item ? { ...outboxFields(outbox.emit(eventsOf(item))) } : {} }) };
    }
    const entries = outbox.emit(write.emits.events);
    return { stored: () => ({ set: outboxUpdate(entries) }) };
  },
};
