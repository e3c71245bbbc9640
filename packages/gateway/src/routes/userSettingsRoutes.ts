import { userSettingsInputSchema, userSettingsSchema } from '@strongroom/protocol'
import { requireSession, type SessionDeps } from '../auth/requireSession'
import { getUserSettings } from '../domain/user-settings/getUserSettings'
import { saveUserSettings } from '../domain/user-settings/saveUserSettings'
import { errorResponses } from './errorResponses'
import type { ZodFastify } from './ZodFastify'

/** The signed-in account's preferences (our extension): read, or replace as a whole. */
export function userSettingsRoutes(app: ZodFastify, deps: SessionDeps): void {
  app.get(
    '/v1/user/settings',
    { schema: { tags: ['user'], response: { 200: userSettingsSchema, ...errorResponses } } },
    async (request) => getUserSettings(deps.db, (await requireSession(request, deps)).account),
  )

  app.put(
    '/v1/user/settings',
    {
      schema: {
        tags: ['user'],
        body: userSettingsInputSchema,
        response: { 200: userSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { account } = await requireSession(request, deps)
      return saveUserSettings(deps.db, { account, settings: request.body, now: deps.clock() })
    },
  )
}
