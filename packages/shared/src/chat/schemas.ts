import { z } from 'zod';
import { emailSchema } from '../auth/schemas.ts';

export const MESSAGE_MAX = 4000;

/** The text of a chat message: never empty or only spaces, at most 4,000 characters. */
export const messageTextSchema = z
  .string({ error: 'Escribe un mensaje.' })
  .refine((v) => v.trim().length > 0, 'Escribe un mensaje.')
  .refine((v) => v.length <= MESSAGE_MAX, `El mensaje no puede tener más de 4,000 caracteres.`);

/**
 * Stored chat message (spec section 3). createdAt is "dd/MM/yyyy HH:mm:ss" in the reader's zone:
 * its first 16 characters, what the chat shows, read "23/11/2026 16:59".
 */
export const chatMessageSchema = z.object({
  idMessage: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  messageContent: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  idConversation: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  userId: z.string(),
  /** Null while the person has no photo: show their initials and ask for no image. */
  photoVersion: z.number().int().nullable(),
  unread: z.number().int(),
  /** "dd/MM/yyyy HH:mm:ss" in the reader's zone, like a message's createdAt. */
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatContactSchema = z.object({
  email: z.string(),
  userName: z.string(),
  userId: z.string(),
  role: z.string(),
  photoVersion: z.number().int().nullable(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/**
 * A message's idempotency key, made by the sender's client once per message and sent again with
 * every retry: the server stores one message per sender and key.
 */
export const clientKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'La clave del mensaje no es válida.');

export const newMessageBodySchema = z.object({
  secondUser: emailSchema,
  newMessage: messageTextSchema,
  clientKey: clientKeySchema.optional(),
});
export type NewMessageBody = z.infer<typeof newMessageBodySchema>;

export const conversationHistoryQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional().default(''),
});

export const chatParamsSchema = z.object({ id: z.uuid('La conversación no existe.') });

/** `get-new-messages` answers its count at the top level, as the spec names the field. */
export const unreadConversationsAnswerSchema = z.object({
  status: z.literal('success'),
  unreadConversations: z.number().int(),
});
export type UnreadConversationsAnswer = z.infer<typeof unreadConversationsAnswerSchema>;

export const chatPageQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Live events (spec section 7): the client emits `message`, the server emits `onMessage`. */
export const SOCKET_EVENTS = {
  message: 'message',
  onMessage: 'onMessage',
  notification: 'notification',
  error: 'chatError',
} as const;

export const outgoingLiveMessageSchema = z.object({
  firstUser: z.string().max(254).optional().default(''),
  secondUser: z.string().max(254).optional().default(''),
  newMessage: z
    .string()
    .max(MESSAGE_MAX + 1000)
    .optional()
    .default(''),
  roomId: z.string().max(100).optional().default(''),
  token: z.string().max(200).optional().default(''),
  /** An addition to the spec's payload: see clientKeySchema. */
  clientKey: clientKeySchema.optional(),
});
export type OutgoingLiveMessage = z.input<typeof outgoingLiveMessageSchema>;

/**
 * The acknowledgement of a `message` event (an addition to the spec). `retry` marks a refusal
 * that says nothing about the message (the server is busy or restarting): the client sends the
 * same message, with the same key, again a little later.
 */
export type LiveAck = { status: 'success' } | { status: 'error'; message: string; retry?: boolean };

export interface IncomingLiveMessage {
  newMessage: string;
  dateMessage: string;
  firstUser: string;
  secondUser: string;
  roomId: string;
}

export interface LiveError {
  message: string;
}
