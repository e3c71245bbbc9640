import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayWithoutNode, startGatewayWithoutNode } from '../testing/startGatewayWithoutNode'
import { waitUntil } from '../testing/waitUntil'

const SAFE = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const HASH = `0x${'ab'.repeat(32)}`
const CHAIN = '/v1/chains/1337'

/** Every route that reads from the node (or reports on it), as [method, path, body]. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/health'],
  ['GET', '/v1/chains'],
  ['GET', CHAIN],
  ['GET', `${CHAIN}/about/indexing`],
  ['GET', `${CHAIN}/safes/${SAFE}`],
  ['GET', `${CHAIN}/safes/${SAFE}/nonces`],
  ['GET', `${CHAIN}/safes/${SAFE}/balances/usd`],
  ['GET', `${CHAIN}/safes/${SAFE}/collectibles`],
  ['GET', `/v2${CHAIN.slice(3)}/safes/${SAFE}/collectibles`],
  ['GET', `${CHAIN}/safes/${SAFE}/transactions/queued`],
  ['GET', `${CHAIN}/safes/${SAFE}/transactions/history`],
  ['GET', `${CHAIN}/safes/${SAFE}/multisig-transactions`],
  ['GET', `${CHAIN}/safes/${SAFE}/incoming-transfers`],
  ['GET', `${CHAIN}/safes/${SAFE}/module-transactions`],
  ['GET', `${CHAIN}/safes/${SAFE}/messages`],
  ['GET', `${CHAIN}/safes/${SAFE}/events`],
  ['GET', `${CHAIN}/owners/${OTHER}/safes`],
  ['GET', `${CHAIN}/transactions/multisig_${SAFE}_${HASH}`],
  ['GET', `/v1/safes?safes=1337:${SAFE}&currency=usd`],
  [
    'POST',
    `/v2${CHAIN.slice(3)}/safes/${SAFE}/multisig-transactions/estimations`,
    { to: OTHER, value: '1', data: '0x' },
  ],
  ['POST', `${CHAIN}/data-decoder`, { data: `0xa9059cbb${'00'.repeat(64)}`, to: OTHER }],
  [
    'POST',
    `${CHAIN}/transactions/${SAFE}/propose`,
    {
      to: OTHER,
      value: '1',
      data: null,
      nonce: '0',
      operation: 0,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: null,
      safeTxHash: HASH,
      sender: OTHER,
      signature: `0x${'11'.repeat(65)}`,
    },
  ],
]

let node: GatewayWithoutNode

beforeAll(async () => {
  node = await startGatewayWithoutNode()
  // The indexer has failed at least once: /health reports it.
  await waitUntil('the indexer to fail', () => node.gateway.chains.get('1337')?.status().lastError !== undefined)
})

afterAll(async () => {
  await node?.stop()
})

describe('a gateway whose node is unreachable', () => {
  it('answers every route that touches the node without internal text (node URL, SQL, stack, paths)', async () => {
    const leaks: string[] = []
    for (const [method, path, body] of ROUTES) {
      const response = await fetch(`${node.gateway.url}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const text = await response.text()
      const found = [
        text.includes(node.secret) && 'the secret',
        text.includes(node.nodeHost) && "the node's host",
        /\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bwhere\b.*\$\d/i.test(text) && 'SQL',
        /\bat \S+ \(|\n\s+at /.test(text) && 'a stack frame',
        /file:\/\/|node_modules|\/(?:work|home|tmp|usr|src)\/|\.ts:\d+/.test(text) && 'a file path',
        /ECONNREFUSED|fetch failed|HttpRequestError/i.test(text) && 'raw error text',
      ].filter(Boolean)
      if (found.length > 0) leaks.push(`${method} ${path} (${response.status}) shows ${found.join(', ')}: ${text}`)
      if (response.status >= 500)
        expect(JSON.parse(text)).toMatchObject({ code: response.status, message: expect.any(String) })
    }
    expect(leaks).toEqual([])
  })

  it('reports the failing indexer in /health with a sentence', async () => {
    const response = await fetch(`${node.gateway.url}/health`)
    expect(response.status).toBe(503)
    const health = (await response.json()) as { chains: { lastError: string | null }[] }
    expect(health.chains[0]!.lastError).toMatch(/^[A-Z][^/]*\.$/)
  })
})
