export * from './signal';
export * from './plans';
export * from './quota';
export * from './time-range';
export * from './csv';
export * from './schemas';
