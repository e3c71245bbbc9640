import { usePageTitle } from '../hooks/usePageTitle'

// What each reserved screen will do. Kept here, in the screen's own chunk, not in the route table on the landing page.
const EXPLANATIONS = {
  'Transaction queue':
    'The transactions waiting for signatures or execution will be listed here. This screen is not built yet: it arrives in a coming release.',
  'Transaction history':
    'The executed transactions of this Safe will be listed here. This screen is not built yet: it arrives in a coming release.',
  Messages:
    'Messages signed off-chain by the owners of this Safe will be listed here. This screen is not built yet: it arrives in a coming release.',
  Transaction:
    'The details of one transaction, its signatures and its execution will be shown here. This screen is not built yet: it arrives in a coming release.',
  Setup:
    'The owners, the confirmation threshold and the contract version of this Safe, and the means to change them, will be here. This screen is not built yet: it arrives in a coming release.',
  Modules:
    'The modules and the guard of this Safe will be listed here. This screen is not built yet: it arrives in a coming release.',
}

/** The reserved screens, by title. */
export type PlannedScreenTitle = keyof typeof EXPLANATIONS

/**
 * A screen whose URL is reserved but whose feature is not built yet: its title and one plain sentence saying what
 * it will do and that it is not there yet.
 */
export function PlannedScreen({ title }: { title: PlannedScreenTitle }) {
  usePageTitle(title)
  return (
    <section className="planned-screen" aria-labelledby="planned-screen-title">
      <h2 id="planned-screen-title">{title}</h2>
      <p data-testid="planned-screen">{EXPLANATIONS[title]}</p>
    </section>
  )
}
