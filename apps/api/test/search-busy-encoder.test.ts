/**
 * A search behind other searches' texts on the sentence encoder (search/sentences.ts): it waits
 * only within its budget, answers with the classifier's types for the signals the vote did not
 * reach, and says so in its info; with the encoder to itself, every vote is applied. It votes on
 * the signals it delivers, and on the rest when load more reveals them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentenceEncoder } from '@firstsignal/encoder';
import { runResults, unrevealedResults } from '@firstsignal/db';
import { VOTE_ROUNDS } from '../src/search/sentences';
import { holdEncoder, startBusyEncoder } from './support/busy-encoder';
import { call, registerUser, startTestServer, type TestServer } from './support/harness';
import { freelanceThread as thread } from './support/conversations';
import { startPlatformServer, type PlatformServer } from './support/platform-server';

const IDEA = {
  searchType: 'business_idea',
  businessIdea: 'automatic invoice reminders for freelancers',
  platforms: ['reddit'],
  timeRange: '',
  maxResults: 25,
};

const POSTS = [
  thread(
    'bz001',
    'Is there a tool that sends invoice reminders for freelancers? 🧾',
    'Chasing late invoices by hand eats my Fridays &amp; weekends. Would pay for something that nags clients for me.',
    'Same, I lose a day a month chasing invoices and would pay for reminders that go out on their own.',
  ),
  thread(
    'bz002',
    'Freelancers: how do you handle clients who pay invoices late?',
    'Two clients are 45 days late. Do you send reminders yourself or use some app? — Zoë',
    'I just send an angry email every week, it is exhausting and I hate doing it 👩‍💻',
  ),
  thread(
    'bz003',
    'Late invoice reminders as a freelance designer',
    'Honestly I keep forgetting to send reminders and then I am short on rent. Any tool recommendations? (فاتورة)',
    'Ugh this is me every month, the reminders are the worst part of freelancing.',
  ),
];

interface Result {
  id: string;
  signalType: string;
  urgencyLevel: string;
}
interface Answer {
  results: Result[];
  search_info: { search_id: string; has_more: boolean; sentence_model?: string; classifier_alone?: { signals: number; of: number } };
}

const typesOf = (answer: Pick<Answer, 'results'>) => Object.fromEntries(answer.results.map((r) => [r.id, `${r.signalType}/${r.urgencyLevel}`]));

describe('a search while the sentence encoder is busy with other searches', () => {
  let platforms: PlatformServer;
  const servers: TestServer[] = [];
  const encoders: SentenceEncoder[] = [];
  const searchOn = async (encoder: SentenceEncoder | null, body: object = IDEA) => {
    const server = await startTestServer({ env: platforms.env, encoder });
    servers.push(server);
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body });
    expect(res.status).toBe(200);
    return { server, token, answer: res.json as Answer };
  };
  const search = async (encoder: SentenceEncoder | null): Promise<Answer> => (await searchOn(encoder)).answer;
  const encoder = () => {
    const started = startBusyEncoder();
    encoders.push(started);
    return started;
  };
  let classifierAlone: Answer;
  let everyVote: Answer;
  beforeAll(async () => {
    platforms = await startPlatformServer({ posts: POSTS, videos: [] });
    classifierAlone = await search(null);
    everyVote = await search(encoder());
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const started of encoders) await started.close();
    await platforms?.close();
  });

  it('with the encoder to itself, every signal the classifier is unsure of gets the vote', async () => {
    const idle = everyVote;
    expect(idle.search_info.sentence_model).toBe('on');
    expect(idle.search_info.classifier_alone).toBeUndefined();
    expect(Object.keys(typesOf(idle)).sort()).toEqual(Object.keys(typesOf(classifierAlone)).sort());
    // The vote moved some signals' type or urgency away from the classifier's.
    expect(typesOf(idle)).not.toEqual(typesOf(classifierAlone));
  });

  it("behind another search's texts, answers with the classifier's types for the signals beyond its budget, and says how many", async () => {
    const busy = encoder();
    await busy.ready();
    // Another founder's search holds the encoder's one thread.
    const other = new AbortController();
    const holding = holdEncoder(busy, other.signal);
    try {
      const answer = await search(busy);
      expect(typesOf(answer)).toEqual(typesOf(classifierAlone));
      expect(answer.search_info.sentence_model).toBe('busy');
      const told = answer.search_info.classifier_alone!;
      expect(told.of).toBe(answer.results.length);
      expect(told.signals).toBeGreaterThan(0);
      expect(told.signals).toBeLessThanOrEqual(told.of);
    } finally {
      other.abort(new Error('their search answered'));
      await holding;
    }
  });

  it('votes on the signals it delivers only; load more reveals the rest typed as the encoder to itself typed them', async () => {
    const real = encoder();
    const asked: string[] = [];
    const recording: SentenceEncoder = { ...real, embed: (texts, options) => (asked.push(...texts), real.embed(texts, options)) };
    const { server, token, answer } = await searchOn(recording, { ...IDEA, maxResults: 1 });
    expect(answer.search_info.sentence_model).toBe('on');
    expect(answer.search_info.has_more).toBe(true);
    // One signal delivered: its text (when the classifier is unsure of it), and those a vote moved into its place, at most.
    expect(asked.length).toBeLessThanOrEqual(VOTE_ROUNDS);
    const askedBefore = asked.length;
    const runId = answer.search_info.search_id;
    const db = server.app.services.db;
    const stored = await unrevealedResults(db, runId, 1);
    // Stored as the classifier typed them, and the vote types some of them otherwise.
    const voted = Object.fromEntries(Object.entries(typesOf(everyVote)).filter(([id]) => stored.some((s) => s.id === id)));
    expect(typesOf({ results: stored })).toEqual(Object.fromEntries(Object.entries(typesOf(classifierAlone)).filter(([id]) => id in voted)));
    expect(typesOf({ results: stored })).not.toEqual(voted);

    const more = await call(server, 'POST', '/api/search', { token, body: { ...IDEA, maxResults: 1, offset: 1, limit: 10, search_id: runId } });
    expect(more.status).toBe(200);
    expect(typesOf(more.json as Answer)).toEqual(voted);
    // In the order they were stored in, and stored as revealed.
    expect((more.json as Answer).results.map((r) => r.id)).toEqual(stored.map((s) => s.id));
    expect(typesOf({ results: await runResults(db, runId, 1, 1 + stored.length) })).toEqual(voted);
    expect(asked.length).toBeGreaterThan(askedBefore);
  });
});
