import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../shared/http-error.ts';

/**
 * How deep a request body may nest. A page nests a few levels (groups inside groups); a body of
 * a million nested arrays only costs the parser time, so it is turned away before parsing.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests arrays and objects deeper than `max`, brackets inside strings aside. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's own JSON parsing (with its prototype-poisoning guard) after a cheap depth check. */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(badRequest('JSON_TOO_DEEP', `body nests deeper than ${MAX_JSON_DEPTH} levels`));
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
