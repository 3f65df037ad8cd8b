/** What other features may use of the content feature: the SQL side of its reading rule. */
export { scopeWhere } from './content.repository.ts';
