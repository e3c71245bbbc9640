import { getSafeTxHash } from '@strongroom/protocol'
import { type Address, encodeAbiParameters, getAddress, type Hash, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { SafeEvent, TokenTransferLog } from '../decode/SafeEvent'
import { collectRangeChanges } from './collectRangeChanges'

const CHAIN = '1337'
const SAFE = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const OTHER = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')
const OWNER = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const STRANGER = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const TOKEN = getAddress('0x1111111111111111111111111111111111111111')
const TX_HASH = `0x${'aa'.repeat(32)}` as Hash
const indexed = new Set<Address>([SAFE, OTHER])

let logIndex = 0
function at<T extends object>(fields: T) {
  return {
    blockNumber: 10,
    blockHash: `0x${'bb'.repeat(32)}` as Hash,
    txHash: TX_HASH,
    txIndex: 0,
    logIndex: logIndex++,
    ...fields,
  }
}

/** A SafeMultiSigTransaction of a plain transfer of `value` at `nonce`, and its outcome log. */
function execution(nonce: bigint, outcome: 'ExecutionSuccess' | 'ExecutionFailure' | null): SafeEvent[] {
  const args = {
    to: STRANGER,
    value: '5',
    data: '0x' as const,
    operation: 0,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    signatures: '0x' as const,
    additionalInfo: encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
      [nonce, OWNER, 1n],
    ),
  }
  const safeTxHash = getSafeTxHash({
    chainId: Number(CHAIN),
    safeAddress: SAFE,
    tx: { ...args, value: 5n, safeTxGas: 0n, baseGas: 0n, gasPrice: 0n, operation: 0, nonce },
  })
  const events: SafeEvent[] = [at({ address: SAFE, event: 'SafeMultiSigTransaction' as const, args })]
  if (outcome) events.push(at({ address: SAFE, event: outcome, args: { txHash: safeTxHash, payment: '0' } }))
  return events
}

function transfer(fields: Partial<TokenTransferLog>): TokenTransferLog {
  return at({
    token: TOKEN,
    type: 'ERC20' as const,
    from: STRANGER,
    to: SAFE,
    value: '7',
    tokenId: null,
    ...fields,
  })
}

describe('collectRangeChanges', () => {
  it('publishes one change per Safe with the union of kinds and the most telling reason', () => {
    const events = [
      ...execution(3n, 'ExecutionSuccess'),
      at({ address: SAFE, event: 'AddedOwner' as const, args: { owner: STRANGER } }),
      at({ address: OTHER, event: 'SafeReceived' as const, args: { sender: STRANGER, value: '9' } }),
    ]
    const changes = collectRangeChanges({
      chainId: CHAIN,
      data: { events, tokenTransfers: [transfer({ type: 'ERC721', tokenId: '4', value: null })] },
      isIndexedSafe: (address) => indexed.has(address),
      notify: true,
    })
    expect(changes).toEqual([
      {
        chainId: CHAIN,
        safe: SAFE,
        kinds: ['queue', 'history', 'balances', 'collectibles', 'messages', 'safe'],
        reason: 'execution',
        notifications: [
          {
            type: 'EXECUTED_MULTISIG_TRANSACTION',
            payload: { safeTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/), txHash: TX_HASH, failed: 'false' },
          },
          { type: 'INCOMING_TOKEN', payload: { tokenAddress: TOKEN, txHash: TX_HASH, tokenId: '4' } },
        ],
      },
      {
        chainId: CHAIN,
        safe: OTHER,
        kinds: ['history', 'balances'],
        reason: 'incoming-transfer',
        notifications: [{ type: 'INCOMING_ETHER', payload: { txHash: TX_HASH, value: '9' } }],
      },
    ])
  })

  it('leaves out push notifications while catching up with history', () => {
    const changes = collectRangeChanges({
      chainId: CHAIN,
      data: {
        events: [at({ address: SAFE, event: 'ApproveHash' as const, args: { approvedHash: TX_HASH, owner: OWNER } })],
        tokenTransfers: [],
      },
      isIndexedSafe: (address) => indexed.has(address),
      notify: false,
    })
    expect(changes).toEqual([{ chainId: CHAIN, safe: SAFE, kinds: ['queue'], reason: 'confirmation' }])
  })

  it('reports a failed execution, skips one without its outcome log and transfers of Safes not indexed', () => {
    const collect = (events: SafeEvent[], tokenTransfers: TokenTransferLog[] = []) =>
      collectRangeChanges({
        chainId: CHAIN,
        data: { events, tokenTransfers },
        isIndexedSafe: (address) => indexed.has(address),
        notify: true,
      })
    expect(collect(execution(4n, 'ExecutionFailure'))[0]?.notifications?.[0]?.payload.failed).toBe('true')
    expect(collect(execution(5n, null))).toEqual([])
    expect(collect([], [transfer({ from: STRANGER, to: OWNER })])).toEqual([])
    expect(collect([], [transfer({ from: SAFE, to: OTHER })])).toEqual([
      { chainId: CHAIN, safe: SAFE, kinds: ['history', 'balances'], reason: 'outgoing-transfer' },
      {
        chainId: CHAIN,
        safe: OTHER,
        kinds: ['history', 'balances'],
        reason: 'incoming-transfer',
        notifications: [{ type: 'INCOMING_TOKEN', payload: { tokenAddress: TOKEN, txHash: TX_HASH, value: '7' } }],
      },
    ])
  })
})
