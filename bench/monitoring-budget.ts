/**
 * Monitoring at scale, simulated: 10,000 monitored saved searches (hourly, daily and weekly, in
 * several time zones, many sharing a query) scheduled, grouped and budgeted by the same functions
 * the app uses (core's slots and upstream cost, the scheduler's group key), minute by minute for
 * two days. Prints the upstream calls per hour against the budget (Reddit per minute, YouTube per
 * Pacific day), how many runs waited and for how long. Nothing is fetched; nothing asserts.
 *
 *   node --import tsx monitoring-budget.ts [monitors=10000] [redditPerMinute=60] [youtubeUnitsPerDay=6000] [hours=48]
 */
import {
  nextSlotAfter,
  seededRandom,
  slotAtOrBefore,
  type MonitorSchedule,
  type SearchParams,
} from '@firstsignal/core';
import { monitorBudgets, planQueries } from '@firstsignal/sources';
import { parseEnv } from '../apps/api/src/env';
import { groupKeyOf } from '../apps/api/src/monitoring/scheduler';

const [monitorCount = 10_000, redditPerMinute = 60, youtubePerDay = 6000, hours = 48] = process.argv.slice(2).map(Number);
// The sources' own budgets (packages/sources' registry), with this run's limits.
const budgets = monitorBudgets(parseEnv({ MONITOR_REDDIT_REQUESTS_PER_MINUTE: String(redditPerMinute), MONITOR_YOUTUBE_UNITS_PER_DAY: String(youtubePerDay) }));

// Seeded, so every run simulates the same founders.
const rand = seededRandom(2026);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

// Founders' ideas: tools for audiences, some far more popular than others (Zipf-like reuse).
const TOOLS = ['invoice tool', 'CRM', 'scheduling app', 'habit tracker', 'meal planner', 'expense tracker', 'time tracker', 'booking system', 'newsletter tool', 'inventory app', 'password manager', 'note taking app', 'survey tool', 'landing page builder', 'budget app', 'tax helper', 'podcast editor', 'job board', 'link in bio tool', 'language tutor'];
const AUDIENCES = ['freelancers', 'dog walkers', 'dentists', 'small bakeries', 'yoga teachers', 'photographers', 'landlords', 'nurses', 'students', 'wedding planners', 'plumbers', 'indie game developers', 'therapists', 'real estate agents', 'tutors', 'remote teams', 'cafes', 'personal trainers', 'musicians', 'nonprofits'];
const IDEAS = TOOLS.flatMap((tool) => AUDIENCES.map((audience) => `${tool} for ${audience}`));
const popular = (): string => IDEAS[Math.floor(IDEAS.length * rand() ** 3)]!;
const ZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Europe/London', 'Asia/Kolkata', 'Asia/Tokyo', 'Australia/Sydney'];

interface Monitor {
  schedule: MonitorSchedule;
  params: Pick<SearchParams, 'searchType' | 'businessIdea' | 'platforms'>;
  next: number;
}

const start = Date.parse('2027-03-01T00:00:00Z');
const monitors: Monitor[] = Array.from({ length: monitorCount }, () => {
  const r = rand();
  const frequency = r < 0.1 ? 'hourly' : r < 0.8 ? 'daily' : 'weekly';
  // Most founders pick a morning hour.
  const hour = rand() < 0.7 ? 7 + Math.floor(rand() * 4) : Math.floor(rand() * 24);
  const schedule: MonitorSchedule = { frequency, hour, weekday: Math.floor(rand() * 7), timeZone: pick(ZONES) };
  const p = rand();
  const platforms: SearchParams['platforms'] = p < 0.6 ? ['reddit', 'youtube'] : p < 0.9 ? ['reddit'] : ['youtube'];
  return { schedule, params: { searchType: 'business_idea', businessIdea: popular(), platforms }, next: nextSlotAfter(schedule, new Date(start - 1)).getTime() };
});

const costs = new Map<string, Record<string, number>>();
function costOf(params: Monitor['params']): Record<string, number> {
  const key = `${params.businessIdea}|${params.platforms.join(',')}`;
  const known = costs.get(key);
  if (known) return known;
  const plans = planQueries(params.businessIdea, params.searchType, params.platforms);
  const cost: Record<string, number> = Object.fromEntries(params.platforms.map((p) => [p, budgets[p]?.cost(plans[p]!) ?? 0]).filter(([, c]) => c !== 0));
  costs.set(key, cost);
  return cost;
}

interface Group {
  runs: number;
  cost: Record<string, number>;
  dueAt: number;
}

