import { eq, inArray, sql } from 'drizzle-orm';
import { DIRECTORY_SLOT_DAYS, type Slot } from '@armonia/shared';
import type { Db } from '../../core/db/client.ts';
import { therapistProfiles, users } from '../../core/db/schema/index.ts';
import { addDays, localDay } from '../../core/time.ts';

/** The agenda's bookable slots of a therapist between two days (injected by app.ts). */
export type BookableSlots = (therapistId: string, from: string, to: string) => Promise<Slot[]>;

/** How long a computed next free slot is trusted when nothing in the agenda changed. */
const RECHECK_MINUTES = 30;
const BATCH = 100;

/**
 * The stored next free slot of each listed therapist: what the directory filters ("con horario
 * libre esta semana") and sorts on without computing slots for thousands of therapists per
 * request. Triggers mark a profile stale when its agenda changes; a claim clears the mark
 * before computing, so a change made while computing marks it stale again rather than being
 * lost. Claims use SKIP LOCKED: several processes never compute the same therapist at once.
 */
export function createSlotCache(deps: { db: Db; bookableSlots: BookableSlots; now: () => Date }) {
  const { db } = deps;

  async function compute(therapistId: string, zone: string): Promise<Date | null> {
    const today = localDay(deps.now(), zone);
    const slots = await deps.bookableSlots(
      therapistId,
      today,
      addDays(today, DIRECTORY_SLOT_DAYS - 1),
    );
    return slots[0] ? new Date(slots[0].start) : null;
  }

  async function recompute(claimed: string[]): Promise<Map<string, Date | null>> {
    const found = new Map<string, Date | null>();
    if (claimed.length === 0) return found;
    const zones = await db
      .select({ id: users.id, zone: users.timezone })
      .from(users)
      .where(inArray(users.id, claimed));
    for (const { id, zone } of zones) {
      const next = await compute(id, zone);
      await db
        .update(therapistProfiles)
        .set({ nextFreeAt: next })
        .where(eq(therapistProfiles.therapistId, id));
      found.set(id, next);
    }
    return found;
  }

  /** Claims up to `limit` listed profiles that are stale or due, in the order they are due. */
  async function claimDue(limit: number, only?: string[]): Promise<string[]> {
    const at = deps.now().toISOString();
    const result = await db.execute<{ therapist_id: string }>(sql`
      update therapist_profiles set slots_stale = false, slots_checked_at = ${at}::timestamptz
      where therapist_id in (
        select p.therapist_id from therapist_profiles p
        join users u on u.id = p.therapist_id and u.active
        where p.listed
          and (p.slots_stale or p.slots_checked_at is null
            or p.slots_checked_at < ${at}::timestamptz - make_interval(mins => ${RECHECK_MINUTES})
            or p.next_free_at < ${at}::timestamptz)
          ${only ? sql`and ${inArray(sql`p.therapist_id`, only)}` : sql``}
        order by p.slots_checked_at nulls first
        limit ${limit}
        for update of p skip locked
      )
      returning therapist_id`);
    return (result as unknown as { rows: { therapist_id: string }[] }).rows.map(
      (r) => r.therapist_id,
    );
  }

  return {
    /** Recomputes every due profile, a batch at a time (the periodic job). */
    async refreshDue(): Promise<number> {
      let done = 0;
      for (;;) {
        const claimed = await claimDue(BATCH);
        await recompute(claimed);
        done += claimed.length;
        if (claimed.length < BATCH) return done;
      }
    },

    /** Recomputes the due ones among these therapists (a page about to be shown). */
    async refreshAmong(ids: string[]): Promise<Map<string, Date | null>> {
      if (ids.length === 0) return new Map();
      return recompute(await claimDue(ids.length, ids));
    },
  };
}

export type SlotCache = ReturnType<typeof createSlotCache>;
