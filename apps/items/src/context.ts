import type { FormulaWork } from '@workapi/column-types';
import { forbidden, invalidArgument, invalidBoardId, resourceNotFound } from '@workapi/errors';
import { mayRead, mayWrite, NOBODY, type BoardFacts, type ReferenceReader } from '@workapi/reference';
import type { AuditRecorder } from '@workapi/audit';
import type { RedisLimitStore } from '@workapi/complexity';
import { type RequestScope } from '@workapi/subgraph';
import type { ItemRecord, ItemsRepository } from './data/items';
import type { WebhooksRepository } from './data/webhooks';
import type { SubitemsRepository } from './data/subitems';
import type { UpdatesRepository } from './data/updates';
import type { NotificationsRepository } from './data/notifications';
import type { ItemSubscribers } from './data/item-subscribers';
import type { ActivityLogs } from './data/activity-logs';
import type { BoardEventsInbox } from './data/board-events';
import type { AssetsRepository } from './data/assets';
import type { FileStore } from '@workapi/files';
import type { Pager } from './paging/pager';
import { Outbox } from './webhooks/events';
import type { WebhookSender } from './webhooks/sender';

export interface ItemsContext extends RequestScope {
  items: ItemsRepository | null;
  subitems: SubitemsRepository | null;
  updates: UpdatesRepository | null;
  notifications: NotificationsRepository | null;
  subscribers: ItemSubscribers | null;
  pager: Pager | null;
  webhooks: WebhookAccess | null;
  /** Boards' activity logs (data/activity-logs.ts), written by the relay, read here. */
  activity: ActivityLogs | null;
  /** Board events relayed by the boards and columns subgraphs, waiting for the relay (data/board-events.ts). */
  boardEvents: BoardEventsInbox | null;
  /** Where clients reach the API (config `publicUrl`): the base of the links answered. */
  publicUrl: string;
  /** The formulas this request evaluates, bounded (monday.com's five formula columns a request). */
  formulas: FormulaWork;
  /** Keeps a security event (webhooks made and deleted) in the accounts' audit log (libs/audit). */
  audit: AuditRecorder;
  assets: AssetsRepository | null;
  /** Signs asset links and checks upload references (config `files`); the store their bytes are in. */
  files: { secret: string; urlTtlSeconds: number; store: () => Promise<FileStore> };
  /** Charges accounts for work beyond a write's price (chargeWork below), in the gateway's limits. */
  work: Pick<RedisLimitStore, 'chargeWork'>;
}

/** What the webhook fields need: the caller's webhooks, the sender (for the challenge) and whether private URLs may be used. */
export interface WebhookAccess {
  repository: WebhooksRepository;
  sender: WebhookSender;
  allowPrivate: boolean;
}

export function webhooksOf(context: ItemsContext): WebhookAccess {
  if (!context.webhooks) throw forbidden('This operation needs an authenticated user');
  return context.webhooks;
}

/**
 * The board's webhooks, read before a change: `emit` turns the change's events into the outbox
 * entries its write stores (webhooks/events.ts), its activity entries and deliveries. Every change
 * that webhooks and the activity log may hear of calls it.
 */
export async function outboxFor(context: ItemsContext, boardId: string): Promise<Outbox> {
  const { repository } = webhooksOf(context);
  return Outbox.ofBoard(repository, boardId, {
    accountId: context.caller?.accountId ?? '',
    userId: context.caller?.userId ?? '',
  });
}

export function itemsOf(context: ItemsContext): ItemsRepository {
  if (!context.items) throw forbidden('This operation needs an authenticated user');
  return context.items;
}

export function activityOf(context: ItemsContext): ActivityLogs {
  if (!context.activity) throw forbidden('This operation needs an authenticated user');
  return context.activity;
}

export function boardEventsOf(context: ItemsContext): BoardEventsInbox {
  if (!context.boardEvents) throw forbidden('This operation needs an authenticated user');
  return context.boardEvents;
}

export function subitemsOf(context: ItemsContext): SubitemsRepository {
  if (!context.subitems) throw forbidden('This operation needs an authenticated user');
  return context.subitems;
}

export function updatesOf(context: ItemsContext): UpdatesRepository {
  if (!context.updates) throw forbidden('This operation needs an authenticated user');
  return context.updates;
}

export function notificationsOf(context: ItemsContext): NotificationsRepository {
  if (!context.notifications) throw forbidden('This operation needs an authenticated user');
  return context.notifications;
}

export function subscribersOf(context: ItemsContext): ItemSubscribers {
  if (!context.subscribers) throw forbidden('This operation needs an authenticated user');
  return context.subscribers;
}

export function assetsOf(context: ItemsContext): AssetsRepository {
  if (!context.assets) throw forbidden('This operation needs an authenticated user');
  return context.assets;
}

export function pagerOf(context: ItemsContext): Pager {
  if (!context.pager) throw forbidden('This operation needs an authenticated user');
  return context.pager;
}

export function referenceOf(context: ItemsContext): ReferenceReader {
  if (!context.reference) throw forbidden('This operation needs an authenticated user');
  return context.reference;
}

/**
 * A board the caller may change the content of (active or archived, not deleted), from the
 * reference data: one it cannot see is an unknown board, one it may only read is refused.
 */
export async function writableBoard(context: ItemsContext, boardId: string): Promise<BoardFacts> {
  const board = await referenceOf(context).board(String(boardId));
  const caller = context.caller ?? NOBODY;
  if (!mayRead(board, caller)) throw invalidBoardId(String(boardId));
  if (!mayWrite(board, caller, 'content')) throw forbidden('User unauthorized to change this board');
  return board;
}

/**
 * The item id a write names. monday.com's schema lets item_id be null where it names the item
 * written; nothing is written then.
 */
export function requiredItemId(itemId: string | null | undefined): string {
  if (itemId == null || itemId === '') throw invalidArgument('item_id is required');
  return String(itemId);
}

/** An item the caller may change: not deleted, on a board they can see; else ResourceNotFoundException. */
export async function itemForWrite(
  context: ItemsContext,
  given: string | null | undefined,
): Promise<ItemRecord> {
  const itemId = requiredItemId(given);
  const item = await itemsOf(context).byId.load(String(itemId));
  if (!item || item.state === 'deleted') throw resourceNotFound('Item', String(itemId));
  await writableBoard(context, item.board_id).catch(() => {
    throw resourceNotFound('Item', String(itemId));
  });
  return item;
}

/**
 * Charges `points` of work a write does beyond its price (duplicate_board's copies, the items
 * change_item_position renumbers) to the caller's account, in its current window, even past its
 * budget (README, Limits and prices). While Redis does not answer the write goes on, as the
 * gateway's limits fall back rather than stop.
 */
export async function chargeWork(context: ItemsContext, points: number, what: string): Promise<void> {
  try {
    await context.work.chargeWork(context.caller?.accountId as string, points);
  } catch (error) {
    context.logger.warn({ err: (error as Error).message, points }, `${what} not charged`);
  }
}
