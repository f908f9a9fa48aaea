export * from './auth';
export * from './user';
export * from './stories';
export * from './payments';
export * from './admin';
export * from './narration';
export * from './library';
export * from './platform';
