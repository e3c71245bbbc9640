import type { Collectible } from '@strongroom/protocol'
import type { TokenRecord } from '../tokens/TokenRecord'
import type { CollectibleKey, CollectibleMetadata } from './CollectibleMetadataResolver'

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

/**
 * The wire collectible (docs/gateway-api.md §4.6): name, description and image from the EIP-721 metadata JSON (`image`,
 * or OpenSea's `image_url`), null where the document is missing or the field is not a string. Collection name and
 * symbol fall back like balances do when the contract's `name()` / `symbol()` could not be read.
 */
export function toCollectible(
  item: CollectibleKey,
  token: TokenRecord | undefined,
  logoUri: string | null,
  resolved: CollectibleMetadata | undefined,
): Collectible {
  const short = `${item.address.slice(0, 6)}…${item.address.slice(-4)}`
  const metadata = resolved?.metadata ?? null
  return {
    address: item.address,
    tokenName: token?.name ?? token?.symbol ?? `Collection ${short}`,
    tokenSymbol: token?.symbol ?? 'UNKNOWN',
    logoUri: logoUri ?? token?.logoUri ?? null,
    id: item.tokenId.toString(),
    uri: resolved?.uri ?? null,
    name: text(metadata?.name),
    description: text(metadata?.description),
    imageUri: text(metadata?.image) ?? text(metadata?.image_url),
    metadata,
  }
}
