export { SessionNotePanel, type SessionNotePanelProps } from './components/session-note-panel.tsx';
