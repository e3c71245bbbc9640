import type { SafeAppInfo } from '@strongroom/protocol'
import {
  ArrowDownLeft,
  ArrowUpRight,
  Ban,
  CircleHelp,
  Code,
  Layers,
  LayoutGrid,
  type LucideIcon,
  Settings,
  Sparkles,
} from 'lucide-react'
import { useState } from 'react'
import type { TransactionKind } from './transactionKindOf'

const ICONS: Record<TransactionKind, LucideIcon> = {
  send: ArrowUpRight,
  receive: ArrowDownLeft,
  settings: Settings,
  contract: Code,
  batch: Layers,
  rejection: Ban,
  safeApp: LayoutGrid,
  creation: Sparkles,
  unavailable: CircleHelp,
}

/**
 * The picture a transaction row starts with: an icon for its kind, or the Safe App's own icon when one proposed it
 * (an `https:` or image `data:` URL; any other, or one that does not load, falls back to the apps icon). Decorative:
 * the row says the same in words.
 */
export function TransactionKindIcon({ kind, safeApp }: { kind: TransactionKind; safeApp?: SafeAppInfo | null }) {
  const [failed, setFailed] = useState(false)
  const logo = kind === 'safeApp' ? safeApp?.logoUri : null
  if (logo && /^(https:|data:image\/)/.test(logo) && !failed)
    return (
      <img
        className="transaction-kind transaction-kind--app"
        src={logo}
        alt=""
        width={28}
        height={28}
        onError={() => setFailed(true)}
        data-kind={kind}
      />
    )
  const Icon = ICONS[kind]
  return (
    <span className={`transaction-kind transaction-kind--${kind}`} aria-hidden="true" data-kind={kind}>
      <Icon size={16} aria-hidden="true" />
    </span>
  )
}
