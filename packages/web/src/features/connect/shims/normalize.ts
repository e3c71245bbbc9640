import { StrongroomError } from '@strongroom/protocol'

// Letters, digits and hyphens in dot-separated labels: UTS-46/ENSIP-15 normalisation leaves such a lowercase name as
// it is, so no normaliser is needed for it.
const PLAIN_LOWERCASE_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/

type Normalize = (name: string) => string

let real: Normalize | undefined
let requested = false

/** Error thrown while the real normaliser is still loading; RainbowKit catches it and shows no avatar yet. */
export class EnsNormalizerLoadingError extends StrongroomError {
  override name = 'EnsNormalizerLoadingError'
}

/**
 * Stands in for `normalize` from viem/ens inside RainbowKit only (vite.config.ts maps the import here). RainbowKit
 * normalises the connected account's ENS name just to fetch its avatar, and the real normaliser's data costs ~11 KB
 * gzip on the landing page. Plain lowercase names are returned as they are (normalisation would not change them);
 * for any other name the real normaliser is loaded in the background and this throws meanwhile, which RainbowKit
 * treats as "no avatar": the avatar appears from a later render on.
 */
export function normalize(name: string): string {
  if (real) return real(name)
  if (PLAIN_LOWERCASE_NAME.test(name)) return name
  if (!requested) {
    requested = true
    import('viem/ens').then(
      (module) => {
        real = module.normalize
      },
      () => {
        // A failed download (offline): try again on the next render that needs it.
        requested = false
      },
    )
  }
  throw new EnsNormalizerLoadingError('The ENS normaliser is still loading.')
}
