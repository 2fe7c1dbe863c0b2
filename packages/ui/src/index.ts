export * from './cn';
export * from './button';
export * from './field';
export * from './feedback';
export * from './dialog';
export * from './toast';
