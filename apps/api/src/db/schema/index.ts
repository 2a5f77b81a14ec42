export * from './accounts.ts';
export * from './catalogue.ts';
export * from './meta.ts';
export * from './content.ts';
