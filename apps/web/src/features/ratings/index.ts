export { TherapistRatingsCard } from './components/therapist-ratings-card.tsx';
export { RateAppointmentDialog } from './components/rate-dialog.tsx';
