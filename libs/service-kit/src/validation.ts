import { invalidArgument } from './errors';

export const MAX_IDS = 100;
export const MAX_PAGE_LIMIT = 500;

export function pageLimit(limit: number | null | undefined, fallback = 25): number {
  const value = limit ?? fallback;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_LIMIT) {
    throw invalidArgument(`limit must be between 1 and ${MAX_PAGE_LIMIT}, got ${value}`);
  }
  return value;
}

export function pageNumber(page: number | null | undefined): number {
  const value = page ?? 1;
  if (!Number.isInteger(value) || value < 1) throw invalidArgument(`page must be 1 or more, got ${value}`);
  return value;
}

export function idList(ids: readonly string[] | null | undefined): string[] | undefined {
  if (ids == null) return undefined;
  if (ids.length > MAX_IDS) throw invalidArgument(`at most ${MAX_IDS} ids per request, got ${ids.length}`);
  return ids.map(String);
}

export function name(value: string, what: string): string {
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > 255) {
    throw invalidArgument(`${what} must be between 1 and 255 characters long`);
  }
  return trimmed;
}
