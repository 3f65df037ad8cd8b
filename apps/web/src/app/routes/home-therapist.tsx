import HomeTherapistPage from '../../features/agenda/pages/home-therapist-page.tsx';
import { TherapistRatingsCard } from '../../features/ratings/index.ts';

/** /home-therapist: the agenda's home with the ratings card (ratings reads the agenda). */
export default function HomeTherapistRoute() {
  return <HomeTherapistPage ratingsCard={<TherapistRatingsCard />} />;
}
