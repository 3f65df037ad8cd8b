export { useProfile } from './api/profile.ts';
