import { Coins } from 'lucide-react'
import type { SafeRef } from '../../app/paths'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/QueryState'
import { ReceiveLink } from './ReceiveLink'

/** Props of {@link AssetsEmpty}. */
export interface AssetsEmptyProps {
  /** `none`: the Safe holds no token; `default-list`: none of the default list; `all-hidden`: every one is hidden. */
  reason: 'none' | 'default-list' | 'all-hidden'
  safe: SafeRef
  onShowAll(): void
  onShowHidden(): void
}

/** An empty token list: why it is empty, and the step that fills it. */
export function AssetsEmpty({ reason, safe, onShowAll, onShowHidden }: AssetsEmptyProps) {
  const [sentence, action] = {
    'default-list': [
      'No tokens from the default list. Switch to “All tokens” to see everything this Safe holds.',
      <Button key="all" size="small" onClick={onShowAll}>
        Show all tokens
      </Button>,
    ],
    'all-hidden': [
      'Every token is hidden.',
      <Button key="hidden" size="small" onClick={onShowHidden}>
        Show the hidden tokens
      </Button>,
    ],
    none: [
      'This Safe holds no tokens yet. Send some to its address to see them here.',
      <ReceiveLink key="receive" safe={safe} />,
    ],
  }[reason]
  return (
    <EmptyState icon={Coins} action={action}>
      {sentence}
    </EmptyState>
  )
}