const MINUTE = 60_000;
const end = start + hours * 3_600_000;
const used = new Map<string, number>();
const waiting: Group[] = [];
const perHour: { runs: number; groups: number; reddit: number; redditPeak: number; youtube: number; waiting: number; maxWaitMin: number }[] = [];
const waits: number[] = [];
let runsTotal = 0;

for (let now = start; now < end; now += MINUTE) {
  // The scheduler: due monitors become runs for their latest slot, grouped by identical query and slot.
  const groups = new Map<string, Group>();
  for (const m of monitors) {
    if (m.next > now) continue;
    const slot = slotAtOrBefore(m.schedule, new Date(now));
    const key = groupKeyOf(m.params as SearchParams, slot);
    const group = groups.get(key) ?? { runs: 0, cost: costOf(m.params), dueAt: now };
    group.runs++;
    groups.set(key, group);
    m.next = nextSlotAfter(m.schedule, new Date(now)).getTime();
  }
  waiting.push(...groups.values());

  // The workers: each group reserves its fetch in the platforms' windows, or waits.
  const hour = Math.floor((now - start) / 3_600_000);
  const row = (perHour[hour] ??= { runs: 0, groups: 0, reddit: 0, redditPeak: 0, youtube: 0, waiting: 0, maxWaitMin: 0 });
  let redditThisMinute = 0;
  const windowOf = {
    reddit: { ...budgets.reddit!.window(new Date(now)), limit: budgets.reddit!.limit },
    youtube: { ...budgets.youtube!.window(new Date(now)), limit: budgets.youtube!.limit },
  };
  for (let i = 0; i < waiting.length; ) {
    const g = waiting[i]!;
    const windows = Object.entries(g.cost).map(([platform, cost]) => ({ platform, cost, window: windowOf[platform as keyof typeof windowOf] }));
    const fits = windows.every(({ platform, cost, window }) => (used.get(`${platform}@${window.start.getTime()}`) ?? 0) + Math.min(cost, window.limit) <= window.limit);
    if (!fits) {
      i++;
      continue;
    }
    for (const { platform, cost, window } of windows) {
      const key = `${platform}@${window.start.getTime()}`;
      used.set(key, (used.get(key) ?? 0) + Math.min(cost, window.limit));
      if (platform === 'reddit') {
        row.reddit += cost;
        redditThisMinute += cost;
      }
      if (platform === 'youtube') row.youtube += cost;
    }
    row.runs += g.runs;
    row.groups++;
    runsTotal += g.runs;
    const wait = (now - g.dueAt) / MINUTE;
    for (let r = 0; r < g.runs; r++) waits.push(wait);
    row.maxWaitMin = Math.max(row.maxWaitMin, wait);
    waiting.splice(i, 1);
  }
  row.redditPeak = Math.max(row.redditPeak, redditThisMinute);
  row.waiting = waiting.reduce((n, g) => n + g.runs, 0);
}

const pad = (v: string | number, n: number) => String(v).padStart(n);
console.log(`${monitorCount} monitored searches, ${IDEAS.length} distinct ideas; budget: Reddit ${redditPerMinute} requests/min, YouTube ${youtubePerDay} units/day`);
console.log(`${pad('hour', 4)} ${pad('runs', 6)} ${pad('fetches', 7)} ${pad('reddit/h', 8)} ${pad('peak/min', 8)} ${pad('budget/h', 8)} ${pad('youtube u', 9)} ${pad('waiting', 7)} ${pad('max wait', 8)}`);
perHour.forEach((h, i) =>
  console.log(
    `${pad(i, 4)} ${pad(h.runs, 6)} ${pad(h.groups, 7)} ${pad(h.reddit, 8)} ${pad(h.redditPeak, 8)} ${pad(redditPerMinute * 60, 8)} ${pad(h.youtube, 9)} ${pad(h.waiting, 7)} ${pad(`${Math.round(h.maxWaitMin)} min`, 8)}`,
  ),
);
waits.sort((a, b) => a - b);
const quantile = (q: number) => (waits.length ? waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]! : 0);
const delayed = waits.filter((w) => w > 0).length;
console.log(
  `\nruns done: ${runsTotal}, still waiting at the end: ${waiting.reduce((n, g) => n + g.runs, 0)}; ` +
    `delayed: ${delayed} (${((100 * delayed) / Math.max(1, runsTotal)).toFixed(1)}%); wait p50 ${quantile(0.5)} min, p95 ${quantile(0.95)} min, max ${Math.round(waits.at(-1) ?? 0)} min`,
);
const peak = Math.max(...perHour.map((h) => h.redditPeak));
console.log(`Reddit peak ${peak} requests in one minute (budget ${redditPerMinute}, Reddit's limit 100); fetches shared by identical queries: ${runsTotal - perHour.reduce((n, h) => n + h.groups, 0)} of ${runsTotal} runs`);
