export { useCatalogs } from './api/catalogues.ts';
