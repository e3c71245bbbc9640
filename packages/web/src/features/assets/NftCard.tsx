import type { Collectible } from '@strongroom/protocol'
import { useState } from 'react'

/** Only images a browser shows without reaching an unknown protocol: web URLs and inline data images. */
const SHOWABLE_IMAGE = /^(https?:|data:image\/)/i

interface Trait {
  label: string
  value: string
}

/** `metadata.attributes` in the OpenSea metadata convention (`trait_type` + `value`), as strings. */
function traitsOf(metadata: Collectible['metadata']): Trait[] {
  const attributes = metadata?.attributes
  if (!Array.isArray(attributes)) return []
  return attributes.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { trait_type: label, value } = entry as { trait_type?: unknown; value?: unknown }
    if (value === undefined || value === null || typeof value === 'object') return []
    return [{ label: typeof label === 'string' ? label : 'Property', value: String(value) }]
  })
}

/** One NFT: its image (or a placeholder), name, collection, description and traits. */
export function NftCard({ nft }: { nft: Collectible }) {
  const [broken, setBroken] = useState(false)
  const title = nft.name ?? `${nft.tokenName} #${nft.id}`
  const traits = traitsOf(nft.metadata)
  const image = nft.imageUri && SHOWABLE_IMAGE.test(nft.imageUri) && !broken ? nft.imageUri : undefined
  return (
    <article className="nft-card" data-testid="nft-card">
      {image ? (
        <img className="nft-card__image" src={image} alt={title} loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <div className="nft-card__placeholder" role="img" aria-label={`${title}: no image`}>
          No image
        </div>
      )}
      <div className="nft-card__body">
        <h3 className="nft-card__title">{title}</h3>
        <p className="nft-card__collection">
          {nft.tokenName} ({nft.tokenSymbol}) · #{nft.id}
        </p>
        {nft.description && <p className="nft-card__description">{nft.description}</p>}
        {traits.length > 0 && (
          <details className="nft-card__details">
            <summary>Traits ({traits.length})</summary>
            <dl className="nft-card__traits">
              {traits.map((trait) => (
                <div key={`${trait.label}:${trait.value}`} style={{ display: 'contents' }}>
                  <dt>{trait.label}</dt>
                  <dd>{trait.value}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
    </article>
  )
}
