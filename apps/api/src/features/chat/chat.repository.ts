import { and, count, desc, eq, ilike, lt, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { containsPattern } from '../../core/db/queries.ts';
import { preparedByShape } from '../../core/db/prepared.ts';
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

/** What the chat shows of a possible counterpart. */
const contactColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  lastName: users.lastName,
  role: users.role,
  photoVersion: users.photoVersion,
};

/** The other participant of a conversation, seen from `me`. */
const otherUserId = (me: string | Placeholder) =>
  sql<string>`case when ${conversations.userLow} = ${me} then ${conversations.userHigh} else ${conversations.userLow} end`;

/** Messages of a conversation that `me` has not read. */
const unreadOf = (me: string | Placeholder) => sql<number>`(
  select count(*)::int from ${messages} m
  where m.conversation_id = ${conversations.id}
    and m.sender_id <> ${me}
    and m.created_at > coalesce(${conversationReads.lastReadAt}, '-infinity'::timestamptz)
)`;

/** The user's conversations, newest first: prepared, with or without a keyword (`k`). */
const historyStatement = preparedByShape('chat_history', (db, name, shape) => {
  const me = sql.placeholder('me');
  const like = sql.placeholder('like');
  return db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      lastName: users.lastName,
      photoVersion: users.photoVersion,
      unread: unreadOf(me),
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, otherUserId(me)))
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, me)),
    )
    .where(
      and(
        or(eq(conversations.userLow, me), eq(conversations.userHigh, me)),
        shape === 'k'
          ? or(
              ilike(users.email, like),
              ilike(sql`${users.name} || ' ' || ${users.lastName}`, like),
            )
          : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(100)
    .prepare(name);
});

/**
 * What the sender's side must know of a counterpart, in one statement: the account, whether the
 * two are linked, and their conversation when there is one.
 */
const counterpartStatement = preparedByShape('chat_counterpart', (db, name) => {
  const me = sql.placeholder('me');
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      active: users.active,
      linked: sql<boolean>`exists (
        select 1 from ${therapistPatients}
        where (${therapistPatients.therapistId} = ${me} and ${therapistPatients.patientId} = ${users.id})
           or (${therapistPatients.therapistId} = ${users.id} and ${therapistPatients.patientId} = ${me}))`,
      conversationId: conversations.id,
    })
    .from(users)
    .leftJoin(
      conversations,
      and(
        eq(conversations.userLow, sql`least(${me}::uuid, ${users.id})`),
        eq(conversations.userHigh, sql`greatest(${me}::uuid, ${users.id})`),
      ),
    )
    .where(eq(users.email, sql.placeholder('email')))
    .prepare(name);
});

export function createChatRepository(db: Db) {
  return {
    /** The conversation, only when the user takes part in it. */
    findConversationOf(id: string, userId: string) {
      return db.query.conversations.findFirst({
        where: and(
          eq(conversations.id, id),
          or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)),
        ),
      });
    },

    /**
     * What the sender's side must know of a counterpart, in one statement: the account, whether
     * the two are linked, and their conversation when there is one.
     */
    async counterpartFacts(me: string, email: string) {
      const [row] = await counterpartStatement(db).execute({ me, email });
      return row;
    },

    /**
     * Stores a message in one statement, so in one transaction and one round trip: the
     * conversation (created the first time, its last-message time moved), the message and the
     * sender's read mark. A key the sender already used stores nothing: `messageId` is then null.
     */
    async insertMessage(
      senderId: string,
      recipientId: string,
      content: string,
      at: Date,
      clientKey?: string,
    ): Promise<{ conversationId: string; messageId: string | null }> {
      const p = pair(senderId, recipientId);
      const when = at.toISOString();
      const result = await db.execute(sql`
        with conv as (
          insert into ${conversations} (user_low, user_high, last_message_at)
          values (${p.userLow}::uuid, ${p.userHigh}::uuid, ${when}::timestamptz)
          on conflict (user_low, user_high) do update set last_message_at = excluded.last_message_at
          returning id
        ), msg as (
          insert into ${messages} (conversation_id, sender_id, content, created_at, client_key)
          select id, ${senderId}::uuid, ${content}::text, ${when}::timestamptz, ${clientKey ?? null}::text
          from conv
          on conflict (sender_id, client_key) do nothing
          returning id
        ), seen as (
          insert into ${conversationReads} (conversation_id, user_id, last_read_at)
          select id, ${senderId}::uuid, ${when}::timestamptz from conv
          on conflict (conversation_id, user_id) do update set last_read_at = excluded.last_read_at
        )
        select conv.id as "conversationId", msg.id as "messageId" from conv left join msg on true`);
      const [row] = (
        result as unknown as { rows: { conversationId: string; messageId: string | null }[] }
      ).rows;
      return row!;
    },

    /** The message a sender stored under a key (the first try of a message sent again). */
    messageByKey(senderId: string, clientKey: string) {
      return db.query.messages.findFirst({
        where: and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)),
        columns: { id: true, createdAt: true },
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
      const like = containsPattern(keyword);
      return historyStatement(db, keyword ? 'k' : '').execute({ me, like });
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
      const like = containsPattern(keyword);
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
