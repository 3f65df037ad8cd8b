import { and, count, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { areLinked } from '../../core/users.ts';
import {
  conversationReads,
  conversations,
  messages,
  therapistPatients,
  users,
} from '../../core/db/schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

const pair = (a: string, b: string) =>
  a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };

/** `%` and `_` typed by a user are letters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the chat shows of a possible counterpart. */
const contactColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  lastName: users.lastName,
  role: users.role,
};

export function createChatRepository(db: Db) {
  const otherUserId = (me: string) =>
    sql<string>`case when ${conversations.userLow} = ${me} then ${conversations.userHigh} else ${conversations.userLow} end`;

  const unreadOf = (me: string) => sql<number>`(
    select count(*)::int from ${messages} m
    where m.conversation_id = ${conversations.id}
      and m.sender_id <> ${me}
      and m.created_at > coalesce(${conversationReads.lastReadAt}, '-infinity'::timestamptz)
  )`;

  return {
    findUserByEmail(email: string) {
      return db.query.users.findFirst({ where: eq(users.email, email) });
    },

    findUserById(id: string) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },

    isLinked: (a: string, b: string) => areLinked(db, a, b),

    findConversationBetween(a: string, b: string) {
      const p = pair(a, b);
      return db.query.conversations.findFirst({
        where: and(eq(conversations.userLow, p.userLow), eq(conversations.userHigh, p.userHigh)),
      });
    },

    /** The conversation, only when the user takes part in it. */
    findConversationOf(id: string, userId: string) {
      return db.query.conversations.findFirst({
        where: and(
          eq(conversations.id, id),
          or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)),
        ),
      });
    },

    /** Stores a message (creating the conversation the first time) in one transaction. */
    async insertMessage(senderId: string, recipientId: string, content: string) {
      return db.transaction(async (tx) => {
        const p = pair(senderId, recipientId);
        const now = new Date();
        await tx.insert(conversations).values(p).onConflictDoNothing();
        const [conversation] = await tx
          .update(conversations)
          .set({ lastMessageAt: now })
          .where(and(eq(conversations.userLow, p.userLow), eq(conversations.userHigh, p.userHigh)))
          .returning();
        const [message] = await tx
          .insert(messages)
          .values({ conversationId: conversation!.id, senderId, content, createdAt: now })
          .returning();
        await tx
          .insert(conversationReads)
          .values({ conversationId: conversation!.id, userId: senderId, lastReadAt: now })
          .onConflictDoUpdate({
            target: [conversationReads.conversationId, conversationReads.userId],
            set: { lastReadAt: now },
          });
        return { conversation: conversation!, message: message! };
      });
    },

    /** The latest messages, oldest first; `before` pages further back. */
    async listMessages(conversationId: string, limit: number, before?: Date) {
      const rows = await db
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          content: messages.content,
          createdAt: messages.createdAt,
          senderEmail: users.email,
        })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            before ? lt(messages.createdAt, before) : undefined,
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
      return rows.reverse();
    },

    findMessage(id: string, conversationId: string) {
      return db.query.messages.findFirst({
        where: and(eq(messages.id, id), eq(messages.conversationId, conversationId)),
      });
    },

    async markRead(conversationId: string, userId: string) {
      const now = new Date();
      await db
        .insert(conversationReads)
        .values({ conversationId, userId, lastReadAt: now })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.userId],
          set: { lastReadAt: now },
        });
    },

    /** The user's conversations with the counterpart and unread count, newest first. */
    history(me: string, keyword: string) {
      const other = otherUserId(me);
      const like = `%${likeEscape(keyword)}%`;
      return db
        .select({
          id: conversations.id,
          lastMessageAt: conversations.lastMessageAt,
          userId: users.id,
          email: users.email,
          name: users.name,
          lastName: users.lastName,
          unread: unreadOf(me),
        })
        .from(conversations)
        .innerJoin(users, eq(users.id, other))
        .leftJoin(
          conversationReads,
          and(
            eq(conversationReads.conversationId, conversations.id),
            eq(conversationReads.userId, me),
          ),
        )
        .where(
          and(
            or(eq(conversations.userLow, me), eq(conversations.userHigh, me)),
            keyword
              ? or(
                  ilike(users.email, like),
                  ilike(sql`${users.name} || ' ' || ${users.lastName}`, like),
                )
              : undefined,
          ),
        )
        .orderBy(desc(conversations.lastMessageAt))
        .limit(100);
    },

    async unreadConversations(me: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(conversations)
        .leftJoin(
          conversationReads,
          and(
            eq(conversationReads.conversationId, conversations.id),
            eq(conversationReads.userId, me),
          ),
        )
        .where(
          and(
            or(eq(conversations.userLow, me), eq(conversations.userHigh, me)),
            sql`${unreadOf(me)} > 0`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Therapists of a patient, or patients of a therapist (active accounts only). */
    linkedUsers(me: string, role: 'Terapeuta' | 'Paciente') {
      const mine =
        role === 'Terapeuta' ? therapistPatients.therapistId : therapistPatients.patientId;
      const theirs =
        role === 'Terapeuta' ? therapistPatients.patientId : therapistPatients.therapistId;
      return db
        .select(contactColumns)
        .from(therapistPatients)
        .innerJoin(users, eq(users.id, theirs))
        .where(and(eq(mine, me), eq(users.active, true)))
        .orderBy(users.name, users.lastName);
    },

    /** Everyone an administrator may write to, with an optional filter. */
    allActiveUsers(me: string, keyword: string, limit: number) {
      const like = `%${likeEscape(keyword)}%`;
      return db
        .select(contactColumns)
        .from(users)
        .where(
          and(
            ne(users.id, me),
            eq(users.active, true),
            keyword
              ? or(
                  ilike(users.email, like),
                  ilike(sql`${users.name} || ' ' || ${users.lastName}`, like),
                )
              : undefined,
          ),
        )
        .orderBy(users.name, users.lastName)
        .limit(limit);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
