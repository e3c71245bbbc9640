export * from './errors'
export * from './gateway'
export * from './safe'
export * from './siwe'
