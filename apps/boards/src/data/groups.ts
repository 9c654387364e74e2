import { randomBytes } from 'node:crypto';
import { invalidArgument, lastGroup, resourceNotFound } from '@workapi/errors';
import { positionBetween, POSITION_STEP, type GroupRecord } from './boards';

// Group changes are pure functions over a board's group list; the repository stores the result
// with an optimistic check so two concurrent changes to one board cannot overwrite each other.

export const GROUP_COLORS = [
  '#579bfc',
  '#a25ddc',
  '#037f4c',
  '#00c875',
  '#fdab3d',
  '#e2445c',
  '#ff642e',
  '#c4c4c4',
];
const COLOR = /^#[0-9a-fA-F]{6}$/;

export type Placement = {
  relativeTo?: string | null;
  method?: 'before_at' | 'after_at' | null;
  top?: boolean;
  /** A position of its own (create_group's deprecated `position`), as update_group's `position` sets one. */
  position?: string | null;
};

const live = (groups: GroupRecord[]) => groups.filter((group) => !group.deleted);
const byPosition = (groups: GroupRecord[]) =>
  [...groups].sort((a, b) => Number(a.position) - Number(b.position));

export function findGroup(groups: GroupRecord[], id: string): GroupRecord {
  const group = live(groups).find((candidate) => candidate.id === id);
  if (!group) throw resourceNotFound('Group', id);
  return group;
}

export function groupTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length < 1 || trimmed.length > 255) {
    throw invalidArgument('Group title must be between 1 and 255 characters long');
  }
  return trimmed;
}

export function groupColor(color: string): string {
  if (!COLOR.test(color))
    throw invalidArgument(`Group color must be a hex color such as #579bfc, got "${color}"`);
  return color.toLowerCase();
}

/** A position given as a number (monday.com's group positions are numbers in strings), as stored. */
function givenPosition(value: string): string {
  if (!Number.isFinite(Number(value)) || value.trim() === '')
    throw invalidArgument(`Group position must be a number, got "${value}"`);
  return String(Number(value));
}

/**
 * Where a group goes: at a position given, relative to another group, on top (monday.com's
 * default for new groups) or at the end.
 */
function placeAt(groups: GroupRecord[], placement: Placement, movingId?: string): string {
  if (placement.position != null) {
    if (placement.relativeTo || placement.method)
      throw invalidArgument('Give position or relative_to, not both');
    return givenPosition(placement.position);
  }
  const ordered = byPosition(live(groups)).filter((group) => group.id !== movingId);
  if (placement.relativeTo) {
    const anchor = findGroup(groups, placement.relativeTo);
    const index = ordered.findIndex((group) => group.id === anchor.id);
    const neighbour = ordered[placement.method === 'before_at' ? index - 1 : index + 1];
    const here = Number(anchor.position);
    const there = neighbour ? Number(neighbour.position) : undefined;
    return placement.method === 'before_at' ? positionBetween(there, here) : positionBetween(here, there);
  }
  if (placement.top === false)
    return positionBetween(ordered.length ? Number(ordered.at(-1)?.position) : undefined, undefined);
  return positionBetween(undefined, ordered.length ? Number(ordered[0].position) : POSITION_STEP * 2);
}

export function addGroup(
  groups: GroupRecord[],
  input: { title: string; color?: string | null } & Placement,
): { groups: GroupRecord[]; group: GroupRecord } {
  const group: GroupRecord = {
    id: `group_${randomBytes(4).toString('hex')}`,
    title: groupTitle(input.title),
    color: input.color ? groupColor(input.color) : GROUP_COLORS[groups.length % GROUP_COLORS.length],
    position: placeAt(groups, input),
    archived: false,
    deleted: false,
  };
  return { groups: [...groups, group], group };
}

export type GroupAttribute =
  'title' | 'color' | 'position' | 'relative_position_after' | 'relative_position_before';

export function changeGroup(
  groups: GroupRecord[],
  id: string,
  attribute: GroupAttribute,
  value: string,
): GroupRecord[] {
  const group = findGroup(groups, id);
  let change: Partial<GroupRecord>;
  switch (attribute) {
    case 'title':
      change = { title: groupTitle(value) };
      break;
    case 'color':
      change = { color: groupColor(value) };
      break;
    case 'position':
      change = { position: givenPosition(value) };
      break;
    case 'relative_position_after':
    case 'relative_position_before':
      change = {
        position: placeAt(
          groups,
          { relativeTo: value, method: attribute === 'relative_position_after' ? 'after_at' : 'before_at' },
          id,
        ),
      };
      break;
  }
  return groups.map((candidate) => (candidate.id === group.id ? { ...candidate, ...change } : candidate));
}

export function copyGroup(
  groups: GroupRecord[],
  id: string,
  options: { addToTop?: boolean | null; title?: string | null },
): { groups: GroupRecord[]; group: GroupRecord } {
  const source = findGroup(groups, id);
  return addGroup(groups, {
    title: options.title ?? `Duplicate of ${source.title}`,
    color: source.color,
    ...(options.addToTop ? { top: true } : { relativeTo: source.id, method: 'after_at' }),
  });
}

/** Archives or deletes a group; the board's last active group must stay. */
export function retireGroup(groups: GroupRecord[], id: string, state: 'archived' | 'deleted'): GroupRecord[] {
  const group = findGroup(groups, id);
  const active = groups.filter((candidate) => !candidate.deleted && !candidate.archived);
  if (active.length === 1 && active[0].id === group.id) {
    throw lastGroup(id, state);
  }
  return groups.map((candidate) => (candidate.id === id ? { ...candidate, [state]: true } : candidate));
}
