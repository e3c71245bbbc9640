import type { TransactionListPage, TransactionSummary } from '@strongroom/protocol'
import type { Address } from 'viem'
import { OWNERS, queuedTransactionFixture, SAFE_ADDRESS } from './gatewayFixtures'

/** Builders of history entries (docs/gateway-api.md §4.8) for component tests. */

const addressInfo = (value: Address) => ({ value, name: null, logoUri: null })

export const DUSD_ADDRESS = '0xE378D7Ab0903E5C086525A90E2648090226D6C64'

/** An ERC-20 or ether transfer into the Safe at `timestamp` (epoch ms). */
export function incomingTransferFixture(
  id: string,
  timestamp: number,
  token: 'native' | { symbol: string; address: string; decimals: number } = 'native',
  value = '1000000000000000000',
): TransactionSummary {
  return {
    id,
    timestamp,
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Transfer',
      humanDescription: null,
      sender: addressInfo(OWNERS[2]),
      recipient: addressInfo(SAFE_ADDRESS),
      direction: 'INCOMING',
      transferInfo:
        token === 'native'
          ? { type: 'NATIVE_COIN', value }
          : {
              type: 'ERC20',
              tokenAddress: token.address as Address,
              value,
              tokenName: `${token.symbol} token`,
              tokenSymbol: token.symbol,
              logoUri: null,
              decimals: token.decimals,
              trusted: true,
              imitation: false,
            },
    },
    executionInfo: null,
    safeAppInfo: null,
    txHash: `0x${id.padStart(64, '0').slice(-64)}`,
  }
}

/** An executed multisig transaction at `nonce` sending 0.25 ETH to owner 2 (or `overrides`). */
export function executedTransactionFixture(
  nonce: number,
  timestamp: number,
  overrides: Partial<TransactionSummary> = {},
): TransactionSummary {
  return queuedTransactionFixture(nonce, null, {
    timestamp,
    txStatus: 'SUCCESS',
    txHash: `0x${(nonce + 1).toString(16).padStart(64, '0')}`,
    ...overrides,
  })
}

/** A module transaction calling `method` at `timestamp`. */
export function moduleTransactionFixture(id: string, timestamp: number, method = 'execute'): TransactionSummary {
  return {
    id,
    timestamp,
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Custom',
      humanDescription: null,
      to: addressInfo(OWNERS[1]),
      dataSize: '36',
      value: '0',
      methodName: method,
      actionCount: null,
      isCancellation: false,
    },
    executionInfo: { type: 'MODULE', address: addressInfo('0x5FbDB2315678afecb367f032d93F642f64180aa3') },
    safeAppInfo: null,
    txHash: `0x${id.padStart(64, '0').slice(-64)}`,
  }
}

/**
 * History pages of `transactions` (newest first), `pageSize` entries each, a DATE_LABEL before each local day as the
 * gateway writes it; `next` links are `http://gw.test…?cursor=limit=N&offset=M`.
 */
export function historyPagesFixture(
  transactions: readonly TransactionSummary[],
  pageSize: number,
): TransactionListPage[] {
  const pages: TransactionListPage[] = []
  const dayOf = (time: number | null) => (time === null ? '' : new Date(time).toDateString())
  let previousDay: string | undefined
  for (let offset = 0; offset < transactions.length || offset === 0; offset += pageSize) {
    const results: TransactionListPage['results'] = []
    for (const transaction of transactions.slice(offset, offset + pageSize)) {
      const day = dayOf(transaction.timestamp)
      if (day !== previousDay) results.push({ type: 'DATE_LABEL', timestamp: transaction.timestamp ?? 0 })
      previousDay = day
      results.push({ type: 'TRANSACTION', transaction, conflictType: 'None' })
    }
    const nextOffset = offset + pageSize
    pages.push({
      count: transactions.length,
      next:
        nextOffset < transactions.length
          ? `http://gw.test/v1/chains/1337/safes/${SAFE_ADDRESS}/transactions/history?cursor=${encodeURIComponent(`limit=${pageSize}&offset=${nextOffset}`)}`
          : null,
      previous: null,
      results,
    })
    if (transactions.length === 0) break
  }
  return pages
}
