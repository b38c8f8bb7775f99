export * from './schema/catalogue';
export * from './schema/rate-limits';
