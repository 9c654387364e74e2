import { invalidArgument, itemNameTooLong } from './errors';

export const MAX_IDS = 100;
export const MAX_PAGE_LIMIT = 500;

export function pageLimit(limit: number | null | undefined, fallback = 25, max = MAX_PAGE_LIMIT): number {
  const value = limit ?? fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalidArgument(`limit must be between 1 and ${max}, got ${value}`);
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

/** Item names: 1..255 characters after trimming, else ItemNameTooLongException (README, HTTP and errors). */
export function itemName(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > 255) throw itemNameTooLong();
  return trimmed;
}

/**
 * `column_values` of create_item and change_multiple_column_values: monday.com clients send a
 * string holding a JSON object keyed by column id; an object is accepted too. Empty is undefined.
 */
export function columnValuesObject(value: unknown): Record<string, unknown> | undefined {
  if (value == null || value === '') return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidArgument(
      'column_values must be a JSON object keyed by column id, e.g. {"status": {"label": "Done"}}',
    );
  }
  return parsed as Record<string, unknown>;
}
