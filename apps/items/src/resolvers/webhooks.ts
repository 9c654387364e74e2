import { AUDIT_EVENTS, type AuditEvent } from '@workapi/audit';
import { invalidArgument, invalidColumnId, resourceNotFound } from '@workapi/errors';
import type { WebhookEventType as RequestedEvent } from '../generated/graphql';
import type { WebhookRecord } from '../data/webhooks';
import type { WebhookView } from '../models';
import type { BoardFacts } from '@workapi/reference';
import { referenceOf, webhooksOf, writableBoard, type ItemsContext } from '../context';
import { checkWebhookUrl } from '../webhooks/addresses';
import { DELIVERED_EVENT_TYPES } from '../webhooks/events';
import { newSigningSecret } from '../webhooks/signing';

/**
 * The most webhooks a board may have (monday.com states no number). Each is a delivery per change
 * of the board and a slot of its account's share of deliveries; 50 covers one per event type and
 * column of a busy board. `Query.webhooks` is priced for this many (schema.graphql's @listSize).
 */
export const MAX_WEBHOOKS_PER_BOARD = 50;

/** create_webhook's `config`: a JSON object, or its text as monday.com's clients send it. */
function configObject(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalidArgument('config must be a JSON object');
    }
  }
  if (value != null && (typeof value !== 'object' || Array.isArray(value)))
    throw invalidArgument('config must be a JSON object');
  return value as Record<string, unknown> | null;
}

/** A string of the config, when given; anything else under that name is refused. */
function configText(config: Record<string, unknown> | null, name: string): string | undefined {
  const value = config?.[name];
  if (value != null && typeof value !== 'string') throw invalidArgument(`config.${name} must be a string`);
  return value ?? undefined;
}

/**
 * A webhook's config, checked against the event and the board's columns and groups. Only
 * `columnId` and, for item_moved_to_specific_group, `groupId` are kept.
 */
async function configOf(
  context: ItemsContext,
  board: BoardFacts,
  event: RequestedEvent,
  raw: unknown,
): Promise<WebhookRecord['config']> {
  const given = configObject(raw);
  const columnId = configText(given, 'columnId');
  const groupId = event === 'item_moved_to_specific_group' ? configText(given, 'groupId') : undefined;
  if (event === 'change_specific_column_value' && !columnId)
    throw invalidArgument(
      'change_specific_column_value needs config {"columnId": "<a column of the board>"}',
    );
  if (event === 'item_moved_to_specific_group' && !groupId)
    throw invalidArgument('item_moved_to_specific_group needs config {"groupId": "<a group of the board>"}');
  if (groupId && !board.groups.some((group) => group.id === groupId))
    throw resourceNotFound('Group', groupId);
  if (!columnId) return groupId ? { groupId } : null;
  const column = (await referenceOf(context).columns(board.id)).find(
    (candidate) => candidate.id === columnId,
  );
  if (!column) throw invalidColumnId(columnId);
  if (event === 'change_status_column_value' && column.type !== 'status')
    throw invalidArgument(`config.columnId ${columnId} is not a status column`);
  return { columnId, ...(groupId ? { groupId } : {}) };
}

/** Records a webhook made or deleted in the audit log: which, on which board, for which event (never its secret). */
const auditWebhook = (context: ItemsContext, event: AuditEvent, record: WebhookRecord) =>
  context.caller
    ? context.audit(context.caller, event, {
        webhook_id: record._id,
        board_id: record.board_id,
        event: record.event,
      })
    : undefined;

/**
 * create_webhook: a board the caller can see, an event this API sends, a public URL (unless
 * allowed) that answers monday.com's challenge; the answer shows the signing secret, once.
 */
export async function createWebhook(
  context: ItemsContext,
  args: { board_id: string; url: string; event: RequestedEvent; config?: unknown },
): Promise<WebhookView> {
  const board = await writableBoard(context, String(args.board_id));
  if (!DELIVERED_EVENT_TYPES.includes(args.event))
    throw invalidArgument(`${args.event} webhooks are not sent by this API`);
  const config = await configOf(context, board, args.event, args.config);
  const access = webhooksOf(context);
  // Counted before the challenge, so a full board sends nothing; creations racing past it are few.
  if ((await access.repository.countOfBoard(board.id)) >= MAX_WEBHOOKS_PER_BOARD)
    throw invalidArgument(
      `board ${board.id} already has ${MAX_WEBHOOKS_PER_BOARD} webhooks, the most a board may have; delete one to create another`,
    );
  await checkWebhookUrl(args.url, access.allowPrivate);
  await access.sender.challenge(args.url);
  const record = await access.repository.create({
    boardId: board.id,
    url: args.url,
    event: args.event,
    config,
    signingSecret: newSigningSecret(),
  });
  await auditWebhook(context, AUDIT_EVENTS.webhookCreated, record);
  return { record, showSecret: true };
}

/** delete_webhook: one of the caller's account, on a board they can see. */
export async function deleteWebhook(context: ItemsContext, id: string): Promise<WebhookView> {
  const { repository } = webhooksOf(context);
  const record = await repository.byId(String(id));
  if (!record) throw resourceNotFound('Webhook', String(id));
  await writableBoard(context, record.board_id).catch(() => {
    throw resourceNotFound('Webhook', String(id));
  });
  await repository.remove(record._id);
  await auditWebhook(context, AUDIT_EVENTS.webhookDeleted, record);
  return { record, showSecret: false };
}

/** webhooks(board_id, app_webhooks_only): no app makes webhooks here, so app_webhooks_only finds none. */
export async function boardWebhooks(
  context: ItemsContext,
  args: { board_id: string; app_webhooks_only?: boolean | null },
): Promise<WebhookView[]> {
  const board = await writableBoard(context, String(args.board_id));
  if (args.app_webhooks_only) return [];
  const records = await webhooksOf(context).repository.ofBoard(board.id);
  return records.map((record) => ({ record, showSecret: false }));
}
