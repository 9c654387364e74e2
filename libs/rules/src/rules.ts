import { invalidArgument } from '@workapi/errors';

/** The sixteen operators of monday.com's ItemsQueryRuleOperator. */
export const RULE_OPERATORS = [
  'any_of',
  'not_any_of',
  'is_empty',
  'is_not_empty',
  'greater_than',
  'greater_than_or_equals',
  'lower_than',
  'lower_than_or_equal',
  'between',
  'contains_text',
  'not_contains_text',
  'contains_terms',
  'starts_with',
  'ends_with',
  'within_the_next',
  'within_the_last',
] as const;

export type RuleOperator = (typeof RULE_OPERATORS)[number];

export interface QueryRule {
  column_id: string;
  compare_value?: unknown;
  compare_attribute?: string | null;
  operator: RuleOperator;
}

/**
 * How a rule sees one item's value in a column, whoever owns the column: empty or not, the
 * identities `any_of` matches (ids and labels), the display text the text operators search, and
 * a scalar (number, or an ISO date string) the ordering operators compare.
 */
export interface RuleSubject {
  empty: boolean;
  identities(): string[];
  text(): string;
  scalar(attribute?: string | null): number | string | null;
}

const DAY = 86_400_000;

function compareList(rule: QueryRule): unknown[] {
  const value = rule.compare_value;
  return Array.isArray(value) ? value : value == null ? [] : [value];
}

function first(rule: QueryRule): unknown {
  const [value] = compareList(rule);
  if (value == null)
    throw invalidArgument(`Rule on ${rule.column_id}: ${rule.operator} needs a compare_value`);
  return value;
}

/** Compares like with like: numbers numerically, anything else as strings (ISO dates sort as text). */
function order(left: number | string, right: unknown): number {
  if (typeof left === 'number') {
    const number = Number(right);
    if (!Number.isFinite(number))
      throw invalidArgument(`compare_value ${JSON.stringify(right)} is not a number`);
    return left - number;
  }
  const text = String(right);
  return left < text ? -1 : left > text ? 1 : 0;
}

const lower = (value: unknown) => String(value ?? '').toLowerCase();

/** Whether the subject satisfies the rule. Text operators match literally and case-insensitively. */
export function matchesRule(rule: QueryRule, subject: RuleSubject, now = new Date()): boolean {
  switch (rule.operator) {
    case 'is_empty':
      return subject.empty;
    case 'is_not_empty':
      return !subject.empty;
    case 'any_of':
    case 'not_any_of': {
      const wanted = compareList(rule);
      // An empty value answers to "" and to what its type calls empty (identities of an empty subject).
      const hit =
        (subject.empty && wanted.some((value) => value === '' || value === null)) ||
        subject.identities().some((identity) => wanted.some((value) => lower(value) === lower(identity)));
      return rule.operator === 'any_of' ? hit : !hit;
    }
    case 'contains_text':
    case 'not_contains_text': {
      const hit = !subject.empty && lower(subject.text()).includes(lower(first(rule)));
      return rule.operator === 'contains_text' ? hit : !hit;
    }
    case 'contains_terms': {
      const text = lower(subject.text());
      const terms = lower(first(rule)).split(/\s+/).filter(Boolean);
      return !subject.empty && terms.every((term) => text.includes(term));
    }
    case 'starts_with':
      return !subject.empty && lower(subject.text()).startsWith(lower(first(rule)));
    case 'ends_with':
      return !subject.empty && lower(subject.text()).endsWith(lower(first(rule)));
    default:
      break;
  }
  const scalar = subject.empty ? null : subject.scalar(rule.compare_attribute);
  if (scalar === null) return false;
  switch (rule.operator) {
    case 'greater_than':
      return order(scalar, first(rule)) > 0;
    case 'greater_than_or_equals':
      return order(scalar, first(rule)) >= 0;
    case 'lower_than':
      return order(scalar, first(rule)) < 0;
    case 'lower_than_or_equal':
      return order(scalar, first(rule)) <= 0;
    case 'between': {
      const [low, high] = compareList(rule);
      if (low == null || high == null)
        throw invalidArgument(`Rule on ${rule.column_id}: between needs two compare values`);
      return order(scalar, low) >= 0 && order(scalar, high) <= 0;
    }
    case 'within_the_next':
    case 'within_the_last': {
      const days = Number(first(rule));
      if (!Number.isFinite(days) || days < 0)
        throw invalidArgument(`Rule on ${rule.column_id}: ${rule.operator} takes a number of days`);
      const today = now.toISOString().slice(0, 10);
      const edge = new Date(now.getTime() + (rule.operator === 'within_the_next' ? days : -days) * DAY)
        .toISOString()
        .slice(0, 10);
      const day = String(scalar).slice(0, 10);
      return rule.operator === 'within_the_next' ? day >= today && day <= edge : day >= edge && day <= today;
    }
    default:
      throw invalidArgument(`Unknown rule operator ${String(rule.operator)}`);
  }
}

/** A sort key: numbers before strings never mix in one column; empty (null) sorts last either way. */
export type SortKey = number | string | null;

export function compareKeys(left: SortKey, right: SortKey, direction: 'asc' | 'desc'): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  const result =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : String(left) < String(right)
        ? -1
        : String(left) > String(right)
          ? 1
          : 0;
  return direction === 'desc' ? -result : result;
}
