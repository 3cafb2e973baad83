export * from './envelope';
export * from './permissions';
export * from './delivery';
export * from './options';
export * from './descriptor';
export * from './schemas';
export * from './lists';
