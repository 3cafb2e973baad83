import { InexactJsonNumber } from '@console/contracts/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Decimal } from '../money';
import { badRequest } from './errors';

/** Deeper than any request of the console (its deepest is an object of arrays of objects). */
export const MAX_JSON_DEPTH = 32;
/**
 * What a lossy number literal is rewritten to (as the string `"\u0000inexact-number:<digits>"`) before
 * parsing. A caller could send that string itself: it then becomes an InexactJsonNumber and is refused
 * like one, which is harmless.
 */
const INEXACT_MARK = '\u0000inexact-number:';
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** True when the number literal `text` becomes a JavaScript number with the same value. */
export function keepsDigits(text: string): boolean {
  // Up to 15 significant digits without an exponent always survive a double.
  if (!/[eE]/.test(text) && text.replace(/\D/g, '').length <= 15) return true;
  const parsed = Number(text);
  return Number.isFinite(parsed) && new Decimal(text).eq(new Decimal(String(parsed)));
}

interface Scan {
  /** Start and end of every number literal that would lose digits. */
  inexact: Array<[number, number]>;
  depth: number;
}

/** One pass over the text outside its strings: nesting depth and the number literals that lose digits. */
function scan(text: string): Scan {
  const inexact: Array<[number, number]> = [];
  let depth = 0;
  let deepest = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      i++;
      while (i < text.length) {
        const s = text.charCodeAt(i);
        if (s === 92 /* \ */) i += 2;
        else if (s === 34) break;
        else i++;
      }
      i++;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_JSON_DEPTH) break;
      i++;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--;
      i++;
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (!match) {
        i++;
        continue;
      }
      const end = i + match[0].length;
      if (!keepsDigits(match[0])) inexact.push([i, end]);
      i = end;
    } else i++;
  }
  return { inexact, depth: deepest };
}

/** Replaces the marked strings by `InexactJsonNumber`s (the depth is bounded, so recursion is safe). */
function revive(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(INEXACT_MARK) ? new InexactJsonNumber(value.slice(INEXACT_MARK.length)) : value;
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) (value as Record<string, unknown>)[key] = revive(child);
  }
  return value;
}

/**
 * Parses JSON bodies like Fastify does (prototype poisoning refused), but refuses nesting deeper than
 * MAX_JSON_DEPTH and hands on number literals whose digits a JavaScript number cannot keep as
 * `InexactJsonNumber`, so that 1234567890.123456789 is refused by the amount schemas instead of being
 * stored as 1234567890.1234567.
 */
export function installJsonBodyParser(api: FastifyInstance): void {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const { inexact, depth } = scan(text);
    if (depth > MAX_JSON_DEPTH) {
      const message = `the request body is nested deeper than ${MAX_JSON_DEPTH} levels`;
      done(badRequest(`body: ${message}`, [{ path: 'body', message }]), undefined);
      return;
    }
    if (!inexact.length) {
      parseJson(request, text, done);
      return;
    }
    let marked = '';
    let from = 0;
    for (const [start, end] of inexact) {
      marked += `${text.slice(from, start)}"\\u0000${INEXACT_MARK.slice(1)}${text.slice(start, end)}"`;
      from = end;
    }
    marked += text.slice(from);
    parseJson(request, marked, (error, value) => (error ? done(error, undefined) : done(null, revive(value))));
  });
}
