/**
 * An oracle AI provider for the search eval (issue 28): the local OpenAI-compatible stand-in of
 * apps/api's tests, whose judge answers from the eval's labels instead of reading the posts, with
 * a set share of judgements wrong. The app reaches it exactly as it reaches a real provider (its
 * judge, over HTTP, in batched structured-output calls), so the figures measure what the
 * pipeline makes of a judge that is right 80% of the time, not what a model would judge.
 *
 * The judge is given only what the app sends (the founder's text and each signal's title and
 * snippet), so the oracle finds the labelled item by its text: the snippet's words (its cut
 * edges left out) are a run of exactly one item's words, or of a cross-post's copies.
 */
import { startAiServer, type AiServer } from '../../apps/api/test/support/ai-server';
import { queryTextOfTopic, TYPES, URGENCY, type EvalTopic, type TypeCode, type UrgencyCode } from './corpus/types';
import { gradeFor, seeded, type World } from './world';

const words = (text: string) => text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** Words a connector may add before an item's own text. */
const LEAD_WORDS = 6;
const ELLIPSIS = /^\s*(…|\.\.\.)|(…|\.\.\.)\s*$/g;

interface Indexed {
  key: string;
  title: string;
  /** The item's own words, space-joined (a post's title and body, a comment's text). */
  own: string;
}

/** Finds the world's item a judged text (title, newline, snippet) was cut from; undefined when none is. */
export function itemMatcher(world: World): (judged: string) => string | undefined {
  const items: Indexed[] = [];
  for (const key of world.labels.keys()) {
    const id = key.slice(key.indexOf(':') + 1);
    const thread = world.byId.get(id);
    const comment = world.comments.get(id);
    if (thread) items.push({ key, title: words(thread.title).join(' '), own: words(`${thread.title} ${thread.indexedBody}`).join(' ') });
    else if (comment) items.push({ key, title: words(comment.thread.title).join(' '), own: words(comment.comment.text).join(' ') });
  }
  return (judged) => {
    const [titleLine = '', ...rest] = judged.split('\n');
    const snippet = rest.join(' ');
    const cut = words(snippet.replace(ELLIPSIS, ' '));
    // A snippet cut mid-word at either end: those words are not the item's.
    if (/^\s*(…|\.\.\.)/.test(snippet)) cut.shift();
    if (/(…|\.\.\.)\s*$/.test(snippet) || judged.length >= 1200) cut.pop();
    const title = words(titleLine).join(' ');
    // A connector may put words of its own first (an App Store review's "Rated 1 of 5 stars.").
    for (let skip = 0; skip <= Math.min(LEAD_WORDS, cut.length - 1); skip++) {
      const probe = cut.slice(skip).join(' ');
      const found = items.filter((i) => ` ${i.own} `.includes(` ${probe} `));
      if (found.length) return (found.find((i) => i.title === title) ?? found[0])!.key;
    }
    return cut.length ? undefined : items.find((i) => i.title === title)?.key;
  };
}

export interface OracleStats {
  judgements: number;
  wrong: number;
  /** Judged texts no labelled item matched (judged relevance 0). */
  unmatched: number;
  /** Founder texts that are no topic's. */
  unknownTopics: number;
}

const others = <T>(all: readonly T[], right: T, draw: () => number): T => {
  const rest = all.filter((x) => x !== right);
  return rest[Math.floor(draw() * rest.length)]!;
};

/**
 * The stand-in with the oracle as its judge. Each (topic, item) is wrong with probability
 * `errorRate`, drawn from `seed`: a wrong judgement has another grade, another type and another
 * urgency. Theme names and reply drafts are the stand-in's own.
 */
export async function startOracleJudge(world: World, topics: readonly EvalTopic[], options: { errorRate: number; seed: string }): Promise<AiServer & { stats: OracleStats }> {
  const match = itemMatcher(world);
  const topicOf = new Map(topics.map((t) => [queryTextOfTopic(t), t.key]));
  const stats: OracleStats = { judgements: 0, wrong: 0, unmatched: 0, unknownTopics: 0 };
  const typeCodes = Object.keys(TYPES) as TypeCode[];
  const urgencyCodes = Object.keys(URGENCY) as UrgencyCode[];
  const judge = (topic: string | undefined, item: { id: string; text: string }) => {
    const key = match(item.text);
    const label = key ? world.labels.get(key) : undefined;
    stats.judgements++;
    if (!label) stats.unmatched++;
    const draw = seeded(`${options.seed}|${topic}|${key ?? item.text}`);
    const wrong = draw() < options.errorRate;
    if (wrong) stats.wrong++;
    const grade = topic && key ? (gradeFor(world, topic, key) ?? 0) : 0;
    const type = label?.type ?? 'DI';
    const urgency = label?.urgency ?? 'L';
    // The first sentence of the item's text, copied verbatim: what a judge's quote should be.
    const snippet = item.text.slice(item.text.indexOf('\n') + 1);
    const quote = snippet.split(/(?<=[.!?])\s+/).find((s) => s.trim().length >= 8) ?? snippet;
    return {
      id: item.id,
      relevance: wrong ? others([0, 1, 2, 3], grade, draw) : grade,
      type: TYPES[wrong ? others(typeCodes, type, draw) : type],
      urgency: URGENCY[wrong ? others(urgencyCodes, urgency, draw) : urgency],
      reason: wrong ? 'The oracle errs here (set error rate)' : `Labelled grade ${grade}`,
      quote,
    };
  };
  const server = await startAiServer({
    answer: {
      judgements: (data: { founder_input: { text: string }; items: { id: string; text: string }[] }) => {
        const topic = topicOf.get(data.founder_input.text);
        if (!topic) stats.unknownTopics++;
        return { judgements: data.items.map((item) => judge(topic, item)) };
      },
    },
  });
  return Object.assign(server, { stats });
}
