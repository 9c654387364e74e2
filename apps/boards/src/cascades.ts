import { endpoints, unsettled, type AnswerOf, type InternalCaller, type PayloadOf } from '@workapi/internal';
import type { FoldersRepository, WorkspacesRepository } from '@workapi/accounts';
import type { Logger } from '@workapi/logging';
import type { BoardsRepository, BoardState, GroupRecord } from './data/boards';
import { retireGroup } from './data/groups';
import type { CascadeRecord, CascadesRepository } from './data/cascades';
import { groupDuplicated, groupRetired } from './board-events';

/*
 * Board and group changes the items subgraph must follow (docs/consistency.md): the cascade is
 * stored first, then each step runs; every step is idempotent and keyed by the cascade's id.
 * A step that times out or meets a server fault may have done its work, so it is never undone:
 * it is tried again, by the request or later by the reconciler (reconciler.ts), until it is done. Only a refusal
 * (a contract error) undoes what was done, and the undo restores exactly what was there.
 */

export interface CascadeDeps {
  boards: BoardsRepository;
  /** What delete_folder and delete_workspace delete beside the boards. */
  folders: FoldersRepository;
  workspaces: WorkspacesRepository;
  cascades: CascadesRepository;
  call: InternalCaller;
  logger: Logger;
}

interface Steps {
  /** This subgraph's own change; running it again changes nothing more. */
  apply(): Promise<unknown>;
  /** The items subgraph's part. */
  follow(): Promise<unknown>;
  /** What shows the result, once the items exist (duplicate_group's new group). */
  finish(): Promise<unknown>;
  /** Puts back what `apply` and `follow` changed. */
  undo(): Promise<unknown>;
}

const setGroup = (groups: GroupRecord[], id: string, change: Partial<GroupRecord>): GroupRecord[] =>
  groups.map((group) => (group.id === id ? { ...group, ...change } : group));

/** A step of the items subgraph's part of a cascade, on one board. */
type ItemsOn = (
  board: string,
  step: PayloadOf<typeof endpoints.items.cascadeItems>['step'],
) => Promise<AnswerOf<typeof endpoints.items.cascadeItems>>;

function stepsOf(op: CascadeRecord, deps: CascadeDeps): Steps {
  const { boards, call } = deps;
  const board_id = op.board_id as string;
  const itemsOn: ItemsOn = (board, step) =>
    call(endpoints.items.cascadeItems, { op: op._id, board_id: board, step });
  const items = (step: Parameters<ItemsOn>[1]) => itemsOn(board_id, step);
  const restoreItems = () => items({ kind: 'restore' });
  const nothing = async () => undefined;
  /** Who asked, on which board: the change's board events name them (board-events.ts). */
  const scope = { accountId: op.account_id, userId: op.user_id, boardId: board_id };
  switch (op.kind) {
    case 'delete_board': {
      // The board's subitems board goes with it (BoardsRepository.update), and its items too.
      const all = [board_id, ...(op.subitems_board_id ? [op.subitems_board_id] : [])];
      return {
        apply: () => boards.update(board_id, { state: 'deleted' }),
        follow: async () => {
          for (const board of all) await itemsOn(board, { kind: 'retire', state: 'deleted' });
        },
        finish: nothing,
        undo: async () => {
          for (const board of all) await itemsOn(board, { kind: 'restore' });
          await boards.update(board_id, { state: op.prior?.board_state ?? 'active' });
        },
      };
    }
    case 'archive_group':
    case 'delete_group': {
      const state = op.kind === 'archive_group' ? 'archived' : 'deleted';
      const group_id = op.group_id as string;
      return {
        // Told once, by the write that retires the group: a run after it finds it done and tells nothing.
        apply: () =>
          boards.changeGroups(board_id, (board) => {
            const group = board.groups.find((candidate) => candidate.id === group_id);
            if (group?.[state]) return { groups: board.groups, result: null };
            const groups = retireGroup(board.groups, group_id, state);
            return { groups, result: null, events: [groupRetired(scope, group as GroupRecord, state)] };
          }),
        follow: () => items({ kind: 'retire', group_id, state }),
        finish: nothing,
        undo: async () => {
          await restoreItems();
          await boards.changeGroups(board_id, (board) => ({
            groups: setGroup(board.groups, group_id, op.prior?.group ?? { archived: false, deleted: false }),
            result: null,
          }));
        },
      };
    }
    case 'duplicate_group': {
      const copy = op.copy as GroupRecord;
      return {
        apply: nothing,
        follow: () => items({ kind: 'copy', from_group: op.group_id as string, to_group: copy.id }),
        // Told once, by the write that shows the new group.
        finish: () =>
          boards.changeGroups(board_id, (board) =>
            board.groups.some((group) => group.id === copy.id)
              ? { groups: board.groups, result: null }
              : {
                  groups: [...board.groups, copy],
                  result: null,
                  events: [groupDuplicated(scope, op.group_id as string, copy)],
                },
          ),
        // The new group was never shown; its copies, made in it, go.
        undo: () => items({ kind: 'retire', group_id: copy.id, state: 'deleted' }),
      };
    }
    case 'duplicate_board':
      return duplicateBoardSteps(op, deps, itemsOn);
    case 'delete_folder':
    case 'delete_workspace':
      return containerSteps(op, deps, itemsOn);
  }
}

