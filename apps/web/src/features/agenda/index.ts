export * from './api/appointments.ts';
export { AgendaSettingsSection } from './components/agenda-settings-section.tsx';
export { StatusBadge, StatusLegend } from './components/status-badge.tsx';
export { FeedUrl } from './components/feed-url.tsx';
export { FreeSlotButtons, useDropStaleSlot } from './components/free-slot-buttons.tsx';
export { DialogActions, ReasonField } from './components/reason-dialog-parts.tsx';
