export { TherapistRatingsCard } from './components/therapist-ratings-card.tsx';
export { RateDialog, type RateTarget } from './components/rate-dialog.tsx';
export { Stars } from './components/stars.tsx';
export { useRatingSummary, ratingKeys } from './api/ratings.ts';
