export { useLiveAgenda } from './components/use-live-agenda.ts';