/** Items duplicate_board copies per call of the items subgraph, and calls per run: more is finished in the background. */
const COPY_BATCH = 250;
const COPY_BATCHES_PER_RUN = 2;

/** What a step answers when it did its share of this run and more is left for the next. */
export const MORE = 'more';

/**
 * duplicate_board: the new board was made hidden with the source's groups; its columns are copied
 * (columns subgraph, upserted by id), then it is shown; a source with subitems gets the copy its
 * subitems board (boards.subitemsBoardOf, one per board however often asked) with the source
 * subitems board's columns, under the same ids and value keys. Then its items are copied in
 * batches, their subitems after them (items subgraph, keyed by the cascade), their updates last
 * when asked. A run copies a few batches; a larger board gets the rest in the background, run
 * after run, each finding the copies already made. An undo deletes the new board (its subitems
 * board with it) and the copies.
 */
function duplicateBoardSteps(op: CascadeRecord, { boards, call }: CascadeDeps, itemsOn: ItemsOn): Steps {
  const source = op.board_id as string;
  const copy = op.copy_board_id as string;
  const copyColumns = (from: string, to: string) =>
    call(endpoints.columns.copyColumns, { from_board_id: from, to_board_id: to });
  /** Found by `apply`, which every run starts with. */
  let subitems: { from_board: string; to_board: string } | undefined;
  return {
    apply: async () => {
      await copyColumns(source, copy);
      await boards.reveal(copy);
      const from = (await boards.byId.load(source))?.subitems_board_id;
      if (!from) return;
      const to = (await boards.subitemsBoardOf(copy))._id;
      await copyColumns(from, to);
      subitems = { from_board: from, to_board: to };
    },
    follow: async () => {
      if (!op.with_items) return undefined;
      for (let batch = 0; batch < COPY_BATCHES_PER_RUN; batch += 1) {
        const { more } = await itemsOn(source, {
          kind: 'copy_board',
          to_board: copy,
          limit: COPY_BATCH,
          with_updates: op.with_updates ?? false,
          ...(subitems ? { subitems } : {}),
        });
        if (!more) return undefined;
      }
      return MORE;
    },
    finish: async () => undefined,
    undo: async () => {
      const made = await boards.byId.clear(copy).load(copy);
      for (const board of [copy, ...(made?.subitems_board_id ? [made.subitems_board_id] : [])])
        await itemsOn(board, { kind: 'retire', state: 'deleted' });
      await boards.update(copy, { state: 'deleted' });
    },
  };
}

