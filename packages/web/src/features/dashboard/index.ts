// The dashboard's public face. The screen table (app/screens.ts) loads the screen from its file, lazily; nothing on the
// landing page imports this file.
export { DashboardPage } from './DashboardPage'
