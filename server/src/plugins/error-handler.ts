import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../shared/http-error.ts';

interface FieldProblem {
  field: string;
  message: string;
}

function fieldName(location: string | undefined, instancePath: string): string {
  const inner = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const prefix = location ?? 'body';
  return inner ? `${prefix}.${inner}` : prefix;
}

/** PostgreSQL's SQLSTATE of a failed query, which drizzle keeps as the cause of its own error. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** query_canceled: the statement ran into the statement timeout. */
const QUERY_CANCELED = '57014';

/**
 * The one renderer of errors: `{ message, details? }` with the right status. Client mistakes keep
 * their 4xx status; anything else is logged and answered as a plain 500 without internals.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .status(error.statusCode)
          .send(
            error.details === undefined
              ? { message: error.message }
              : { message: error.message, details: error.details },
          );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const problems: FieldProblem[] = error.validation.map((issue) => ({
          field: fieldName(error.validationContext, issue.instancePath),
          message: issue.message ?? 'is invalid',
        }));
        const first = problems[0];
        const message = first ? `${first.field}: ${first.message}` : 'Invalid request';
        return reply.status(400).send({ message, details: problems });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message });
      }
      if (sqlState(error) === QUERY_CANCELED) {
        request.log.warn({ err: error }, 'statement timeout');
        return reply
          .status(503)
          .send({ message: 'The request took too long. Please narrow it down and try again.' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'error-handler' },
);
