export { useAppointments } from './api/appointments.ts';
export { AgendaSettingsSection } from './components/agenda-settings-section.tsx';
export {
  BookingDialog,
  type BookingStart,
  type ChosenTherapist,
} from './components/booking-dialog.tsx';
