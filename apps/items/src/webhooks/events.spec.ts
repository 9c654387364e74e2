import { itemCreated, subitemCreated, updateCreated, valueChanged } from './changes';
import { outboxFields, outboxUpdate } from '../data/outbox';
import type { Subscription, WebhookEventType } from '../data/webhooks';
import { Outbox } from './events';

const item = { _id: '2000000001', board_id: '100', group_id: 'topics', name: 'Task' };
const board = { groups: [{ id: 'topics', archived: false }] };
const hook = (id: string, event: WebhookEventType, columnId?: string): Subscription => ({
  _id: id,
  account_id: 'a1',
  event,
  config: columnId ? { columnId } : null,
});
const status = valueChanged(
  item,
  board,
  { id: 'status', type: 'status', title: 'Status' },
  { index: 1 },
  null,
  new Date(0),
);
const text = valueChanged(item, board, { id: 'text', type: 'text', title: 'Notes' }, 'hi', null, new Date(0));
const bodies = (entries: ReturnType<Outbox['emit']>) =>
  Object.entries(entries).map(([id, entry]) => ({ id, ...entry, event: JSON.parse(entry.body).event }));

describe('Outbox.emit', () => {
  it('gives each webhook that listens its own entry, with a unique event id, as monday.com shapes it', () => {
    const outbox = new Outbox(
      [hook('7', 'change_column_value'), hook('8', 'change_status_column_value'), hook('9', 'create_item')],
      '5',
      () => new Date('2026-07-01T00:00:00Z'),
    );
    const entries = bodies(outbox.emit([status]));
    expect(entries.map((entry) => entry.webhook_id)).toEqual(['7', '8']);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(2);
    for (const entry of entries)
      expect(entry.event).toMatchObject({
        app: 'monday',
        type: 'update_column_value',
        triggerTime: '2026-07-01T00:00:00.000Z',
        subscriptionId: Number(entry.webhook_id),
        userId: 5,
        boardId: 100,
        pulseId: 2000000001,
        columnId: 'status',
        value: { index: 1 },
        previousValue: null,
        triggerUuid: entry.id,
      });
  });

  it('narrows column subscriptions: a specific column, or status columns (one of them when configured)', () => {
    const outbox = new Outbox(
      [
        hook('1', 'change_specific_column_value', 'text'),
        hook('2', 'change_status_column_value'),
        hook('3', 'change_status_column_value', 'other_status'),
        hook('4', 'change_name'),
      ],
      '5',
    );
    expect(bodies(outbox.emit([text])).map((entry) => entry.webhook_id)).toEqual(['1']);
    expect(bodies(outbox.emit([status])).map((entry) => entry.webhook_id)).toEqual(['2']);
    expect(outbox.emit([itemCreated(item, board)])).toEqual({});
  });

  it('shapes the events other features emit: updates and subitems', () => {
    const outbox = new Outbox([hook('1', 'create_update'), hook('2', 'create_subitem')], '5');
    const [update, subitem] = bodies(
      outbox.emit([
        updateCreated(item, { id: '300', body: '<p>Hi</p>', textBody: 'Hi', replyId: null }),
        subitemCreated({ ...item, _id: '2000000009', board_id: '101' }, item),
      ]),
    );
    expect(update.event).toMatchObject({
      type: 'create_update',
      updateId: 300,
      body: '<p>Hi</p>',
      textBody: 'Hi',
    });
    expect(subitem.event).toMatchObject({
      type: 'create_pulse',
      boardId: 101,
      pulseId: 2000000009,
      parentItemId: 2000000001,
      parentItemBoardId: 100,
    });
  });
});

describe('outbox fields', () => {
  it('writes nothing when no webhook listens, and marks the document pending when one does', () => {
    expect(outboxFields({})).toEqual({});
    expect(outboxUpdate({})).toEqual({});
    const entries = new Outbox([hook('1', 'create_item')], '5').emit([itemCreated(item, board)]);
    const [id] = Object.keys(entries);
    expect(outboxFields(entries)).toEqual({ outbox: entries, outbox_pending: true, outbox_token: id });
    expect(outboxUpdate(entries)).toEqual({
      [`outbox.${id}`]: entries[id],
      outbox_pending: true,
      outbox_token: id,
    });
  });
});
