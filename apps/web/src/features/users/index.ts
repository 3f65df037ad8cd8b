/** What the shell uses of user administration: the therapist's module menu answer. */
export { useModuleMenu } from './api.ts';
export { TherapistAccountCard } from './components/therapist-account-card.tsx';
