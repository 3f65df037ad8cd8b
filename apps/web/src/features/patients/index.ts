export { SessionNotePanel, type SessionNotePanelProps } from './components/session-note-panel.tsx';
export { useCreatePatient, usePatientLookup, usePatientName } from './api/patients.ts';
