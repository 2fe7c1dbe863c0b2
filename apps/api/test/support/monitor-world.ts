/**
 * For the monitoring tests: a clock the tests move (nothing waits on the wall clock), conversations
 * dated by that clock, the real app over a database that several app instances may share, and
 * the steps every monitoring test takes (save and monitor a search, let the worker do its round).
 */
import type { RawItem } from '@firstsignal/core';
import type { Db } from '@firstsignal/db';
import { parseEnv } from '../../src/env';
import { serveApp, type ServedApp } from './app-server';
import { call, registerUser } from './harness';
import { post, SEARCH_PARAMS, trpc, worldConnectors, type World } from './saved-world';

export interface Clock {
  now(): Date;
  set(iso: string): void;
  advance(ms: number): void;
}

export function createClock(iso: string): Clock {
  let t = Date.parse(iso);
  return {
    now: () => new Date(t),
    set(next) {
      t = Date.parse(next);
    },
    advance(ms) {
      t += ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * Day 0 of a test's calendar: the next midnight UTC. The clock is the tests' own, but sessions
 * are signed in at the real time and last 30 days, so the calendar starts near it.
 */
const DAY0 = Math.floor(Date.now() / DAY) * DAY + DAY;

/** `t(1, '09:00:00')`: that time on day 1 of the test's calendar, as an ISO string. */
export function t(day: number, time: string): string {
  const [h, m, s] = time.split(':').map(Number);
  return new Date(DAY0 + day * DAY + ((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000).toISOString();
}

/** A conversation the platforms "publish" at a time of the test's clock. */
export function published(item: RawItem, iso: string): RawItem {
  return { ...item, createdUtc: Math.floor(Date.parse(iso) / 1000) };
}

/** New conversations about the saved query (invoice tools for freelancers), each clearly a signal. */
export const NEW_POSTS: RawItem[] = [
  post(
    'reddit',
    'mon001',
    'Freelancers: which invoice app sends automatic payment reminders?',
    'I keep forgetting to follow up on invoices. Need an invoice tool for freelancers with automatic reminders, will pay monthly.',
  ),
  post(
    'reddit',
    'mon002',
    'Looking for an invoice tool for freelancers that handles late fees',
    'My clients pay late every month. Is there an invoicing tool for freelancers that adds late fees and sends reminders? Happy to pay.',
  ),
  post(
    'youtube',
    'vidmon003',
    'Invoice tool for freelancers: the one I switched to',
    'Why I switched invoicing software as a freelancer: recurring invoices, automatic reminders and faster payments.',
  ),
  post(
    'reddit',
    'mon004',
    'Recommend an invoice tool for a freelance developer?',
    'Freelance developer here, billing five clients. Which invoice tool do freelancers use for recurring invoices and reminders?',
  ),
];

export const NOISE_POST = post('reddit', 'moncat', 'My cat photos', 'Here are some photos of my cat sleeping on the couch.');

export interface MonitorApp extends ServedApp {
  /** One round of a worker: schedule what is due, then run every queued job in this process. */
  round(): Promise<number>;
}

/** The real app over real HTTP on a given database, with the world's connectors and the test's clock. */
export async function startMonitorApp(
  db: Db,
  world: World,
  clock: Clock,
  env: Record<string, string | undefined> = {},
): Promise<MonitorApp> {
  const served = await serveApp({
    env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_URLS: 'true', ...env }),
    db,
    connectors: worldConnectors(world),
    now: clock.now,
  });
  const { monitoring } = served.app.services;
  await monitoring.start({ worker: false });
  return {
    ...served,
    async round() {
      await monitoring.tick();
      return monitoring.drain();
    },
  };
}

export interface Founder {
  token: string;
  userId: string;
  email: string;
}

export async function founder(server: { url: string }, email?: string): Promise<Founder> {
  const account = await registerUser(server, email ? { email } : {});
  return { token: account.token, userId: account.user.id as string, email: account.email };
}

/** Saves the invoice search (with `signals` already shown) and turns its monitor on. */
export async function monitoredSearch(
  server: { url: string },
  who: Founder,
  options: { name?: string; businessIdea?: string; signals?: unknown[]; schedule?: Record<string, unknown> } = {},
): Promise<string> {
  const created = await trpc(server, who.token, 'mutation', 'saved.createSearch', {
    name: options.name ?? 'Invoice leads',
    searchParams: { ...SEARCH_PARAMS, ...(options.businessIdea ? { businessIdea: options.businessIdea } : {}) },
    signals: options.signals ?? [],
  });
  if (!created.data) throw new Error(`createSearch failed: ${JSON.stringify(created.error)}`);
  const id = created.data.search.id as string;
  const set = await trpc(server, who.token, 'mutation', 'monitoring.set', {
    id,
    enabled: true,
    frequency: 'daily',
    hour: 9,
    timeZone: 'UTC',
    ...options.schedule,
  });
  if (!set.data) throw new Error(`monitoring.set failed: ${JSON.stringify(set.error)}`);
  return id;
}

export async function monitorOf(server: { url: string }, who: Founder, id: string) {
  const list = await trpc(server, who.token, 'query', 'monitoring.list');
  return { ...list.data, monitor: list.data.monitors.find((m: { savedSearchId: string }) => m.savedSearchId === id) };
}

export async function usageOf(server: { url: string }, who: Founder): Promise<number> {
  return (await call(server, 'GET', '/api/user/usage', { token: who.token })).json.data.results_used as number;
}

/** Rows of a query on the app's own database (PGlite answers {rows}, postgres-js an array). */
export async function rows(db: Db, text: string): Promise<Record<string, any>[]> {
  const result = (await db.execute(text)) as unknown;
  return Array.isArray(result) ? result : (result as { rows: Record<string, any>[] }).rows;
}

export const count = async (db: Db, text: string) => Number((await rows(db, `select count(*)::int as n from ${text}`))[0]!.n);
