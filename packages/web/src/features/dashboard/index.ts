// The route table (app/routes.ts) loads this feature's screen lazily; nothing on the landing page imports this file.
export { DashboardPage } from './DashboardPage'
