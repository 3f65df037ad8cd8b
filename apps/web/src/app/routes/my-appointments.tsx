import MyAppointmentsPage from '../../features/agenda/pages/my-appointments-page.tsx';
import { RateAppointmentDialog } from '../../features/ratings/index.ts';

/** /dashboard: the patient's appointments, rated with the ratings feature's dialog. */
export default function MyAppointmentsRoute() {
  return <MyAppointmentsPage RateDialog={RateAppointmentDialog} />;
}
