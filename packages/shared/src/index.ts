import { z } from 'zod';

// Zod's own messages in Spanish for every schema that has no message of its own.
z.config(z.locales.es());

export * from './roles.ts';
export * from './http/envelope.ts';
export * from './http/texts.ts';
export * from './http/error-catalogue.ts';
export * from './auth/schemas.ts';
export * from './site/schemas.ts';
export * from './navigation/routes.ts';
export * from './navigation/menus.ts';
export * from './permissions.ts';
export * from './notifications/schemas.ts';
export * from './chat/schemas.ts';
export * from './profile/schemas.ts';
