import { ArrowLeftRight, Coins, House, Image, LayoutGrid, QrCode, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SafeSection } from '../paths'

const SIZE = 18

/**
 * The icon of each section of a Safe's navigation, from lucide-react (the app's one icon library: one ES module per
 * icon, so only these are bundled, and they load with the Safe frame, not on the landing page).
 */
export const SECTION_ICONS: Record<SafeSection, ReactNode> = {
  dashboard: <House size={SIZE} aria-hidden="true" />,
  assets: <Coins size={SIZE} aria-hidden="true" />,
  nfts: <Image size={SIZE} aria-hidden="true" />,
  transactions: <ArrowLeftRight size={SIZE} aria-hidden="true" />,
  apps: <LayoutGrid size={SIZE} aria-hidden="true" />,
  settings: <Settings size={SIZE} aria-hidden="true" />,
  receive: <QrCode size={SIZE} aria-hidden="true" />,
}
