/**
 * A search behind other searches' texts on the sentence encoder (search/sentences.ts): it waits
 * only within its budget, answers with the classifier's types for the signals the vote did not
 * reach, and says so in its info; with the encoder to itself, every vote is applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentenceEncoder, type SentenceEncoder } from '@firstsignal/encoder';
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
  search_info: { sentence_model?: string; classifier_alone?: { signals: number; of: number } };
}

const workerUrl = new URL('./support/busy-worker.js', import.meta.url);
const typesOf = (answer: Answer) => Object.fromEntries(answer.results.map((r) => [r.id, `${r.signalType}/${r.urgencyLevel}`]));

describe('a search while the sentence encoder is busy with other searches', () => {
  let platforms: PlatformServer;
  const servers: TestServer[] = [];
  const encoders: SentenceEncoder[] = [];
  const search = async (encoder: SentenceEncoder | null): Promise<Answer> => {
    const server = await startTestServer({ env: platforms.env, encoder });
    servers.push(server);
    const { token } = await registerUser(server);
    const res = await call(server, 'POST', '/api/search', { token, body: IDEA });
    expect(res.status).toBe(200);
    return res.json;
  };
  const encoder = () => {
    const started = startSentenceEncoder({ workerUrl });
    encoders.push(started);
    return started;
  };
  let classifierAlone: Answer;
  beforeAll(async () => {
    platforms = await startPlatformServer({ posts: POSTS, videos: [] });
    classifierAlone = await search(null);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const started of encoders) await started.close();
    await platforms?.close();
  });

  it('with the encoder to itself, every signal the classifier is unsure of gets the vote', async () => {
    const idle = await search(encoder());
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
    const holding = busy.embed(['hold: another founder’s question', 'their second text'], { owner: {}, signal: other.signal }).catch(() => undefined);
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
});
