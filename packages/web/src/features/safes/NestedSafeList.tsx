import type { NestedSafe } from '@strongroom/protocol'
import { AddressDisplay } from '../../components/AddressDisplay'
import { SafeListItem } from './SafeListItem'

/**
 * The Safes the connected wallet controls through Safes it owns (`useNestedSafes`, docs/nested-safes.md §2), each
 * with the Safe(s) it is owned by. Nothing while there are none.
 */
export function NestedSafeList({ nested, prefix }: { nested: readonly NestedSafe[]; prefix: string }) {
  if (nested.length === 0) return null
  return (
    <ul className="safe-list__items" aria-label="Safes you own through a Safe" data-testid="nested-safe-list">
      {nested.map(({ safe, parents }) => (
        <SafeListItem
          key={safe}
          address={safe}
          prefix={prefix}
          ownership="nested"
          note={
            <span className="safe-list__via" data-testid="nested-safe-via">
              Owned through{' '}
              {parents.map((parent) => (
                <AddressDisplay key={parent} address={parent} copy={false} explorer={false} iconSize={16} />
              ))}
            </span>
          }
        />
      ))}
    </ul>
  )
}
