import type { SafeOverview } from '@strongroom/protocol'
import type { Address } from 'viem'
import { createAddressInfoResolver } from '../address-info/AddressInfoResolver'
import type { BalancesServices } from '../balances/getSafeBalances'
import { getSafeBalances } from '../balances/getSafeBalances'
import { SafeNotFoundError } from '../errors/SafeNotFoundError'
import type { GatewayContext } from '../GatewayContext'
import { isNotASafeError } from './isNotASafeError'
import { loadIndexedSafeState } from './loadIndexedSafeState'
import { readSafeOnChain } from './readSafeOnChain'
import type { SafeState } from './SafeState'

/** One `<chainId>:<address>` of the `safes` query. */
export type SafeReference = { chainId: string; address: Address }

/** What `GET /v1/safes` asks beside the Safes: the fiat currency and the token filters of the balances route. */
export type SafeOverviewsRequest = {
  safes: readonly SafeReference[]
  currency: string
  trusted: boolean
  excludeSpam: boolean
  walletAddress?: Address
}

/**
 * `GET /v1/safes` (CGW SafesController): threshold, owners, fiat total and queue size of several Safes at once, from
 * the indexed state as SafeInfo (a Safe not indexed yet from the chain). Safes
 * on chains we do not serve, or addresses that hold no Safe, are left out rather than failing the whole list, as CGW
 * does.
 * - `fiatTotal` is the balances route's total for the same currency and token filters (`trusted`, `exclude_spam`).
 * - `queued` is CGW's count: the trusted multisig transactions not executed whose nonce is at least the Safe's nonce,
 *   one per transaction (two proposals for one nonce count two), i.e. what the default queue lists; untrusted
 *   proposals (hidden from the queue) are not counted.
 * - `awaitingConfirmation` counts the nonces of that queue where `walletAddress`, an owner, still has a transaction to
 *   confirm that lacks confirmations; 0 for a wallet that is not an owner, null without a wallet.
 * @throws {UnsupportedCurrencyError} / {PriceProviderUnavailableError}
 */
export async function getSafeOverviews(
  context: GatewayContext,
  services: BalancesServices,
  { safes, currency, trusted, excludeSpam, walletAddress }: SafeOverviewsRequest,
): Promise<SafeOverview[]> {
  const { db, chains } = context
  const info = createAddressInfoResolver()
  const overviews = await Promise.all(
    safes.map(async ({ chainId, address }): Promise<SafeOverview | null> => {
      const chain = chains.get(chainId)
      if (!chain) return null
      let state: SafeState
      try {
        // The indexed state, as SafeInfo and the queue use: the three agree whichever is read first.
        state =
          (await loadIndexedSafeState(db, chainId, address)) ??
          (await readSafeOnChain({ client: chain.client, chainId, address }))
      } catch (error) {
        if (error instanceof SafeNotFoundError || isNotASafeError(error)) return null
        throw error
      }
      const [queue, balances] = await Promise.all([
        db.query<{ nonce: string; confirmations: number; wallet_confirmed: boolean }>(
          `select m.nonce::text as nonce,
                  (select count(*)::integer from multisig_confirmations c
                    where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash and c.owner = any($4::text[]))
                    as confirmations,
                  exists (select 1 from multisig_confirmations c
                           where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash and c.owner = $5)
                    as wallet_confirmed
             from multisig_transactions m
            where m.chain_id = $1 and m.safe = $2 and m.block_number is null and m.nonce >= $3 and m.trusted`,
          [chainId, address, state.nonce, state.owners, walletAddress ?? null],
        ),
        getSafeBalances(context, services, { chainId, safe: address, currency, trusted, excludeSpam }),
      ])
      const isOwner = walletAddress !== undefined && state.owners.includes(walletAddress)
      const awaiting = new Set(
        queue.filter((tx) => tx.confirmations < state.threshold && !tx.wallet_confirmed).map((tx) => tx.nonce),
      )
      return {
        address: info(address),
        chainId,
        threshold: state.threshold,
        owners: state.owners.map(info),
        fiatTotal: balances.fiatTotal,
        queued: queue.length,
        awaitingConfirmation: walletAddress === undefined ? null : isOwner ? awaiting.size : 0,
      }
    }),
  )
  return overviews.filter((overview): overview is SafeOverview => overview !== null)
}
