/** What every request handler can reach: settings, the database and the outside services. */
import type { Db, DbHandle } from '@firstsignal/db';
import type { SentenceEncoder } from '@firstsignal/encoder';
import type { AuthLimits } from './auth/rate-limit';
import type { Env } from './env';
import type { Connectors } from './search/platforms';

export interface AppDeps {
  env: Env;
  db: Db;
  /**
   * Which database `db` is: on embedded PGlite this process is its only user, so the upstream
   * cache knows the keys it holds and a miss asks no query. Treated as PostgreSQL when absent.
   */
  dbKind?: DbHandle['kind'];
  /** Built SPA directory; undefined serves the API only. */
  webDist?: string | undefined;
  /** Overrides of the auth and account attempt limits (DEFAULT_AUTH_LIMITS). */
  authLimits?: Partial<AuthLimits>;
  /** Injectable for tests that move time (sessions, quota periods). */
  now?: () => Date;
  /** Where request logs go; stdout when absent. Tests capture them to check for secrets. */
  logStream?: { write(line: string): unknown };
  /** Platform connectors; built from settings when absent. */
  connectors?: Connectors;
  /** The sentence encoder; the process's shared one when SENTENCE_MODEL is on and none is given. */
  encoder?: SentenceEncoder | null;
  /**
   * Whether searches spend the platforms' shared upstream budgets (search/budget.ts); true when
   * absent. Test servers turn it off unless a test is about budgets: their stand-ins have no quota.
   */
  countSearchBudgets?: boolean;
}
