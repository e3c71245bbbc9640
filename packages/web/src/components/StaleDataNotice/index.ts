export { StaleDataNotice, type StaleDataNoticeProps } from './StaleDataNotice'
