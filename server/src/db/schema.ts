export * from './schema/catalogue';
