import type { FastifyInstance } from 'fastify'

/**
 * Makes an empty request body with a JSON content type mean "no body" instead of Fastify's 400: SDK 3.23 sends its
 * DELETEs (and some clients their body-less POSTs) with `Content-Type: application/json` and nothing after it. A
 * route that needs a body still refuses the missing one through its schema (400 naming `body`); any other body is
 * parsed by Fastify's own JSON parser (same prototype-poisoning protection, same body limits).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    parseJson(request, text, done)
  })
}