/**
 * delete_folder and delete_workspace: the folders (and the workspace) are hidden, then every
 * board they hold is deleted as delete_board deletes one, its items and its subitems board's
 * items with it; the folders are removed last. The boards are found anew on every run, so a
 * run after a crash finds the same ones, already deleted, and finishes their items.
 */
function containerSteps(
  op: CascadeRecord,
  { boards, folders, workspaces }: CascadeDeps,
  itemsOn: ItemsOn,
): Steps {
  const account = op.account_id;
  const folderIds = op.folder_ids ?? [];
  const place = { folderIds, ...(op.workspace_id ? { workspaceId: op.workspace_id } : {}) };
  const held = async () =>
    (await boards.within(place)).flatMap((board) => [
      board._id,
      ...(board.subitems_board_id ? [board.subitems_board_id] : []),
    ]);
  return {
    apply: async () => {
      if (op.workspace_id) await workspaces.setState(account, op.workspace_id, 'deleted');
      await folders.markDeleting(account, folderIds, true);
      await boards.setStates(
        (await boards.within(place)).map((board) => board._id),
        'deleted',
      );
    },
    follow: async () => {
      for (const board of await held()) await itemsOn(board, { kind: 'retire', state: 'deleted' });
    },
    finish: () => folders.remove(account, folderIds),
    undo: async () => {
      for (const board of await held()) await itemsOn(board, { kind: 'restore' });
      const before = new Map<BoardState, string[]>();
      for (const board of await boards.within(place)) {
        const state = op.prior?.board_states?.[board._id] ?? 'active';
        before.set(state, [...(before.get(state) ?? []), board._id]);
      }
      for (const [state, ids] of before) await boards.setStates(ids, state);
      await folders.markDeleting(account, folderIds, false);
      if (op.workspace_id) await workspaces.setState(account, op.workspace_id, 'active');
    },
  };
}

/** 1 s after the first failure, doubling to a minute. */
const retryDelay = (attempts: number) => Math.min(60_000, 1_000 * 2 ** Math.max(0, attempts - 1));
/** A call that failed this fast (connection refused: the other side restarting) is tried once more at once. */
const QUICK_FAILURE_MS = 2_000;

async function follow(steps: Steps): Promise<unknown> {
  const started = Date.now();
  try {
    return await steps.follow();
  } catch (error) {
    if (!unsettled(error) || Date.now() - started > QUICK_FAILURE_MS) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return steps.follow();
  }
}

/**
 * Runs a cascade's steps. Done: the cascade is removed. A refusal: what was done is undone
 * and the refusal thrown. A timeout or fault, or a follow step that left more (`MORE`): the
 * cascade stays for the reconciler, and this resolves `'later'`; the change itself has happened
 * and the rest will follow.
 */
export async function runCascade(op: CascadeRecord, deps: CascadeDeps): Promise<'done' | 'later'> {
  const steps = stepsOf(op, deps);
  try {
    await steps.apply();
    if ((await follow(steps)) === MORE) {
      // Not a failure: the reconciler's next run takes the next share at once.
      await deps.cascades.later(op._id, 0);
      return 'later';
    }
    await steps.finish();
  } catch (error) {
    if (unsettled(error)) {
      deps.logger.warn(
        { op: op._id, kind: op.kind, attempts: op.attempts, reason: String(error) },
        'cascade step unsettled; the reconciler will finish it',
      );
      await deps.cascades.later(op._id, retryDelay(op.attempts));
      return 'later';
    }
    await undo(op, steps, deps);
    throw error;
  }
  await deps.cascades.finish(op._id);
  return 'done';
}

async function undo(op: CascadeRecord, steps: Steps, deps: CascadeDeps): Promise<void> {
  try {
    await steps.undo();
    await deps.cascades.finish(op._id);
  } catch (failure) {
    // The undo is as idempotent as the steps: the reconciler runs the cascade again later.
    deps.logger.error({ op: op._id, kind: op.kind, reason: String(failure) }, 'undo failed; will retry');
    await deps.cascades.later(op._id, retryDelay(op.attempts));
  }
}
