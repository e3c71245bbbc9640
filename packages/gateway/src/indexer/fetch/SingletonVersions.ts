import { canonicalAddresses, SAFE_VERSION, safeL2Abi } from '@strongroom/protocol'
import type { Address, PublicClient } from 'viem'

/** Canonical singletons whose VERSION() is known without asking the chain (safe-deployments v1.3.0 and v1.4.1). */
const knownVersions: Record<Address, string> = {
  [canonicalAddresses.safe]: SAFE_VERSION,
  [canonicalAddresses.safeL2]: SAFE_VERSION,
  '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552': '1.3.0',
  '0x3E5c63644E683549055b9Be8653de26E0B4CD36E': '1.3.0',
  '0x69f4D1788e39c87893C980c06EdF4b7f686e2938': '1.3.0',
  '0xfb1bffC9d739B8D520DaF37dF666da4C687191EA': '1.3.0',
}

/** VERSION() of singletons (master copies), read from the chain once per address and kept for this process. */
export class SingletonVersions {
  private readonly versions = new Map<Address, string | null>(Object.entries(knownVersions) as [Address, string][])

  constructor(private readonly client: PublicClient) {}

  /** The cached version; null when unknown or not resolved yet (call {@link resolve} first). */
  versionOf = (singleton: Address): string | null => this.versions.get(singleton) ?? null

  /** Reads VERSION() of the singletons not cached yet; a contract without it is remembered as unknown (null). */
  async resolve(singletons: Iterable<Address>): Promise<void> {
    const missing = [...new Set(singletons)].filter((singleton) => !this.versions.has(singleton))
    await Promise.all(
      missing.map(async (singleton) => {
        try {
          const version = await this.client.readContract({
            address: singleton,
            abi: safeL2Abi,
            functionName: 'VERSION',
          })
          this.versions.set(singleton, version)
        } catch {
          this.versions.set(singleton, null)
        }
      }),
    )
  }
}
