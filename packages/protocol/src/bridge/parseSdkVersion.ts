/** A version as the SDK writes it in `env.sdkVersion` ("9.1.0", "8.1.0-beta.1"). */
export interface SdkVersion {
  major: number
  minor: number
  patch: number
}

const SEMVER = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})(?:[-+][0-9A-Za-z.+-]{1,64})?$/

/** Reads `major.minor.patch` (with an optional pre-release or build suffix); undefined when it is not one. */
export function parseSdkVersion(text: string): SdkVersion | undefined {
  const match = SEMVER.exec(text)
  if (!match) return undefined
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) }
}

/** Whether `version` is at least `minimum`. */
export function isSdkVersionAtLeast(version: SdkVersion, minimum: SdkVersion): boolean {
  if (version.major !== minimum.major) return version.major > minimum.major
  if (version.minor !== minimum.minor) return version.minor > minimum.minor
  return version.patch >= minimum.patch
}
