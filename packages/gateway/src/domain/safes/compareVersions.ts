/** A parsed semantic version (major.minor.patch with an optional pre-release; build metadata ignored). */
type Version = { core: [number, number, number]; prerelease: string | null }

const SEMVER = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

/** Parses `1.4.1`, `1.3.0+L2`, `1.5.0-beta`; null for anything that is not semver (CGW treats those as UNKNOWN). */
export function parseVersion(value: string): Version | null {
  const match = SEMVER.exec(value)
  if (!match) return null
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4] ?? null }
}

/** Semver order: negative when a < b, 0 when equal, positive when a > b (pre-releases sort before their release). */
export function compareVersions(a: Version, b: Version): number {
  for (let part = 0; part < 3; part++) {
    const difference = (a.core[part] ?? 0) - (b.core[part] ?? 0)
    if (difference !== 0) return difference
  }
  if (a.prerelease === b.prerelease) return 0
  if (a.prerelease === null) return 1
  if (b.prerelease === null) return -1
  return a.prerelease < b.prerelease ? -1 : 1
}
