import {
  itemCreated,
  itemMoved,
  itemRetired,
  nameChanged,
  subitemCreated,
  updateCreated,
  valueChanged,
} from './changes';
import { isActivity, outboxFields, outboxUpdate, type OutboxEntries } from '../data/outbox';
import type { Subscription, WebhookEventType } from '../data/webhooks';
import { boardEvent, EventClock } from '@workapi/internal';
import { createdAtText } from '../activity/clock';
import { Outbox } from './events';

const scope = { accountId: 'a1', userId: '5', boardId: '100' };

const item = { _id: '2000000001', board_id: '100', group_id: 'topics', name: 'Task' };
const board = { groups: [{ id: 'topics', archived: false }] };
const hook = (id: string, event: WebhookEventType, columnId?: string, groupId?: string): Subscription => ({
  _id: id,
  account_id: 'a1',
  event,
  config: columnId || groupId ? { ...(columnId && { columnId }), ...(groupId && { groupId }) } : null,
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
/** The deliveries among the entries, their bodies read. */
const bodies = (entries: OutboxEntries) =>
  Object.entries(entries).flatMap(([id, entry]) =>
    isActivity(entry) ? [] : [{ id, ...entry, event: JSON.parse(entry.body).event }],
  );
/** The activity entries among the entries, their data read. */
const activities = (entries: OutboxEntries) =>
  Object.entries(entries).flatMap(([id, entry]) =>
    isActivity(entry) ? [{ id, ...entry.activity, data: JSON.parse(entry.activity.data) }] : [],
  );

describe('Outbox.emit', () => {
  it('gives each webhook that listens its own entry, with a unique event id, as monday.com shapes it', () => {
    const outbox = new Outbox(
      [hook('7', 'change_column_value'), hook('8', 'change_status_column_value'), hook('9', 'create_item')],
      scope,
      new EventClock(() => Date.parse('2026-07-01T00:00:00Z')),
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
      scope,
    );
    expect(bodies(outbox.emit([text])).map((entry) => entry.webhook_id)).toEqual(['1']);
    expect(bodies(outbox.emit([status])).map((entry) => entry.webhook_id)).toEqual(['2']);
    expect(bodies(outbox.emit([itemCreated(item, board)]))).toEqual([]);
  });

  it('shapes the events other features emit: updates and subitems', () => {
    const outbox = new Outbox([hook('1', 'create_update'), hook('2', 'create_subitem')], scope);
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

describe('Outbox.emit, for the activity log', () => {
  it("gives every event one activity entry, webhook or not, with monday.com's event name and data", () => {
    const outbox = new Outbox([], scope, new EventClock(() => Date.parse('2026-07-01T00:00:00Z')));
    const entries = activities(outbox.emit([status, nameChanged(item, 'Task', 'Job')]));
    expect(entries).toEqual([
      expect.objectContaining({
        account_id: 'a1',
        board_id: '100',
        user_id: '5',
        event: 'update_column_value',
        entity: 'pulse',
        item_id: '2000000001',
        column_id: 'status',
        group_ids: ['topics'],
        day: '2026-07-01',
        seq: 0,
        data: {
          board_id: 100,
          group_id: 'topics',
          pulse_id: 2000000001,
          pulse_name: 'Task',
          column_id: 'status',
          column_type: 'color',
          column_title: 'Status',
          value: { index: 1 },
          previous_value: null,
          is_top_group: true,
        },
      }),
      expect.objectContaining({
        event: 'update_name',
        seq: 1,
        data: expect.objectContaining({ value: { name: 'Job' } }),
      }),
    ]);
    expect(createdAtText(entries[1].created_at, entries[1].seq)).toBe('17828640000000001');
  });

  it('names the groups of a move, and an archived item by its pulse id', () => {
    const outbox = new Outbox([], scope);
    const [moved, archived] = activities(
      outbox.emit([itemMoved(item, board, 'done'), itemRetired(item, 'archived')]),
    );
    expect(moved).toMatchObject({ event: 'move_pulse_into_group', group_ids: ['topics', 'done'] });
    expect(archived).toMatchObject({
      event: 'archive_pulse',
      item_id: '2000000001',
      data: { pulse_id: 2000000001, pulse_name: 'Task' },
    });
  });
});

describe('event types beyond the first ten', () => {
  const subitem = { ...item, _id: '2000000009', board_id: '101', parent_item_id: '2000000001' };

  it("tells of a subitem's changes under monday.com's subitem types, naming its parent", () => {
    const outbox = new Outbox(
      [
        hook('1', 'change_subitem_column_value'),
        hook('2', 'change_column_value'),
        hook('3', 'change_subitem_name'),
        hook('4', 'subitem_archived'),
        hook('5', 'subitem_deleted'),
        hook('6', 'create_subitem_update'),
      ],
      scope,
    );
    const sent = bodies(
      outbox.emit([
        valueChanged(subitem, board, { id: 'text', type: 'text', title: 'Notes' }, 'hi', null, new Date(0)),
        nameChanged(subitem, 'Task', 'Sub'),
        itemRetired(subitem, 'archived'),
        itemRetired(subitem, 'deleted'),
        updateCreated(subitem, { id: '300', body: '<p>Hi</p>', textBody: 'Hi' }),
      ]),
    );
    expect(sent.map((entry) => [entry.webhook_id, entry.event.type])).toEqual([
      ['1', 'update_column_value'],
      ['3', 'update_name'],
      ['4', 'archive_pulse'],
      ['5', 'delete_pulse'],
      ['6', 'create_update'],
    ]);
    for (const entry of sent) expect(entry.event.parentItemId).toBe(2000000001);
  });

  it('item_moved_to_specific_group hears moves into its group only', () => {
    const outbox = new Outbox([hook('1', 'item_moved_to_specific_group', undefined, 'done')], scope);
    expect(bodies(outbox.emit([itemMoved(item, board, 'done')])).map((entry) => entry.webhook_id)).toEqual([
      '1',
    ]);
    expect(bodies(outbox.emit([itemMoved(item, board, 'elsewhere')]))).toEqual([]);
  });
});

describe('outbox fields', () => {
  it('writes nothing for a change that emits nothing, and marks the document pending when it does', () => {
    expect(outboxFields({})).toEqual({});
    expect(outboxUpdate({})).toEqual({});
    // The activity entry and the delivery; the last written marks the document.
    const entries = new Outbox([hook('1', 'create_item')], scope).emit([itemCreated(item, board)]);
    const [activity, delivery] = Object.keys(entries);
    expect(outboxFields(entries)).toEqual({ outbox: entries, outbox_pending: true, outbox_token: delivery });
    expect(outboxUpdate(entries)).toEqual({
      [`outbox.${activity}`]: entries[activity],
      [`outbox.${delivery}`]: entries[delivery],
      outbox_pending: true,
      outbox_token: delivery,
    });
  });
});

describe('Outbox.relayed', () => {
  const event = boardEvent(
    { accountId: 'a1', userId: '5', boardId: '100' },
    'create_column',
    { columnId: 'text', columnType: 'status', columnTitle: 'Notes' },
    { columnId: 'text' },
    new EventClock(() => Date.parse('2026-07-01T00:00:00Z')),
  );
  const outbox = () => new Outbox([hook('7', 'create_column'), hook('8', 'create_item')], scope);

  it('makes the same entries of an event relayed twice, so the log and the queue keep it once', () => {
    const first = outbox().relayed(event);
    expect(Object.keys(outbox().relayed(event))).toEqual(Object.keys(first));
    expect(activities(first)).toEqual([
      expect.objectContaining({
        id: event.id,
        event: 'create_column',
        entity: 'board',
        column_id: 'text',
        data: { board_id: 100, column_id: 'text', column_type: 'color', column_title: 'Notes' },
      }),
    ]);
  });

  it('delivers it to the webhooks of its type only, with monday.com’s fields', () => {
    const [delivery, ...others] = bodies(outbox().relayed(event));
    expect(others).toEqual([]);
    expect(delivery.webhook_id).toBe('7');
    expect(delivery.event).toMatchObject({
      type: 'create_column',
      boardId: 100,
      columnId: 'text',
      columnTitle: 'Notes',
      triggerUuid: delivery.id,
      triggerTime: '2026-07-01T00:00:00.000Z',
    });
  });
});
