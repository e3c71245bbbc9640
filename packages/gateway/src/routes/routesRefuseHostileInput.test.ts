import { createSafe } from '@strongroom/devnet'
import { createSafeTx, getSafeMessageHash, getSafeMessageTypedData, hashSafeMessageContent } from '@strongroom/protocol'
import fc from 'fast-check'
import type { Address } from 'viem'
import { afterAll, expect, it } from 'vitest'
import { databaseWritePosition } from '../testing/databaseWritePosition'
import { exampleForSchema } from '../testing/exampleForSchema'
import {
  describeHostileValue,
  encodeUrlText,
  type HostileValue,
  hostileJsonText,
  hostileUrlTexts,
  hostileValue,
  hostileVariants,
} from '../testing/hostileValue'
import {
  listOpenApiRoutes,
  type OpenApiDocument,
  type OpenApiRoute,
  type RouteInput,
} from '../testing/listOpenApiRoutes'
import { buildTestProposal } from '../testing/proposeForTest'
import { signInToGateway, TEST_SIGN_IN_ORIGIN } from '../testing/signInToGateway'
import { snapshotDatabase } from '../testing/snapshotDatabase'
import { startTestStack } from '../testing/startTestStack'

/**
 * Every route of the app, every input of each (path parameter, query parameter, body, body field): hostile values
 * never get a 5xx, a 4xx is always `{code, message}`, and a refused write leaves the database as it was. The routes
 * and their inputs come from the app's OpenAPI document, generated from the zod schemas the routes validate with, so
 * a new route is covered as soon as it exists. `FC_RUNS` (random values per input besides the fixed variants, default 1) and `FC_SEED` make a longer or
 * a reproducing run; see the gateway README.
 */
const RUNS = Number(process.env.FC_RUNS ?? 1)
const SEED = Number(process.env.FC_SEED ?? 20_261_125)
const CHAIN = '1337'
const PLACEHOLDER = '\u0001hostile\u0001'

const stack = await startTestStack()
afterAll(() => stack.stop())
const account = (index: number): Address => stack.devnet.accounts[index]!.address
const safe = await createSafe(stack.devnet, { owners: [0, 1], threshold: 1 })
await stack.indexed()
const signIn = () =>
  signInToGateway(stack.gateway.url, {
    address: account(0),
    chainId: stack.devnet.chainId,
    sign: (message) => stack.devnet.walletClient(0).signMessage({ message }),
  })
let cookie = await signIn()

// A stored transaction and message, so that inputs naming them reach past the lookup.
const proposal = await buildTestProposal(stack.devnet, {
  safe,
  tx: createSafeTx({ to: account(5), nonce: 0n }),
  sender: 0,
  signers: [0],
})
await post(`/v1/chains/${CHAIN}/transactions/${safe}/propose`, proposal)
const message = 'hostile input test'
const messageSignature = await stack.devnet.walletClient(0).signTypedData(
  getSafeMessageTypedData({
    chainId: stack.devnet.chainId,
    safeAddress: safe,
    data: hashSafeMessageContent(message),
  }),
)
await post(`/v1/chains/${CHAIN}/safes/${safe}/messages`, { message, signature: messageSignature })

/** Valid values by input name: each request is valid but for its one hostile input. */
const hints: Record<string, unknown> = {
  chainId: CHAIN,
  address: safe,
  safe,
  delegateAddress: account(1),
  transactionId: `multisig_${safe}_${proposal.safeTxHash}`,
  messageHash: getSafeMessageHash({ chainId: stack.devnet.chainId, safeAddress: safe, message }),
  uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  currency: 'usd',
  safes: `${CHAIN}:${safe}`,
  wallet_address: account(0),
  to: account(5),
  sender: account(0),
  delegate: account(1),
  delegator: account(0),
  value: '0',
  nonce: '1',
  data: '0x',
  label: 'label',
  name: 'name',
  message: 'hello',
  cursor: 'limit=5&offset=0',
  timezone: 'UTC',
  execution_date__gte: '2024-01-31T10:00:00Z',
  execution_date__lte: '2099-01-31',
}

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${stack.gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.text()).toBe(200)
}

const document = (await (await fetch(`${stack.gateway.url}/openapi.json`)).json()) as OpenApiDocument
const routes = listOpenApiRoutes(document)

function inputName(input: RouteInput): string {
  return input.in === 'body' ? ['body', ...input.path].join('.') : `${input.in}.${input.name}`
}

/** `body` with the value at `path` replaced by the placeholder (or removed when the hostile value is absent). */
function withField(body: unknown, path: string[], absent: boolean): unknown {
  const [key, ...rest] = path
  if (key === undefined) return PLACEHOLDER
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}
  const record = object as Record<string, unknown>
  if (rest.length === 0 && absent) delete record[key]
  else record[key] = withField(record[key], rest, absent)
  return object
}

