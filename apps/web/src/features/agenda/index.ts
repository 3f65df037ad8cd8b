export { useAppointments } from './api/appointments.ts';
export { AgendaSettingsSection } from './components/agenda-settings-section.tsx';
