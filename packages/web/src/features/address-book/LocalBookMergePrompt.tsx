import { useState } from 'react'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import type { LocalBookMerge } from './AddressBookContext'

/**
 * Asks the signed-in person whether the names this browser saved while signed out go into their account's address
 * book. Nothing is copied without the answer: on a shared browser they may be someone else's.
 */
export function LocalBookMergePrompt({ merge }: { merge: LocalBookMerge }) {
  const [copying, setCopying] = useState(false)
  const entries = merge.count === 1 ? '1 address book entry' : `${merge.count} address book entries`
  return (
    <Banner tone="info" title="Names saved in this browser" testId="address-book-merge-prompt">
      <p>
        This browser holds {entries} saved while signed out. Copy them into the address book of {merge.account}? If this
        browser is shared, they may be someone else's. They stay in this browser either way.
      </p>
      <Button
        variant="primary"
        disabled={copying}
        onClick={() => {
          setCopying(true)
          void merge.accept().finally(() => setCopying(false))
        }}
      >
        {copying ? 'Copying…' : 'Copy into my account'}
      </Button>{' '}
      <Button disabled={copying} onClick={merge.decline}>
        Keep them separate
      </Button>
    </Banner>
  )
}
