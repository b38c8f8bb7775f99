export * from './schema/catalogue';
export * from './schema/accounts';
export * from './schema/rate-limits';
export * from './schema/orders';
export * from './schema/site-builds';
export * from './schema/stock-alerts';
export * from './schema/chat';
export * from './schema/payment-simulator';
