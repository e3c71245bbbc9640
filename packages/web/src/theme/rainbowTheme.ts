import { lightTheme } from '@rainbow-me/rainbowkit'

/** RainbowKit theme: the default blue accent (#0E76FD, spec §9) with the system font stack. */
export const rainbowTheme = lightTheme({ accentColor: '#0E76FD', borderRadius: 'medium', fontStack: 'system' })
