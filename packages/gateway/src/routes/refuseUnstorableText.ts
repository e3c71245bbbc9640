import { InvalidInputError } from '@strongroom/protocol'
import type { FastifyInstance } from 'fastify'
import { findUnstorableText } from './findUnstorableText'

/**
 * Refuses, with a 400 naming the field, any request whose path parameters, query or JSON body hold a string Postgres
 * cannot store unchanged: U+0000 (text and jsonb reject it) or a lone UTF-16 surrogate (jsonb rejects its escape, and
 * UTF-8 encoding would silently replace it, so what an owner signed would not be what is stored). Checked for every
 * route before its schema runs, so no route, present or future, can reach the database with one.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [root, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findUnstorableText(root, value)
      if (problem) throw new InvalidInputError(problem)
    }
  })
}
