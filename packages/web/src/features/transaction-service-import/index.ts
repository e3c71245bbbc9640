export { TransactionServiceImportPage } from './TransactionServiceImportPage'
