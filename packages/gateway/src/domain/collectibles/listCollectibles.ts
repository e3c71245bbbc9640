import type { Collectible } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import type { PagedResult, PageWindow } from '../PagedResult'
import { getSafeSnapshot } from '../safes/getSafeSnapshot'
import type { TokenList } from '../token-list/createTokenList'
import { isSpamToken } from '../token-list/isSpamToken'
import { loadTokens } from '../tokens/loadTokens'
import { type CollectibleMetadataResolver, collectibleKey } from './CollectibleMetadataResolver'
import { loadHeldCollectibles } from './loadHeldCollectibles'
import { toCollectible } from './toCollectible'

/** What the collectibles use case needs beside the database and chains; built once per process. */
export type CollectiblesServices = { tokenList: TokenList; resolveMetadata: CollectibleMetadataResolver }

/**
 * ERC-721 tokens the Safe holds (from the index), filtered like balances (`trusted`: token-list collections only;
 * `excludeSpam`: untrusted collections whose name or symbol {@link isSpamToken} flags go), then one page of them with
 * their metadata. Without `page` every item is returned (the unpaginated v1 list). A token whose metadata cannot be
 * had is still listed, with null metadata fields.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 */
export async function listCollectibles(
  { db, chains }: GatewayContext,
  services: CollectiblesServices,
  request: {
    chainId: string
    safe: Address
    trusted: boolean
    excludeSpam: boolean
    page?: PageWindow
  },
): Promise<PagedResult<Collectible>> {
  const { chainId, safe, trusted, excludeSpam, page } = request
  const chain = requireChain(chains, chainId)
  await getSafeSnapshot({ chain, db, address: safe })

  const held = await loadHeldCollectibles(db, chainId, safe)
  const tokens = await loadTokens(
    db,
    chainId,
    held.map((item) => item.address),
  )
  const visible = held.filter((item) => {
    if (services.tokenList.isTrusted(chainId, item.address)) return true
    if (trusted) return false
    const token = tokens.get(item.address)
    return !(excludeSpam && token && isSpamToken({ name: token.name, symbol: token.symbol, decimals: null }))
  })
  const slice = page ? visible.slice(page.offset, page.offset + page.limit) : visible
  const metadata = await services.resolveMetadata({ chainId, client: chain.client, items: slice })
  return {
    total: visible.length,
    items: slice.map((item) =>
      toCollectible(
        item,
        tokens.get(item.address),
        services.tokenList.logoUri(chainId, item.address),
        metadata.get(collectibleKey(item)),
      ),
    ),
  }
}
