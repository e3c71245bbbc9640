import { transactionServicePageSchema } from '@strongroom/protocol'
import { fetchWithLimits } from '../collectibles/fetchWithLimits'
import { MetadataUnavailableError } from '../collectibles/MetadataUnavailableError'
import { RuleViolationError } from '../errors/RuleViolationError'
import type { ServiceUrl } from './requireServiceUrl'
import { TransactionServiceUnavailableError } from './TransactionServiceUnavailableError'
import type { TransactionServiceImportSettings } from './transactionServiceImportSettingsSchema'

/** Items asked for per page: the service's largest default page. */
const PAGE_LIMIT = 100

/** A whole list read from the service, and whether items were left out at `maxItems`. */
export type ServiceList = { items: unknown[]; truncated: boolean }

function describeFailure(error: MetadataUnavailableError, host: string, settings: TransactionServiceImportSettings) {
  const status = (error.details as { status?: number } | undefined)?.status
  switch (error.reason) {
    case 'http-status':
      if (status === 401 || status === 403)
        return new RuleViolationError(
          `${host} refused the request: it needs an API key, or does not accept the one given.`,
          { details: { status } },
        )
      if (status === 404)
        return new RuleViolationError(
          `${host} has no Safe Transaction Service at this URL: for Safe's hosted service use https://api.safe.global/tx-service/<chain short name>.`,
          { details: { status } },
        )
      if (status === 429)
        return new TransactionServiceUnavailableError(
          `${host} is limiting requests: wait a minute and import again, or use an API key with a higher rate.`,
          { details: { status } },
        )
      if (status !== undefined && status >= 300 && status < 400)
        return new RuleViolationError(`${host} redirects elsewhere: give the URL it redirects to.`, {
          details: { status },
        })
      return new TransactionServiceUnavailableError(`${host} answered with an error; try again later.`, {
        details: { status },
      })
    case 'timeout':
      return new TransactionServiceUnavailableError(
        `${host} did not answer within ${settings.pageTimeoutMs / 1000} s; try again later.`,
      )
    case 'too-large':
      return new TransactionServiceUnavailableError(`${host} sent a page larger than ${settings.maxPageBytes} bytes.`)
    case 'blocked-address':
      return new RuleViolationError(`${host} is not a public address; imports read only from public servers.`)
    default:
      return new TransactionServiceUnavailableError(`Cannot reach ${host}: check the URL.`)
  }
}

/**
 * Reads every page of one list of a Safe Transaction Service (`path` under its base URL, `query` filters), up to
 * `settings.maxItems` items. Pages are asked for by `limit`/`offset` on the URL given, never by following the `next`
 * links the service writes (they could point anywhere); each request has a deadline and a size cap, follows no
 * redirect (the API key must reach no other server), and connects only to public addresses unless the URL is on
 * this machine and that is allowed. Items come back unparsed, to be checked one by one.
 * @throws {TransactionServiceUnavailableError} / {RuleViolationError} with the sentence; nothing was read then.
 */
export async function fetchTransactionServiceList({
  service,
  path,
  query,
  apiKey,
  settings,
}: {
  service: ServiceUrl
  path: string
  query: Record<string, string>
  apiKey: string | null
  settings: TransactionServiceImportSettings
}): Promise<ServiceList> {
  const host = service.base.host
  const items: unknown[] = []
  for (let offset = 0; ; ) {
    const url = new URL(path, service.base)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    url.searchParams.set('limit', String(PAGE_LIMIT))
    url.searchParams.set('offset', String(offset))
    let body: Buffer
    try {
      body = await fetchWithLimits(url.toString(), {
        timeoutMs: settings.pageTimeoutMs,
        maxBytes: settings.maxPageBytes,
        allowPrivateNetwork: service.loopback,
        maxRedirects: 0,
        ...(apiKey ? { headers: { authorization: `Bearer ${apiKey}` } } : {}),
      })
    } catch (error) {
      if (error instanceof MetadataUnavailableError) throw describeFailure(error, host, settings)
      throw error
    }
    let json: unknown
    try {
      json = JSON.parse(body.toString('utf8'))
    } catch {
      json = undefined
    }
    const page = transactionServicePageSchema.safeParse(json)
    if (!page.success)
      throw new TransactionServiceUnavailableError(
        `${host} did not answer ${url.pathname} like a Safe Transaction Service (no page of results).`,
      )
    items.push(...page.data.results)
    offset += page.data.results.length
    const done = page.data.results.length === 0 || offset >= page.data.count
    if (items.length >= settings.maxItems)
      return { items: items.slice(0, settings.maxItems), truncated: items.length > settings.maxItems || !done }
    if (done) return { items, truncated: false }
  }
}
