/** The SDK releases the sample app is built with: one page each, `/<variant>/`. */
export const SAMPLE_APP_VARIANTS = { v8: '8.1.0', v9: '9.1.0' } as const

export type SampleAppVariantName = keyof typeof SAMPLE_APP_VARIANTS

/**
 * The `manifest.json` a Safe Apps host reads at `<appUrl>/manifest.json` when the app is added by URL (name,
 * description and icon; `iconPath` is relative to the app's URL).
 */
export function sampleAppManifest(variant: SampleAppVariantName): {
  name: string
  description: string
  iconPath: string
} {
  return {
    name: `Strongroom Sample App (SDK ${SAMPLE_APP_VARIANTS[variant]})`,
    description:
      'Shows the Safe and its balances, sends a batch of two transactions, signs a message and typed data, and reads the address book through the Safe Apps SDK.',
    iconPath: 'icon.svg',
  }
}
