export * from './plans';
export * from './profile';
export * from './therapy';
export * from './limits';
export * from './user';
export * from './auth';
export * from './refund';
export * from './chat';
