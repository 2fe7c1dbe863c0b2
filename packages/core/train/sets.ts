/**
 * The labelled examples around the signal classifier, by source. It learns from:
 *   - train/examples: conversations written for training, across many everyday domains;
 *   - bench/product-eval set A (cases.ts): founder-query conversations with type and urgency.
 * It is checked on, never trained on, the tuning topics of the end-to-end search eval
 * (bench/search-eval/corpus/tune), where rankings are tuned. Never used at all: product-eval set
 * B, the search eval's held-out topics or its noise, nor anything from ../shared/datasets (their
 * licences forbid it).
 */
import { TYPES as TYPE_OF, URGENCY as URGENCY_OF, type CommentDraft, type Label, type ThreadDraft } from '../../../bench/search-eval/corpus/types';
import { TUNE_TOPICS } from '../../../bench/search-eval/corpus/tune';
import { PRODUCT_QUERIES } from '../../../bench/product-eval/cases';
import type { LabelledExample } from '../src/model/train';
import { TRAINING_EXAMPLES } from './examples';

/** An eval item as an example, with its relevance grade and its place in the corpus ("plants:3.2"). */
export interface TuneExample extends LabelledExample {
  grade: number;
  key: string;
}

/** One labelled item of a thread (its post or a comment) as an example. */
function asExample(thread: ThreadDraft, kind: 'post' | 'comment', text: string, [grade, type, urgency]: Label, key: string): TuneExample {
  return { title: thread.title, text, kind, type: TYPE_OF[type], urgency: URGENCY_OF[urgency], signal: type === 'DI' ? 0 : 1, grade, key };
}

/** A thread's post and comments as examples; `place` is the thread's "topic:index". */
function fromThread(thread: ThreadDraft, place: string): TuneExample[] {
  const out = [asExample(thread, 'post', thread.body, thread.label, place)];
  const walk = (comments: readonly CommentDraft[], parent: string) => {
    comments.forEach(([text, label, replies], i) => {
      const key = `${parent}.${i}`;
      out.push(asExample(thread, 'comment', text, label, key));
      if (replies) walk(replies, key);
    });
  };
  walk(thread.comments, place);
  return out;
}

export const WRITTEN: LabelledExample[] = TRAINING_EXAMPLES.map((e) => ({
  title: e.title,
  text: e.text,
  kind: e.kind,
  type: TYPE_OF[e.type],
  urgency: URGENCY_OF[e.urgency],
  signal: e.signal,
}));

export const PRODUCT_A: LabelledExample[] = PRODUCT_QUERIES.flatMap((q) =>
  q.conversations.map(
    (c) =>
      ({
        title: c.title,
        text: c.text,
        kind: c.kind,
        type: c.type,
        urgency: c.urgency,
        signal: c.type === 'Discussion' ? 0 : 1,
      }) as const,
  ),
);

export const SEARCH_TUNE: TuneExample[] = TUNE_TOPICS.flatMap((t) =>
  t.threads.flatMap((th, i) => (th.options.deleted || th.options.removed ? [] : fromThread(th, `${t.key}:${i}`))),
);
/**
 * The tune items a search should show (grade ≥ 2): the end-to-end eval's type and urgency are
 * counted over these, so this check tracks that figure (all tune items read about 0.15 higher).
 */
export const SEARCH_TUNE_SHOWN: TuneExample[] = SEARCH_TUNE.filter((e) => e.grade >= 2);
