import type { ColumnType } from './columns';
import { colorPickerColumn } from './color-picker';
import { checkbox, hourColumn, longText, numbers, ratingColumn, text } from './basic';
import { itemId, creationLog, lastUpdated, nameColumn } from './computed';
import { countryColumn, emailColumn, linkColumn, phoneColumn } from './contact';
import { buttonColumn, groupColumn, integrationColumn, progressColumn, subtasksColumn } from './derived';
import { dateColumn, timelineColumn, weekColumn } from './dates';
import { formulaColumn } from './formula';
import { directDocColumn, docColumn, fileColumn } from './files';
import { dropdown, status } from './labels';
import { locationColumn } from './location';
import { mirrorColumn } from './mirror';
import { peopleColumn } from './people';
import { unsupported } from './read-only';
import { boardRelationColumn, dependencyColumn } from './relations';
import { tags } from './tags';
import { personColumn, teamColumn } from './team';
import { timeTrackingColumn } from './time-tracking';
import type { ColumnTypeHandler } from './types';
import { voteColumn } from './vote';
import { worldClockColumn } from './world-clock';

export {
  type ColumnTypeHandler,
  type ColumnValueTypename,
  type FormulaOperand,
  type SearchContext,
  type WriteContext,
} from './types';
export { type ColumnValueView, type LinkedItem, type LinkedItems, type ReadContext } from './view';

/** One entry per column type: the only place a new type has to be added (plus its SDL type). */
export const COLUMN_TYPES: Record<ColumnType, ColumnTypeHandler> = {
  auto_number: unsupported('auto_number'),
  board_relation: boardRelationColumn,
  button: buttonColumn,
  checkbox,
  color_picker: colorPickerColumn,
  country: countryColumn,
  creation_log: creationLog,
  date: dateColumn,
  dependency: dependencyColumn,
  direct_doc: directDocColumn,
  doc: docColumn,
  dropdown,
  email: emailColumn,
  file: fileColumn,
  // Reads the other types' handlers when it is evaluated, after this object exists.
  formula: formulaColumn((type) => COLUMN_TYPES[type]),
  group: groupColumn,
  hour: hourColumn,
  integration: integrationColumn,
  item_assignees: unsupported('item_assignees'),
  item_id: itemId,
  last_updated: lastUpdated,
  link: linkColumn,
  location: locationColumn,
  long_text: longText,
  // Renders the mirrored columns' values with their own types' handlers.
  mirror: mirrorColumn((type) => COLUMN_TYPES[type]),
  name: nameColumn,
  numbers,
  people: peopleColumn,
  person: personColumn,
  phone: phoneColumn,
  progress: progressColumn,
  rating: ratingColumn,
  status,
  subtasks: subtasksColumn,
  tags,
  team: teamColumn,
  text,
  time_tracking: timeTrackingColumn,
  timeline: timelineColumn,
  unsupported: unsupported('unsupported'),
  vote: voteColumn,
  week: weekColumn,
  world_clock: worldClockColumn,
};
