import { columnValueInvalid } from '@workapi/errors';
import {
  asObject,
  CLEARED,
  isEmptyInput,
  stringField,
  type ColumnTypeHandler,
  type Parsed,
  changedAt,
} from './types';

/** "first rest of words": the first word is the address, the rest its display text (monday.com's simple form). */
function splitFirstWord(input: string): [string, string | null] {
  const trimmed = input.trim();
  const space = trimmed.search(/\s/);
  return space < 0 ? [trimmed, null] : [trimmed.slice(0, space), trimmed.slice(space + 1).trim() || null];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Email {
  email: string;
  text: string;
  changed_at: string;
}

function email(address: string | null, label: string | null, now: Date): Parsed {
  if (!address) return CLEARED;
  if (!EMAIL.test(address) || address.length > 254)
    throw columnValueInvalid('email', `"${address}" is not an email address`);
  return { stored: { email: address, text: label ?? address, changed_at: now.toISOString() } };
}

export const emailColumn: ColumnTypeHandler<Email> = {
  graphqlType: 'EmailValue',
  // The address ignoring case (as mail does), or the display text exactly.
  lookupTerms: (stored) => [stored.email.toLowerCase(), stored.text],
  searchTerms: (value) => [value.trim(), value.trim().toLowerCase()],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('email', input, '{"email": "ann@example.com", "text": "Ann"}');
    return email(
      stringField('email', value.email, 'email', false),
      stringField('email', value.text, 'text', false),
      ctx.now,
    );
  },
  fromSimple: (input, _column, ctx) => email(...splitFirstWord(input), ctx.now),
  text: (stored) =>
    stored
      ? stored.text && stored.text !== stored.email
        ? `${stored.text} - ${stored.email}`
        : stored.email
      : '',
  value: (stored) => stored,
  fields: {
    updated_at: changedAt,
    email: (stored) => stored?.email ?? null,
    label: (stored) => stored?.text ?? null,
  },
};

interface Link {
  url: string;
  text: string;
  changed_at: string;
}

function link(url: string | null, label: string | null, now: Date): Parsed {
  if (!url) return CLEARED;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || !['http:', 'https:', 'mailto:', 'ftp:'].includes(parsed.protocol) || url.length > 2048) {
    throw columnValueInvalid('link', `"${url}" is not a URL (http, https, mailto or ftp)`);
  }
  return { stored: { url, text: label ?? url, changed_at: now.toISOString() } };
}

export const linkColumn: ColumnTypeHandler<Link> = {
  graphqlType: 'LinkValue',
  lookupTerms: (stored) => [stored.url, stored.text],
  searchTerms: (value) => [value.trim()],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('link', input, '{"url": "https://monday.com", "text": "monday"}');
    return link(
      stringField('link', value.url, 'url', false),
      stringField('link', value.text, 'text', false),
      ctx.now,
    );
  },
  fromSimple: (input, _column, ctx) => link(...splitFirstWord(input), ctx.now),
  text: (stored) =>
    stored ? (stored.text && stored.text !== stored.url ? `${stored.text} - ${stored.url}` : stored.url) : '',
  value: (stored) => stored,
  fields: {
    updated_at: changedAt,
    url: (stored) => stored?.url ?? null,
    url_text: (stored) => stored?.text ?? null,
  },
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Codes CLDR names that are not countries (unknown, unions, pseudo-locales). */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);

/** The English name of an ISO 3166-1 alpha-2 code, or undefined for codes that name no country. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return undefined;
  try {
    return regionNames.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}

interface Phone {
  phone: string;
  countryShortName: string | null;
  changed_at: string;
}

function phone(number: string | null, country: string | null, now: Date): Parsed {
  if (!number) return CLEARED;
  const compact = number.replace(/[\s().-]/g, '');
  if (!/^\+?\d{3,20}$/.test(compact)) throw columnValueInvalid('phone', `"${number}" is not a phone number`);
  const code = country ? country.toUpperCase() : null;
  if (code && !countryName(code))
    throw columnValueInvalid('phone', `"${country}" is not an ISO country code`);
  return { stored: { phone: compact, countryShortName: code, changed_at: now.toISOString() } };
}

export const phoneColumn: ColumnTypeHandler<Phone> = {
  graphqlType: 'PhoneValue',
  // Stored compact ("+12025550169"): "+1 202-555-0169" finds it.
  lookupTerms: (stored) => [stored.phone],
  searchTerms: (value) => [value.replace(/[\s().-]/g, '')],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('phone', input, '{"phone": "+12025550169", "countryShortName": "US"}');
    return phone(
      stringField('phone', value.phone, 'phone', false),
      stringField('phone', value.countryShortName, 'countryShortName', false),
      ctx.now,
    );
  },
  fromSimple: (input, _column, ctx) => phone(...splitFirstWord(input), ctx.now),
  text: (stored) => stored?.phone ?? '',
  value: (stored) => stored,
  fields: {
    updated_at: changedAt,
    phone: (stored) => stored?.phone ?? null,
    country_short_name: (stored) => stored?.countryShortName ?? null,
  },
};

interface Country {
  countryCode: string;
  countryName: string;
  changed_at: string;
}

function country(code: string | null, now: Date): Parsed {
  if (!code) return CLEARED;
  const upper = code.trim().toUpperCase();
  const name = countryName(upper);
  if (!name) throw columnValueInvalid('country', `"${code}" is not an ISO 3166 country code`);
  return { stored: { countryCode: upper, countryName: name, changed_at: now.toISOString() } };
}

export const countryColumn: ColumnTypeHandler<Country> = {
  graphqlType: 'CountryValue',
  identities: (stored) => [String(stored.countryCode), String(stored.countryName)],
  // By its code ("US") or its name ignoring case ("united states").
  lookupTerms: (stored) => [stored.countryCode, stored.countryName.toLowerCase()],
  searchTerms: (value) => [value.trim().toUpperCase(), value.trim().toLowerCase()],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('country', input, '{"countryCode": "US", "countryName": "United States"}');
    return country(stringField('country', value.countryCode, 'countryCode', false), ctx.now);
  },
  fromSimple: (input, _column, ctx) => country(input.trim() || null, ctx.now),
  text: (stored) => stored?.countryName ?? '',
  value: (stored) => stored,
  fields: {
    updated_at: changedAt,
    country: (stored) => (stored ? { code: stored.countryCode, name: stored.countryName } : null),
  },
};
