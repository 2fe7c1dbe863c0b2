/**
 * Where monitoring's news goes (issue 10): each user's channels (Slack, webhook) and monitoring
 * overage setting, the delivery log that is also the outbox, feed tokens, and the keys the app
 * keeps for itself. Every function that takes a user id touches that user's rows only.
 */
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { appSecrets, deliveries, feedTokens, notificationSettings } from '../schema';

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

export const NO_NOTIFICATION_SETTINGS: Omit<NotificationSettingsRow, 'userId' | 'updatedAt'> = {
  slackWebhookUrl: null,
  webhookUrl: null,
  webhookSecret: null,
  allowMonitorOverage: false,
  monitorOverageCapUsd: 0,
};

export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<Omit<NotificationSettingsRow, 'userId' | 'updatedAt'>> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? NO_NOTIFICATION_SETTINGS;
}

export async function updateNotificationSettings(
  db: DbOrTx,
  userId: string,
  patch: Partial<Omit<NotificationSettingsRow, 'userId' | 'updatedAt'>>,
  now: Date,
): Promise<Omit<NotificationSettingsRow, 'userId' | 'updatedAt'>> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await db
    .insert(notificationSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: now } });
  return getNotificationSettings(db, userId);
}

// ---------------------------------------------------------------------------------------------
// Deliveries: the outbox and the log
// ---------------------------------------------------------------------------------------------

/** New deliveries; a run gets at most one per channel (a replayed run adds none). */
export async function addDeliveries(db: DbOrTx, rows: (typeof deliveries.$inferInsert)[]): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(deliveries).values(rows).onConflictDoNothing().returning();
}

/** Takes a delivery to send it until `leaseUntil`; undefined when it is sent, failed, or someone else has it. */
export async function claimDelivery(db: DbOrTx, id: string, now: Date, leaseUntil: Date): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(deliveries)
    .set({ status: 'sending', leaseUntil, attempts: sql`${deliveries.attempts} + 1` })
    .where(
      and(
        eq(deliveries.id, id),
        or(
          eq(deliveries.status, 'pending'),
          and(eq(deliveries.status, 'retrying'), lte(deliveries.nextAttemptAt, now)),
          and(eq(deliveries.status, 'sending'), lt(deliveries.leaseUntil, now)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function settleDelivery(
  db: DbOrTx,
  id: string,
  outcome:
    | { status: 'sent'; at: Date }
    | { status: 'retrying'; error: string; nextAttemptAt: Date }
    | { status: 'failed' | 'cancelled'; error: string },
): Promise<DeliveryRow | undefined> {
  const values =
    outcome.status === 'sent'
      ? { status: 'sent', sentAt: outcome.at, lastError: null, leaseUntil: null, nextAttemptAt: null }
      : outcome.status === 'retrying'
        ? { status: 'retrying', lastError: outcome.error, nextAttemptAt: outcome.nextAttemptAt, leaseUntil: null }
        : { status: outcome.status, lastError: outcome.error, leaseUntil: null, nextAttemptAt: null };
  const [row] = await db.update(deliveries).set(values).where(eq(deliveries.id, id)).returning();
  return row;
}

/** Deliveries due to be (re)sent: new ones, retries whose time came, and sends whose process died. */
export async function dueDeliveries(db: DbOrTx, now: Date, limit = 500): Promise<Pick<DeliveryRow, 'id' | 'attempts' | 'userId'>[]> {
  return db
    .select({ id: deliveries.id, attempts: deliveries.attempts, userId: deliveries.userId })
    .from(deliveries)
    .where(
      or(
        eq(deliveries.status, 'pending'),
        and(eq(deliveries.status, 'retrying'), lte(deliveries.nextAttemptAt, now)),
        and(eq(deliveries.status, 'sending'), lt(deliveries.leaseUntil, now)),
      ),
    )
    .limit(limit);
}

/** The user's latest deliveries per channel (newest first), for Settings → Notifications. */
export async function recentDeliveries(db: DbOrTx, userId: string, limit = 30): Promise<DeliveryRow[]> {
  return db.select().from(deliveries).where(eq(deliveries.userId, userId)).orderBy(desc(deliveries.createdAt), desc(deliveries.id)).limit(limit);
}

/** The last error of each channel since its last success, or nothing when the last attempt went through. */
export async function lastDeliveryErrors(db: DbOrTx, userId: string): Promise<Map<string, { error: string; at: Date }>> {
  const rows = await db
    .selectDistinctOn([deliveries.channel], {
      channel: deliveries.channel,
      status: deliveries.status,
      error: deliveries.lastError,
      at: deliveries.createdAt,
    })
    .from(deliveries)
    .where(and(eq(deliveries.userId, userId), sql`${deliveries.status} not in ('pending', 'sending', 'cancelled')`))
    .orderBy(deliveries.channel, desc(deliveries.createdAt), desc(deliveries.id));
  return new Map(rows.filter((r) => r.error && (r.status === 'failed' || r.status === 'retrying')).map((r) => [r.channel, { error: r.error!, at: r.at }]));
}

export async function deliveriesOf(db: DbOrTx, runIds: string[]): Promise<DeliveryRow[]> {
  if (runIds.length === 0) return [];
  return db.select().from(deliveries).where(inArray(deliveries.runId, runIds));
}

// ---------------------------------------------------------------------------------------------
// Feed tokens
// ---------------------------------------------------------------------------------------------

/** Sets (or replaces) a saved search's feed token hash; false when the search is not this user's. */
export async function setFeedToken(db: DbOrTx, userId: string, savedSearchId: string, tokenHash: string): Promise<void> {
  await db
    .insert(feedTokens)
    .values({ savedSearchId, userId, tokenHash })
    .onConflictDoUpdate({ target: feedTokens.savedSearchId, set: { tokenHash, createdAt: new Date() } });
}

export async function revokeFeedToken(db: DbOrTx, userId: string, savedSearchId: string): Promise<boolean> {
  const rows = await db
    .delete(feedTokens)
    .where(and(eq(feedTokens.savedSearchId, savedSearchId), eq(feedTokens.userId, userId)))
    .returning({ id: feedTokens.savedSearchId });
  return rows.length > 0;
}

export async function findFeedByTokenHash(db: DbOrTx, tokenHash: string): Promise<{ savedSearchId: string; userId: string } | undefined> {
  const [row] = await db
    .select({ savedSearchId: feedTokens.savedSearchId, userId: feedTokens.userId })
    .from(feedTokens)
    .where(eq(feedTokens.tokenHash, tokenHash));
  return row;
}

export async function feedSearchIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db.select({ id: feedTokens.savedSearchId }).from(feedTokens).where(eq(feedTokens.userId, userId));
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------
// The app's own keys
// ---------------------------------------------------------------------------------------------

/** The named key, created with `generate` the first time; every instance reads the same one. */
export async function appSecret(db: DbOrTx, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} is missing`);
  return row.value;
}
