import { PatientAppointments } from '../../features/agenda/components/patient-appointments.tsx';
import PatientRecordPage from '../../features/patients/pages/patient-record-page.tsx';

/** /patients/:patientId: the record with the agenda's list of the patient's appointments. */
export default function PatientRecordRoute() {
  return <PatientRecordPage Appointments={PatientAppointments} />;
}
