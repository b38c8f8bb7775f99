export * from './schema/catalogue';
export * from './schema/accounts';
