import { Link } from '../components/Link'
import { usePageTitle } from '../hooks/usePageTitle'
import { paths } from './paths'

/** Any path the app does not know, including Safe links with a malformed address. */
export function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <div>
      <h1>Page not found</h1>
      <p>
        This address does not lead to a screen of Strongroom. Safe links look like <code>/dev:0x…</code>, with a full,
        correctly checksummed address.
      </p>
      <Link href={paths.welcome()}>Back to your Safes</Link>
    </div>
  )
}
