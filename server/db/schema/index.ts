export * from './credits';
export * from './oauth';
export * from './users';
export * from './stories';
export * from './billing';
export * from './badges';
export * from './audit';
export * from './audio';
