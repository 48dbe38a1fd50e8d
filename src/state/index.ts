// Shared client state: the atoms of the session, profile, theme, toasts and filters.
export * from './store'
export * from './session'
export * from './credentials'
export * from './profile'
export * from './theme'
export * from './toasts'
export * from './filters'
export * from './lobby'
