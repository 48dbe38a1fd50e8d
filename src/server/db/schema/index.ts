// Every table of the database, for drizzle. Each issue's tables live in their own file.
export * from './accounts'
export * from './catalogue'
export * from './collection'
export * from './games'
export * from './economy'
export * from './events'
