export * from './accounts.ts';
export * from './catalogue.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './email.ts';
export * from './engagement.ts';
export * from './learning.ts';
export * from './meta.ts';
