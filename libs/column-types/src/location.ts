import { columnValueInvalid } from '@workapi/errors';
import { asObject, CLEARED, isEmptyInput, type ColumnTypeHandler, type Parsed } from './types';

/** The address parts monday.com keeps beside a place's coordinates, each with a long and short form. */
const PARTS = ['city', 'country', 'street', 'streetNumber'] as const;
type Part = (typeof PARTS)[number];

interface Named {
  long_name: string;
  short_name: string;
}

interface Location extends Partial<Record<Part, Named>> {
  lat: number;
  lng: number;
  address: string | null;
  placeId: string | null;
  changed_at: string;
}

/** A coordinate as monday.com takes it (a number or a string holding one), inside its bounds. */
function coordinate(raw: unknown, name: 'lat' | 'lng'): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  const [low, high] = name === 'lat' ? [-90, 90] : [-180, 180];
  // monday.com: lat in (-90, 90), lng in [-180, 180].
  const inside =
    typeof value === 'number' &&
    (name === 'lat' ? value > low && value < high : value >= low && value <= high);
  if (!inside) throw columnValueInvalid('location', `"${name}" must be a number between ${low} and ${high}`);
  return value as number;
}

/** An address part: a name (both forms the same) or monday.com's `{long_name, short_name}`. */
function named(raw: unknown, part: Part): Named | undefined {
  if (raw == null || raw === '') return undefined;
  if (typeof raw === 'string') return { long_name: raw, short_name: raw };
  const value = raw as Partial<Named>;
  if (typeof raw === 'object' && typeof value.long_name === 'string')
    return { long_name: value.long_name, short_name: String(value.short_name ?? value.long_name) };
  throw columnValueInvalid('location', `"${part}" is a name or {"long_name", "short_name"}`);
}

function location(fields: Record<string, unknown>, now: Date): Parsed {
  const text = (raw: unknown) => (raw == null || raw === '' ? null : String(raw));
  const parts = Object.fromEntries(
    PARTS.map((part) => [part, named(fields[part], part)]).filter(([, value]) => value),
  );
  return {
    stored: {
      lat: coordinate(fields.lat, 'lat'),
      lng: coordinate(fields.lng, 'lng'),
      address: text(fields.address),
      placeId: text(fields.placeId),
      ...parts,
      changed_at: now.toISOString(),
    } satisfies Location,
  };
}

const part = (key: Part, form: keyof Named) => (stored: Location | null) => stored?.[key]?.[form] ?? null;

/**
 * location: coordinates and an address, which monday.com does not check against each other. The
 * simple form is "lat lng address"; an empty simple string is refused, as monday.com does.
 */
export const locationColumn: ColumnTypeHandler<Location> = {
  graphqlType: 'LocationValue',
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    return location(
      asObject('location', input, '{"lat": "29.9772962", "lng": "31.1324955", "address": "Giza"}'),
      ctx.now,
    );
  },
  fromSimple(input, _column, ctx) {
    const match = /^\s*(\S+)\s+(\S+)\s*(.*)$/s.exec(input);
    if (!match)
      throw columnValueInvalid('location', `"${input}" is not "lat lng address", e.g. "29.97 31.13 Giza"`);
    return location({ lat: match[1], lng: match[2], address: match[3].trim() }, ctx.now);
  },
  text: (stored) => stored?.address ?? '',
  value: (stored) => stored,
  fields: {
    address: (stored) => stored?.address ?? null,
    lat: (stored) => stored?.lat ?? null,
    lng: (stored) => stored?.lng ?? null,
    place_id: (stored) => stored?.placeId ?? null,
    city: part('city', 'long_name'),
    city_short: part('city', 'short_name'),
    country: part('country', 'long_name'),
    country_short: part('country', 'short_name'),
    street: part('street', 'long_name'),
    street_short: part('street', 'short_name'),
    street_number: part('streetNumber', 'long_name'),
    street_number_short: part('streetNumber', 'short_name'),
    updated_at: (stored) => stored?.changed_at ?? null,
  },
};
