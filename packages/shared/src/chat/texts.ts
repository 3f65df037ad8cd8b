/** Refusals of the chat routes and of the live `message` event. */
export const CHAT_TEXTS = {
  notAllowed: 'No puedes enviar mensajes a esa persona.',
  conversationNotFound: 'La conversación no existe.',
  roomMismatch: 'La sala no corresponde a esa conversación.',
  messageMissing: 'El mensaje no existe.',
  emptyMessage: 'Escribe un mensaje.',
  invalidLiveMessage: 'El mensaje no es válido.',
  foreignToken: 'No autorizado.',
  notInConversation: 'No perteneces a esa conversación.',
  sendFailed: 'No pudimos enviar tu mensaje. Inténtalo de nuevo.',
  restarting: 'El servidor se está reiniciando. Inténtalo de nuevo en un momento.',
  busy: 'Hay muchos mensajes en este momento; intenta de nuevo en unos segundos.',
} as const;
