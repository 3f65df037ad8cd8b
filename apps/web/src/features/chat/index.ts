export { ChatDock } from './components/chat-dock.tsx';
export { useUnreadDot } from './components/use-unread-dot.ts';
export { openChatWith, resetOpenChats } from './components/open-chats.ts';
export { useUnreadConversations } from './api/chat.ts';
