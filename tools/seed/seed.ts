// The seed itself: first the account's organisation (organisation.ts), then for each demo board,
// make sure the board, its groups and its columns exist,
// read which of its numbered items exist, and create the missing ones in parallel requests of
// aliased create_item mutations. What exists is read from the API every time, so a run resumes
// wherever an earlier one stopped; Idempotency-Keys derived from each request make a request that
// an interrupted run left in flight answer again instead of acting twice.
import { createHash } from 'node:crypto';
import pMap, { pMapSkip } from 'p-map';
import { describeError, SeedError, Stopped, type SeedApi } from './api';
import type { SeedOptions } from './args';
import {
  boardPlans,
  COLUMNS,
  itemAt,
  itemNumber,
  subitemParents,
  subitemsAt,
  ITEMS_WITH_UPDATES,
  updatesAt,
  type BoardPlan,
  type ItemContext,
} from './catalog';
import { seedOrganisation, type OrganisationCounts } from './organisation';
import type { SeedRun } from './run';
import { postUpdates } from './updates';

export interface Tally {
  created: number;
  found: number;
}

export interface SeedCounts extends OrganisationCounts {
  boards: Tally;
  groups: Tally;
  columns: Tally;
  items: Tally & { duplicatesRemoved: number };
  subitems: Tally;
  /** Updates and replies. */
  updates: Tally;
}

/** What the seed tells its progress display. */
export interface SeedEvents {
  phase(text: string): void;
  items(count: number, how: keyof Tally): void;
  warn(text: string): void;
}

/** The title monday.com (and this API) gives the groups of a new board. */
const DEFAULT_GROUP_TITLE = 'Group Title';
const PAGE = 500;
/** Parents whose subitems one request reads: each is priced as a thousand subitems until read. */
const PARENTS_PER_READ = 25;
/** Attempts for the items of a request that failed on a server fault. */
const ITEM_ATTEMPTS = 3;
/** Checks of a board's item count against what the seed did; a mismatch reads the board again. */
const PASSES = 3;

interface Board {
  plan: BoardPlan;
  id: string;
  groupIds: Map<string, string>;
  /** Ids of the items that get updates (`ITEMS_WITH_UPDATES`), by number. */
  updated: Map<number, string>;
}

const batchDocuments = new Map<number, string>();

/** `size` aliased create_item mutations in one operation; the same text for every batch of a size. */
function batchDocument(size: number): string {
  let document = batchDocuments.get(size);
  if (!document) {
    const variables = Array.from({ length: size }, (_, k) => `$n${k}: String!, $g${k}: String, $v${k}: JSON`);
    const fields = Array.from(
      { length: size },
      (_, k) =>
        `i${k}: create_item(board_id: $b, item_name: $n${k}, group_id: $g${k}, column_values: $v${k}) { id }`,
    );
    document = `mutation SeedItems($b: ID!, ${variables.join(', ')}) {\n  ${fields.join('\n  ')}\n}`;
    batchDocuments.set(size, document);
  }
  return document;
}

const byId = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

export class Seeder {
  readonly counts: SeedCounts = {
    users: { created: 0, found: 0 },
    teams: { created: 0, found: 0 },
    workspaces: { created: 0, found: 0 },
    folders: { created: 0, found: 0 },
    boards: { created: 0, found: 0 },
    groups: { created: 0, found: 0 },
    columns: { created: 0, found: 0 },
    items: { created: 0, found: 0, duplicatesRemoved: 0 },
    subitems: { created: 0, found: 0 },
    updates: { created: 0, found: 0 },
  };

  constructor(
    private readonly options: SeedOptions,
    private readonly api: SeedApi,
    private readonly run: SeedRun,
    private readonly events: SeedEvents,
    private readonly stopping: AbortSignal,
  ) {}

  /** The items the run aims at: `--items` on each of `--boards` boards. */
  get target(): number {
    return this.options.boards * this.options.items;
  }

  /** Seeds every board; resolves false when stopped before the end (nothing half-made stays unknown). */
  async seed(): Promise<boolean> {
    try {
      const folderId = await this.setUpOrganisation();
      // Guests own nothing here: they see only the share boards they were added to.
      const { users } = await this.api.data<{ users: Array<{ id: string }> }>(
        'query { users(limit: 100, kind: non_guests) { id } }',
      );
      const ctx: ItemContext = {
        seed: this.options.seed,
        anchorDay: this.run.anchorDay,
        userIds: users.map((user) => user.id),
      };
      const plans = boardPlans(this.options.boards);
      const existing = await this.existingBoards();
      for (const plan of plans) {
        const label = `board ${plan.index + 1}/${plans.length} ${plan.name}`;
        this.events.phase(`${label}: setting up`);
        const board = await this.setUpBoard(
          plan,
          existing.get(plan.name),
          plan.index === 0 ? folderId : null,
        );
        await this.fill(board, ctx, label);
        await this.addSubitems(board, ctx, label);
        this.events.phase(`${label}: posting updates`);
        await postUpdates(
          {
            data: (query, variables) => this.api.data(query, variables),
            mutate: (q, v) => this.mutate(q, v),
          },
          board.updated,
          (n) => updatesAt(plan, n, ctx),
          this.counts.updates,
        );
      }
      return true;
    } catch (error) {
      if (error instanceof Stopped) return false;
      throw error;
    }
  }

