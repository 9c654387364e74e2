import { columnValueInvalid } from '@workapi/errors';
import type { ColumnType } from './columns';
import type { ColumnTypeHandler } from './types';

/** monday.com's refusal of a write its API does not make for a column of this type. */
export const notWritable = (type: ColumnType) =>
  columnValueInvalid(type, 'This column type is not supported yet in the API');

/** A type without a write form: every write of it is refused as monday.com refuses it. */
export function readOnly<T>(
  type: ColumnType,
  handler: Omit<ColumnTypeHandler<T>, 'readOnly' | 'fromJson' | 'fromSimple'>,
): ColumnTypeHandler<T> {
  const refuse = () => {
    throw notWritable(type);
  };
  return { ...handler, readOnly: true, fromJson: refuse, fromSimple: refuse };
}

/**
 * Types whose values monday.com's API does not serve (auto_number is numbered in the browser,
 * item_assignees derived there, unsupported has no API at all): no text, no value.
 */
export const unsupported = (type: ColumnType) =>
  readOnly<null>(type, {
    graphqlType: 'UnsupportedValue',
    text: () => null,
    value: () => null,
    fields: {},
  });
