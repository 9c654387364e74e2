import { badRequest } from './refusals';

/** Path segments a client may never name: they would reach an object's prototype. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Puts `value` at a multipart map's path (`variables.file`, `variables.files.0`) of the
 * operation, making the containers on the way. Only variables may hold a file.
 */
export function setAtPath(operation: Record<string, unknown>, path: string, value: string): void {
  const segments = path.split('.');
  if (segments[0] !== 'variables' || segments.length < 2 || segments.some((s) => FORBIDDEN.has(s) || !s))
    throw badRequest(`The map names "${path}": a file can only be bound to a variable (variables.<name>)`);
  let container = operation as Record<string, unknown>;
  for (const [index, segment] of segments.entries()) {
    if (index === segments.length - 1) {
      container[segment] = value;
      return;
    }
    const next = container[segment];
    if (next === null || next === undefined) {
      container[segment] = /^\d+$/.test(segments[index + 1]) ? [] : {};
    } else if (typeof next !== 'object') {
      throw badRequest(`The map names "${path}", which is not a place in the variables`);
    }
    container = container[segment] as Record<string, unknown>;
  }
}

/** The variable a legacy monday.com part name binds: `variables[file]` binds `$file`. */
export function legacyPath(fieldname: string): string | undefined {
  const match = /^variables\[([A-Za-z_][A-Za-z0-9_]*)\]$/.exec(fieldname);
  return match ? `variables.${match[1]}` : undefined;
}
