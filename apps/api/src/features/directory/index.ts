/** What other features may use of the directory: the SQL side of its listing rule. */
export { listedTo } from './directory.repository.ts';
