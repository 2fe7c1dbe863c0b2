/**
 * The search eval's oracle judge (issue 28): it finds the labelled item behind the text the app's
 * judge sends (a title, then a snippet possibly cut or prefixed by the connector), answers from
 * the labels over the stand-in's HTTP API, and errs at the set rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTextOfTopic, reddit, topic, youtube } from '../search-eval/corpus/types';
import { itemMatcher, startOracleJudge } from '../search-eval/oracle-judge';
import { buildWorld } from '../search-eval/world';

const shifts = topic(
  'shifts',
  'tune',
  'pain_points',
  ['shift swaps without group texts'],
  [
    reddit('KitchenConfidential', 'Shift swaps at our restaurant are chaos', 'Everyone trades shifts in group texts, and nobody knows who works Friday. I would pay for a swap board!', [3, 'BI', 'H']),
    reddit('college', 'Texts from the group chat', 'My group of friends never stops texting about the café ☕ and résumés.', [0, 'DI', 'L']),
    youtube('ShiftTalk', 'How we stopped shift swap chaos', 'A restaurant scheduling story.', [2, 'DI', 'L'], [['our group texts were hell, every single weekend', [2, 'PP', 'M']]]),
  ],
);
const world = buildWorld([shifts], []);
const keyOf = (title: string) => world.threads.find((t) => t.title === title)!.key;

describe('itemMatcher', () => {
  const match = itemMatcher(world);
  it.each([
    ['a whole post', 'Shift swaps at our restaurant are chaos\nEveryone trades shifts in group texts, and nobody knows who works Friday. I would pay for a swap board!', 'Shift swaps at our restaurant are chaos'],
    ['a snippet cut at both ends, mid-word', 'Shift swaps at our restaurant are chaos\n…ryone trades shifts in group texts, and nobody kn…', 'Shift swaps at our restaurant are chaos'],
    ["a connector's words first", 'Texts from the group chat\nRated 1 of 5 stars. My group of friends never stops texting about the café ☕ and résumés.', 'Texts from the group chat'],
  ])('finds %s', (_, text, title) => expect(match(text)).toBe(keyOf(title)));

  it('tells a comment from its thread by its own words, and finds nothing for a text it never held', () => {
    const comment = world.threads.find((t) => t.title === 'How we stopped shift swap chaos')!.comments[0]!;
    expect(match('How we stopped shift swap chaos\nour group texts were hell, every single weekend')).toBe(comment.key);
    expect(match('Shift swaps at our restaurant are chaos\nA post the world never held, about something else.')).toBeUndefined();
  });
});

describe('the oracle over HTTP', () => {
  let exact: Awaited<ReturnType<typeof startOracleJudge>>;
  let noisy: Awaited<ReturnType<typeof startOracleJudge>>;
  beforeAll(async () => {
    exact = await startOracleJudge(world, [shifts], { errorRate: 0, seed: 't' });
    noisy = await startOracleJudge(world, [shifts], { errorRate: 1, seed: 't' });
  });
  afterAll(async () => {
    await exact?.close();
    await noisy?.close();
  });
  const ask = async (server: typeof exact) => {
    const body = {
      model: 'oracle',
      messages: [
        { role: 'system', content: 'judge' },
        { role: 'user', content: JSON.stringify({ founder_input: { text: queryTextOfTopic(shifts) }, items: [{ id: 'item-1', text: 'Shift swaps at our restaurant are chaos\nEveryone trades shifts in group texts, and nobody knows who works Friday. I would pay for a swap board!' }] }) },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'judgements', schema: {} } },
    };
    const res = await fetch(`${server.env.AI_BASE_URL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const completion = (await res.json()) as { choices: { message: { content: string } }[] };
    return JSON.parse(completion.choices[0]!.message.content).judgements[0];
  };

  it('answers the label with a verbatim quote when it does not err, and another grade, type and urgency when it does', async () => {
    expect(await ask(exact)).toMatchObject({ id: 'item-1', relevance: 3, type: 'Buying Intent', urgency: 'High', quote: 'Everyone trades shifts in group texts, and nobody knows who works Friday.' });
    const wrong = await ask(noisy);
    expect(wrong.relevance).not.toBe(3);
    expect(wrong.type).not.toBe('Buying Intent');
    expect(wrong.urgency).not.toBe('High');
    expect(noisy.stats).toMatchObject({ judgements: 1, wrong: 1, unmatched: 0 });
  });
});
