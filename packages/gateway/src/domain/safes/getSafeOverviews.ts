import type { SafeOverview } from '@strongroom/protocol'
import type { Address } from 'viem'
import { createAddressInfoResolver } from '../address-info/AddressInfoResolver'
import { SafeNotFoundError } from '../errors/SafeNotFoundError'
import type { GatewayContext } from '../GatewayContext'
import { isNotASafeError } from './isNotASafeError'
import { readSafeOnChain } from './readSafeOnChain'

/** One `<chainId>:<address>` of the `safes` query. */
export type SafeReference = { chainId: string; address: Address }

/**
 * `GET /v1/safes` (CGW-HEAD SafesController): threshold, owners and queue size of several Safes at once. Safes on
 * chains we do not serve, or addresses that hold no Safe, are left out rather than failing the whole list, as CGW does.
 * `fiatTotal` is "0" until balances exist (part 2). `awaitingConfirmation` counts the queued nonces where
 * `walletAddress`, an owner, still has a transaction to confirm; null without a wallet.
 */
export async function getSafeOverviews(
  { db, chains }: GatewayContext,
  { safes, trusted, walletAddress }: { safes: readonly SafeReference[]; trusted: boolean; walletAddress?: Address },
): Promise<SafeOverview[]> {
  const info = createAddressInfoResolver()
  const overviews = await Promise.all(
    safes.map(async ({ chainId, address }): Promise<SafeOverview | null> => {
      const chain = chains.get(chainId)
      if (!chain) return null
      let state: Awaited<ReturnType<typeof readSafeOnChain>>
      try {
        state = await readSafeOnChain({ client: chain.client, chainId, address })
      } catch (error) {
        if (error instanceof SafeNotFoundError || isNotASafeError(error)) return null
        throw error
      }
      const queue = await db.query<{ nonce: string; confirmations: number; wallet_confirmed: boolean }>(
        `select m.nonce::text as nonce,
                (select count(*)::integer from multisig_confirmations c
                  where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash and c.owner = any($4::text[]))
                  as confirmations,
                exists (select 1 from multisig_confirmations c
                         where c.chain_id = m.chain_id and c.safe_tx_hash = m.safe_tx_hash and c.owner = $5)
                  as wallet_confirmed
           from multisig_transactions m
          where m.chain_id = $1 and m.safe = $2 and m.block_number is null and m.nonce >= $3
            and (m.trusted or not $6)`,
        [chainId, address, state.nonce, state.owners, walletAddress ?? null, trusted],
      )
      const isOwner = walletAddress !== undefined && state.owners.includes(walletAddress)
      const awaiting = new Set(
        queue.filter((tx) => tx.confirmations < state.threshold && !tx.wallet_confirmed).map((tx) => tx.nonce),
      )
      return {
        address: info(address),
        chainId,
        threshold: state.threshold,
        owners: state.owners.map(info),
        fiatTotal: '0',
        queued: queue.length,
        awaitingConfirmation: walletAddress === undefined ? null : isOwner ? awaiting.size : 0,
      }
    }),
  )
  return overviews.filter((overview): overview is SafeOverview => overview !== null)
}
