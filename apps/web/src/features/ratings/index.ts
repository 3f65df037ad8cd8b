export { TherapistRatingsCard } from './components/therapist-ratings-card.tsx';
export { RateAppointmentDialog } from './components/rate-dialog.tsx';
export { Stars } from './components/stars.tsx';
