export * from './common.js';
export * from './details.js';
export * from './products.js';
export * from './request.js';
export * from './address.js';
export * from './rma.js';
export * from './wizard.js';
