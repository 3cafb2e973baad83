export * from './common';
export * from './session';
export * from './staff';
export * from './security';
export * from './logs';
export * from './admin-results';
export * from './users';
