import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { analyticsEvents, users } from '../schema';

/** First-party analytics (decisions §2): a name, the user, a small payload. No third party. */
export async function trackEvent(db: DbOrTx, name: string, userId: string | null, payload: Record<string, unknown> = {}): Promise<void> {
  await db.insert(analyticsEvents).values({ name, userId, payload });
}

export interface AiTokenUse {
  tokens: number;
  searches: number;
  byModel: { model: string; tokens: number; searches: number }[];
  /** The costliest searches, most tokens first. */
  top: { searchId: string; email: string | null; at: Date; model: string; tokens: number }[];
}

/**
 * What the optional AI provider cost since `since`, from the `ai_tokens` events the search records
 * once every judge call of a search is back (issue 28): for the operator, across all users.
 */
export async function aiTokenUse(db: DbOrTx, since: Date, topN = 10): Promise<AiTokenUse> {
  const model = sql<string>`coalesce(${analyticsEvents.payload}->>'model', '')`;
  const tokens = sql<number>`coalesce((${analyticsEvents.payload}->>'tokens')::bigint, 0)`;
  const spent = and(eq(analyticsEvents.name, 'ai_tokens'), gte(analyticsEvents.createdAt, since));
  const byModel = await db
    .select({ model, tokens: sql<number>`sum(${tokens})::bigint`.mapWith(Number), searches: sql<number>`count(*)::int`.mapWith(Number) })
    .from(analyticsEvents)
    .where(spent)
    .groupBy(model)
    .orderBy(desc(sql`sum(${tokens})`));
  const top = await db
    .select({
      searchId: sql<string>`coalesce(${analyticsEvents.payload}->>'search_id', '')`,
      email: users.email,
      at: analyticsEvents.createdAt,
      model,
      tokens: tokens.mapWith(Number),
    })
    .from(analyticsEvents)
    .leftJoin(users, eq(users.id, analyticsEvents.userId))
    .where(and(spent, sql`${tokens} > 0`))
    .orderBy(desc(tokens), desc(analyticsEvents.createdAt))
    .limit(topN);
  return {
    tokens: byModel.reduce((sum, m) => sum + m.tokens, 0),
    searches: byModel.reduce((sum, m) => sum + m.searches, 0),
    byModel,
    top,
  };
}