/** The request for `route` with `hostile` in `target` and valid-looking values everywhere else. */
function buildRequest(route: OpenApiRoute, target: RouteInput, hostile: HostileValue) {
  let path = route.path
  const query: string[] = []
  for (const input of route.inputs) {
    if (input.in === 'body') continue
    const example = exampleForSchema(input.schema, input.name, hints)
    const texts = input === target ? hostileUrlTexts(hostile) : [encodeUrlText(String(example))]
    if (input.in === 'path') path = path.replace(`{${input.name}}`, texts[0] ?? '')
    else if (input === target || input.required || input.name in hints)
      for (const text of texts) query.push(`${encodeURIComponent(input.name)}=${text}`)
  }
  let body: string | undefined
  if (route.body) {
    const example = exampleForSchema(route.body, undefined, hints)
    if (target.in !== 'body') body = JSON.stringify(example)
    else if (target.path.length === 0) body = hostile.kind === 'raw' ? hostile.text : hostileJsonText(hostile)
    else {
      const text = JSON.stringify(withField(example, target.path, hostile.kind === 'absent'))
      body = text.replace(JSON.stringify(PLACEHOLDER), () => hostileJsonText(hostile) ?? 'null')
    }
  }
  return { url: `${path}${query.length > 0 ? `?${query.join('&')}` : ''}`, body }
}

/** Sends the request; an event stream is closed as soon as its status is known. */
async function send(method: string, url: string, body: string | undefined) {
  const abort = new AbortController()
  const response = await fetch(`${stack.gateway.url}${url}`, {
    method,
    signal: abort.signal,
    headers: {
      cookie,
      origin: TEST_SIGN_IN_ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  })
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    abort.abort()
    return { status: response.status, text: '' }
  }
  return { status: response.status, text: await response.text() }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The database's snapshot when the last request was a refused write (so the next write need not take it again). */
let unchanged: Record<string, string> | null = null
/** Built once: building it takes a while (its fixed lists hold large values). */
const hostileValues = hostileValue()

for (const route of routes)
  it(
    `${route.method} ${route.path}: no hostile input gets a 5xx or changes the database when refused`,
    async () => {
      const inputs = route.inputs.map((input, index) => ({ input, index }))
      if (inputs.length === 0) {
        const answer = await send(route.method, route.path, undefined)
        expect(answer.status, `${route.path}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
      }
      for (const { input, index } of inputs) {
        const property = fc.asyncProperty(hostileValues, async (hostile) => {
          const { url, body } = buildRequest(route, input, hostile)
          const write = route.method !== 'GET'
          const before = write
            ? {
                position: await databaseWritePosition(stack.testDb.db),
                snapshot: unchanged ?? (await snapshotDatabase(stack.testDb.db)),
              }
            : null
          unchanged = null
          const answer = await send(route.method, url, body)
          const context = `${route.method} ${url.slice(0, 300)} with ${inputName(input)} = ${describeHostileValue(hostile)} answered ${answer.status} ${answer.text.slice(0, 300)}`
          expect(answer.status, context).toBeLessThan(500)
          if (answer.status >= 400) {
            expect(parsed(answer.text), context).toEqual({ code: answer.status, message: expect.any(String) })
            // The full snapshot only when the write-ahead log moved (most refusals write nothing at all).
            if (before && (await databaseWritePosition(stack.testDb.db)) !== before.position)
              expect(await snapshotDatabase(stack.testDb.db), `${context}: the database changed`).toEqual(
                before.snapshot,
              )
            if (before) unchanged = before.snapshot
          }
          // A hostile value the logout route accepted ended this test's session.
          if (route.path === '/v1/auth/logout' && answer.status < 300) cookie = await signIn()
        })
        const example = input.in === 'body' ? undefined : exampleForSchema(input.schema, input.name, hints)
        const fieldExample =
          input.in === 'body' && route.body
            ? input.path.reduce<unknown>(
                (value, key) => (value as Record<string, unknown> | undefined)?.[key],
                exampleForSchema(route.body, undefined, hints),
              )
            : example
        const variants = hostileVariants(fieldExample).map((variant): [HostileValue] => [variant])
        // fast-check counts examples among the runs.
        await fc.assert(property, {
          numRuns: variants.length + RUNS,
          seed: SEED + index,
          endOnFailure: true,
          examples: variants,
        })
      }
    },
    Math.max(120_000, route.inputs.length * (RUNS + 6) * 1_000),
  )

it('leaves every read of the Safe answering after all of the above (no stored value breaks a route)', async () => {
  for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
    const { url } = buildRequest(route, { in: 'body', path: ['none'], schema: {}, required: false }, { kind: 'absent' })
    const answer = await send('GET', url, undefined)
    expect(answer.status, `${url}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
  }
})
