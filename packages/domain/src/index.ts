export * from './roles.ts';
export * from './entities.ts';
export * from './constants.ts';