  /**
   * The demo organisation, which only an admin may make (invite_users): another token's run
   * seeds the boards alone. Answers the folder the first demo board goes into, if any.
   */
  private async setUpOrganisation(): Promise<string | null> {
    const { me } = await this.api.data<{ me: { is_admin: boolean | null } | null }>(
      'query { me { is_admin } }',
    );
    if (!me?.is_admin) {
      this.events.warn('the organisation (users, teams, workspaces) needs an admin token: skipped');
      return null;
    }
    this.events.phase('organisation: users, teams, workspaces and folders');
    return seedOrganisation(
      {
        data: (query, variables) => this.api.data(query, variables),
        mutate: (query, variables) => this.mutate(query, variables),
        warn: (text) => this.events.warn(text),
      },
      this.counts,
    );
  }

  /** An Idempotency-Key naming this run and the request's content (and attempt, to act anew). */
  private key(query: string, variables: Record<string, unknown>, attempt = 0): string {
    const digest = createHash('sha256')
      .update(`${query}\n${JSON.stringify(variables)}\n${attempt}`)
      .digest('base64url');
    return `seed-${this.run.id}-${digest}`;
  }

  private async mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    return this.api.data<T>(query, variables, this.key(query, variables));
  }

  /** The account's active boards by name (the first, by id, of any name used twice). */
  private async existingBoards(): Promise<Map<string, string>> {
    const byName = new Map<string, string>();
    for (let page = 1; ; page += 1) {
      const { boards } = await this.api.data<{ boards: Array<{ id: string; name: string }> }>(
        'query ($page: Int!) { boards(limit: 100, page: $page) { id name } }',
        { page },
      );
      for (const board of [...boards].sort((a, b) => byId(a.id, b.id))) {
        if (!byName.has(board.name)) byName.set(board.name, board.id);
      }
      if (boards.length < 100) return byName;
    }
  }

  /** A board found stays where it is; a new one goes into `folderId` (null: the main workspace). */
  private async setUpBoard(
    plan: BoardPlan,
    existingId: string | undefined,
    folderId: string | null,
  ): Promise<Board> {
    let id = existingId;
    if (id) {
      this.counts.boards.found += 1;
    } else {
      const { create_board } = await this.mutate<{ create_board: { id: string } }>(
        'mutation ($name: String!, $description: String, $folder: ID) { create_board(board_name: $name, board_kind: public, description: $description, folder_id: $folder) { id } }',
        { name: plan.name, description: plan.description, folder: folderId },
      );
      id = create_board.id;
      this.counts.boards.created += 1;
    }
    const { boards } = await this.api.data<{
      boards: Array<{
        groups: Array<{ id: string; title: string }>;
        columns: Array<{ id: string; title: string; type: string }>;
      }>;
    }>('query ($ids: [ID!]) { boards(ids: $ids) { groups { id title } columns { id title type } } }', {
      ids: [id],
    });
    if (!boards[0]) throw new SeedError(`Board ${id} ("${plan.name}") is not readable with this token`);
    const groupIds = await this.setUpGroups(id, plan, boards[0].groups);
    await this.setUpColumns(id, plan, boards[0].columns);
    return { plan, id, groupIds, updated: new Map() };
  }

  /** The template's groups in order: the new board's default groups renamed, the rest added after them. */
  private async setUpGroups(
    boardId: string,
    plan: BoardPlan,
    groups: Array<{ id: string; title: string }>,
  ): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    const spare = groups.filter(
      (group) => group.title === DEFAULT_GROUP_TITLE && !plan.groups.includes(group.title),
    );
    let previous: string | undefined;
    for (const title of plan.groups) {
      let id = groups.find((group) => group.title === title)?.id;
      if (id) {
        this.counts.groups.found += 1;
      } else {
        const reuse = spare.shift();
        if (reuse) {
          await this.mutate(
            'mutation ($b: ID!, $g: String!, $title: String!) { update_group(board_id: $b, group_id: $g, group_attribute: title, new_value: $title) { id } }',
            { b: boardId, g: reuse.id, title },
          );
          id = reuse.id;
        } else {
          const { create_group } = await this.mutate<{ create_group: { id: string } }>(
            'mutation ($b: ID!, $title: String!, $after: String) { create_group(board_id: $b, group_name: $title, relative_to: $after, position_relative_method: after_at) { id } }',
            { b: boardId, title, after: previous ?? null },
          );
          id = create_group.id;
        }
        this.counts.groups.created += 1;
      }
      ids.set(title, id);
      previous = id;
    }
    return ids;
  }

  private async setUpColumns(
    boardId: string,
    plan: BoardPlan,
    columns: Array<{ id: string; title: string; type: string }>,
  ): Promise<void> {
    for (const spec of COLUMNS) {
      const column = columns.find((candidate) => candidate.id === spec.id);
      if (column && column.type !== spec.type) {
        throw new SeedError(
          `Board "${plan.name}" has a column "${spec.id}" of type ${column.type}; the seed needs ${spec.type}. Rename or delete the board and run again.`,
        );
      }
      if (column && !spec.builtIn) {
        this.counts.columns.found += 1;
        continue;
      }
      if (column) {
        if (column.title !== spec.title) {
          await this.mutate(
            'mutation ($b: ID!, $c: String!, $title: String!) { change_column_title(board_id: $b, column_id: $c, title: $title) { id } }',
            { b: boardId, c: spec.id, title: spec.title },
          );
        }
        this.counts.columns.found += 1;
        continue;
      }
      await this.mutate(
        'mutation ($b: ID!, $id: String!, $title: String!, $type: ColumnType!, $settings: JSON) { create_column(board_id: $b, id: $id, title: $title, column_type: $type, defaults: $settings) { id } }',
        {
          b: boardId,
          id: spec.id,
          title: spec.title,
          type: spec.type,
          settings: spec.settings ? JSON.stringify(spec.settings) : null,
        },
      );
      this.counts.columns.created += 1;
    }
  }

  /** Every active item of the board, id and name, oldest first. */
  private async listItems(boardId: string): Promise<Array<{ id: string; name: string }>> {
    type Page = { cursor: string | null; items: Array<{ id: string; name: string }> };
    const { boards } = await this.api.data<{ boards: Array<{ items_page: Page }> }>(
      `query ($b: [ID!]) { boards(ids: $b) { items_page(limit: ${PAGE}) { cursor items { id name } } } }`,
      { b: [boardId] },
    );
    let page = boards[0].items_page;
    const items = [...page.items];
    while (page.cursor) {
      if (this.stopping.aborted) throw new Stopped();
      ({ next_items_page: page } = await this.api.data<{ next_items_page: Page }>(
        `query ($c: String!) { next_items_page(cursor: $c, limit: ${PAGE}) { cursor items { id name } } }`,
        { c: page.cursor },
      ));
      items.push(...page.items);
    }
    return items;
  }

  /**
   * Creates the board's missing numbered items and removes second copies of any, then checks the
   * board's item count against what it read and did; a count that does not add up (a request an
   * interrupted run left running finished meanwhile) reads the board again.
   */
  private async fill(board: Board, ctx: ItemContext, label: string): Promise<void> {
    const total = this.options.items;
    for (let pass = 1; pass <= PASSES; pass += 1) {
      this.events.phase(`${label}: reading items`);
      const listed = await this.listItems(board.id);
      const copies = new Map<number, string[]>();
      for (const item of listed) {
        const n = itemNumber(item.name);
        if (n !== null && n < total) copies.set(n, [...(copies.get(n) ?? []), item.id]);
      }
      const extra = [...copies.values()].flatMap((ids) => ids.sort(byId).slice(1));
      for (const [n, ids] of copies) if (n < ITEMS_WITH_UPDATES) board.updated.set(n, ids[0]);
      await this.removeDuplicates(extra);
      if (pass === 1) {
        this.counts.items.found += copies.size;
        this.events.items(copies.size, 'found');
      }
      const missing = Array.from({ length: total }, (_, n) => n).filter((n) => !copies.has(n));
      if (missing.length > 0) this.events.phase(`${label}: creating items`);
      const created = await this.createItems(board, ctx, missing);
      if (this.stopping.aborted) throw new Stopped();
      const { boards } = await this.api.data<{ boards: Array<{ items_count: number }> }>(
        'query ($b: [ID!]) { boards(ids: $b) { items_count } }',
        { b: [board.id] },
      );
      const expected = listed.length - extra.length + created;
      if (boards[0].items_count === expected) return;
      this.events.warn(
        `${board.plan.name} holds ${boards[0].items_count} items where ${expected} were expected: reading it again`,
      );
    }
    throw new SeedError(
      `The item count of "${board.plan.name}" keeps changing: is another seed running against it?`,
    );
  }

  /**
   * Gives every tenth item its subitems (catalog.ts), on the board's subitems board: reads which
   * of each parent's subitems exist (by name) and creates the missing ones, so a run resumes here
   * too without making any twice.
   */
  private async addSubitems(board: Board, ctx: ItemContext, label: string): Promise<void> {
    const wanted = new Set(subitemParents(this.options.items));
    const parents = new Map<number, string>();
    for (const item of await this.listItems(board.id)) {
      const n = itemNumber(item.name);
      if (n !== null && wanted.has(n) && !parents.has(n)) parents.set(n, item.id);
    }
    this.events.phase(`${label}: subitems`);
    const missing: Array<{ parent: string; name: string; values: Record<string, unknown> }> = [];
    const entries = [...parents.entries()];
    for (let at = 0; at < entries.length; at += PARENTS_PER_READ) {
      const chunk = entries.slice(at, at + PARENTS_PER_READ);
      const { items } = await this.api.data<{
        items: Array<{ id: string; subitems: Array<{ name: string }> }>;
      }>(`query ($ids: [ID!]) { items(ids: $ids, limit: ${PARENTS_PER_READ}) { id subitems { name } } }`, {
        ids: chunk.map(([, id]) => id),
      });
      const existing = new Map(items.map((item) => [item.id, new Set(item.subitems.map((sub) => sub.name))]));
      for (const [n, id] of chunk) {
        for (const plan of subitemsAt(board.plan, n, ctx)) {
          if (existing.get(id)?.has(plan.name)) this.counts.subitems.found += 1;
          else missing.push({ parent: id, ...plan });
        }
      }
    }
    await pMap(
      missing,
      async (subitem) => {
        if (this.stopping.aborted) return pMapSkip;
        await this.mutate(
          'mutation ($p: ID!, $n: String!, $v: JSON) { create_subitem(parent_item_id: $p, item_name: $n, column_values: $v) { id } }',
          { p: subitem.parent, n: subitem.name, v: JSON.stringify(subitem.values) },
        );
        this.counts.subitems.created += 1;
        return undefined;
      },
      { concurrency: this.options.concurrency },
    );
    if (this.stopping.aborted) throw new Stopped();
  }

  private async removeDuplicates(ids: string[]): Promise<void> {
    await pMap(
      ids,
      async (id) => {
        await this.mutate('mutation ($id: ID!) { delete_item(item_id: $id) { id } }', { id });
        this.counts.items.duplicatesRemoved += 1;
      },
      { concurrency: this.options.concurrency },
    );
  }

  /**
   * Creates the items numbered `missing`, `--concurrency` requests at a time of at most `--batch`
   * items each (fewer when there are too few items to keep every request slot busy).
   */
  private async createItems(board: Board, ctx: ItemContext, missing: number[]): Promise<number> {
    const { batch, concurrency } = this.options;
    const size = Math.max(1, Math.min(batch, Math.ceil(missing.length / concurrency)));
    const batches: number[][] = [];
    for (let at = 0; at < missing.length; at += size) batches.push(missing.slice(at, at + size));
    let created = 0;
    await pMap(
      batches,
      async (numbers) => {
        if (this.stopping.aborted) return pMapSkip;
        try {
          const made = await this.createBatch(board, ctx, numbers, 0);
          created += made;
        } catch (error) {
          if (!(error instanceof Stopped)) throw error;
        }
        return undefined;
      },
      { concurrency: this.options.concurrency },
    );
    return created;
  }

  private async createBatch(
    board: Board,
    ctx: ItemContext,
    numbers: number[],
    attempt: number,
  ): Promise<number> {
    const variables: Record<string, unknown> = { b: board.id };
    numbers.forEach((n, k) => {
      const item = itemAt(board.plan, n, ctx);
      variables[`n${k}`] = item.name;
      variables[`g${k}`] = board.groupIds.get(item.group);
      variables[`v${k}`] = JSON.stringify(item.values);
    });
    const query = batchDocument(numbers.length);
    const answer = await this.api.request<Record<string, { id: string } | null>>(
      query,
      variables,
      this.key(query, variables, attempt),
    );
    numbers.forEach((n, k) => {
      const id = answer.data?.[`i${k}`]?.id;
      if (id && n < ITEMS_WITH_UPDATES) board.updated.set(n, id);
    });
    const failed = numbers.filter((_, k) => !answer.data?.[`i${k}`]?.id);
    const created = numbers.length - failed.length;
    this.counts.items.created += created;
    this.events.items(created, 'created');
    if (failed.length === 0) return created;
    // Only a server fault is worth another attempt; anything else is the seed's own mistake.
    const fault = answer.errors.find((error) => error.extensions?.code !== 'INTERNAL_SERVER_ERROR');
    if (fault || !answer.data || attempt + 1 >= ITEM_ATTEMPTS) {
      throw new SeedError(
        `${failed.length} items of "${board.plan.name}" could not be created: ${describeError(fault ?? answer.errors[0])}`,
      );
    }
    return created + (await this.createBatch(board, ctx, failed, attempt + 1));
  }
}
