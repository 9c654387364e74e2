import type { ColumnType } from './columns';
import { checkbox, hourColumn, longText, numbers, ratingColumn, text } from './basic';
import { itemId, creationLog, lastUpdated, nameColumn } from './computed';
import { countryColumn, emailColumn, linkColumn, phoneColumn } from './contact';
import { dateColumn, timelineColumn, weekColumn } from './dates';
import { formulaColumn } from './formula';
import { dropdown, status } from './labels';
import { peopleColumn } from './people';
import { tags } from './tags';
import type { ColumnTypeHandler } from './types';

export {
  type ColumnTypeHandler,
  type ColumnValueTypename,
  type FormulaOperand,
  type SearchContext,
  type WriteContext,
} from './types';
export { type ColumnValueView, type ReadContext } from './view';

/** One entry per column type: the only place a new type has to be added (plus its SDL type). */
export const COLUMN_TYPES: Record<ColumnType, ColumnTypeHandler> = {
  checkbox,
  country: countryColumn,
  creation_log: creationLog,
  date: dateColumn,
  dropdown,
  email: emailColumn,
  // Reads the other types' handlers when it is evaluated, after this object exists.
  formula: formulaColumn((type) => COLUMN_TYPES[type]),
  hour: hourColumn,
  item_id: itemId,
  last_updated: lastUpdated,
  link: linkColumn,
  long_text: longText,
  name: nameColumn,
  numbers,
  people: peopleColumn,
  phone: phoneColumn,
  rating: ratingColumn,
  status,
  tags,
  text,
  timeline: timelineColumn,
  week: weekColumn,
};
