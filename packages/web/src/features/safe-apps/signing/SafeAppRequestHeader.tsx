import { DisplayName } from '../../../components/DisplayName'

/** The origin of an app URL, or the URL itself when it does not parse (the host only opens URLs that do). */
function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/**
 * Who is asking: the app's name and, always, its origin, the one part of its identity the app cannot choose freely
 * (docs/safe-apps-bridge.md §5). The name goes through the display rule (docs/web-security.md §2.10).
 */
export function SafeAppRequestHeader({ app, action }: { app: { name: string; url: string }; action: string }) {
  return (
    <header>
      <h2 className="safe-app-sign__who">
        <DisplayName text={app.name} /> {action}
      </h2>
      <p className="safe-app-sign__origin" data-testid="safe-app-origin">
        {originOf(app.url)}
      </p>
    </header>
  )
}
