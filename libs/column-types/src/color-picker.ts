import { columnValueInvalid } from '@workapi/errors';
import { asObject, CLEARED, isEmptyInput, keyedField, type ColumnTypeHandler } from './types';

interface ColorPicker {
  color: { hex: string };
  changed_at: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** `"#61b927"` or monday.com's stored form `{"hex": "#61b927", ...}`; written lowercase. */
function hexOf(raw: unknown): string {
  const hex = typeof raw === 'object' && raw !== null ? (raw as { hex?: unknown }).hex : raw;
  if (typeof hex !== 'string' || !HEX.test(hex.trim()))
    throw columnValueInvalid('color_picker', 'A color_picker value is {"color": "#61b927"} (a hex colour)');
  return hex.trim().toLowerCase();
}

/**
 * color_picker: one colour. monday.com documents it as read only, yet its own agent tools write
 * `{"color": "#FF5733"}`; we take that form (docs/column-values.md, where we differ).
 */
export const colorPickerColumn: ColumnTypeHandler<ColorPicker> = {
  graphqlType: 'ColorPickerValue',
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const example = '{"color": "#61b927"}';
    const raw = keyedField('color_picker', asObject('color_picker', input, example), 'color', example);
    return raw == null
      ? CLEARED
      : { stored: { color: { hex: hexOf(raw) }, changed_at: ctx.now.toISOString() } };
  },
  fromSimple: (input, _column, ctx) =>
    input.trim() === ''
      ? CLEARED
      : { stored: { color: { hex: hexOf(input) }, changed_at: ctx.now.toISOString() } },
  text: (stored) => stored?.color.hex ?? null,
  value: (stored) => stored,
  fields: {
    color: (stored) => stored?.color.hex ?? null,
    updated_at: (stored) => stored?.changed_at ?? null,
  },
};
