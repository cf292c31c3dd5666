// Adding a table: add it to a domain file here (or a new one re-exported below), then `npm run db:generate`.
export * from './users';
export * from './conversations';
export * from './wellbeing';
export * from './billing';
export * from './ai';
export * from './progress';
export * from './relations';
