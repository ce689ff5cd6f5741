import './messages.js';

export * from './roles.js';
export * from './permissions.js';
export * from './locale.js';
export * from './constants.js';
export * from './messages.js';
export * from './fields.js';
export * from './errors.js';
export * from './license.js';
export * from './countries.js';
export * from './schemas/auth.js';
export * from './schemas/register.js';
export * from './schemas/users.js';
export * from './schemas/organizations.js';
export * from './schemas/health.js';
export * from './catalog.js';
