import type { FastifySerializerCompiler } from 'fastify';

/**
 * A route's answer written by JSON.stringify alone, for answers too big to re-check on every
 * call (a quote with hundreds of rates): the zod response schema still documents the answer and
 * types the handler, the handler builds it from typed values (docs/decisions/044-contracts-in-the-domain.md).
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
