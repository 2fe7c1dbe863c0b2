import type { DbOrTx } from '../client';
import { analyticsEvents } from '../schema';

/** First-party analytics (decisions §2): a name, the user, a small payload. No third party. */
export async function trackEvent(db: DbOrTx, name: string, userId: string | null, payload: Record<string, unknown> = {}): Promise<void> {
  await db.insert(analyticsEvents).values({ name, userId, payload });
}
