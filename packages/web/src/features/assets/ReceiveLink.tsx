import { paths, type SafeRef } from '../../app/paths'
import { buttonClass } from '../../components/Button'
import { Link } from '../../components/Link'

/** The next step of a Safe that holds nothing yet: its Receive screen (address and QR code). */
export function ReceiveLink({ safe }: { safe: SafeRef }) {
  return (
    <Link className={buttonClass('secondary', 'small')} href={paths.safe(safe, 'receive')}>
      Show the address to receive
    </Link>
  )
}
