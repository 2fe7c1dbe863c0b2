/**
 * Relevance feedback (issue 25 §1) by the residual-collection method, on the end-to-end search
 * eval's world and labels: each topic is searched through the real API (every page, as load
 * more reveals them); the top 5 of the first page are judged by the labels (grade ≥ 2 → thumbs
 * up, otherwise thumbs down), then everything not yet judged is ranked twice, in the stored order
 * (without feedback) and by core's rerankWithFeedback (with), and scored by NDCG@10 against the
 * labelled items not judged (the residual ideal). Both from the same searches, so the delta is
 * the model's alone, and the model is called as the app calls it (apps/api feedback/model.ts:
 * sentence vectors from the static table beside core's TF-IDF). Tune topics set the weights (`--sweep` prints a grid on them); held-out
 * topics are printed as totals only; `--split` also limits what is searched.
 *
 *   cd bench && node --import tsx feedback-eval.ts [--sweep] [--split tune|held] [--cache file] [--sentence-model use|static|false] [--repeat n]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  candidateOfSignal,
  DEFAULT_MAX_RESULTS,
  FEEDBACK_WEIGHTS,
  feedbackTextOf,
  type FeedbackJudgement,
  type FeedbackWeights,
  type Signal,
} from '@firstsignal/core';
import { rankWithFeedback } from '../apps/api/src/feedback/model';
import { evalTopics, heldAsFrozen, searchTopic, SERVED_PLATFORMS } from './search-eval';
import { REWORDED_CROSSPOSTS } from './search-eval/corpus/crossposts';
import { NOISE } from './search-eval/corpus/noise';
import type { EvalTopic } from './search-eval/corpus/types';
import { startEvalPlatforms } from './search-eval/platform';
import { buildWorld, gradeFor, type World } from './search-eval/world';

/** Judged from the first page: the method's usual 5. */
export const JUDGED = 5;
/**
 * A second reading with the whole first page judged (more judgements, a harder residual); the
 * headline figure stays the method's top 5.
 */
export const JUDGED_PAGE = 10;

/** NDCG@10 of `keys` against the topic's labelled items not in `judged` (a cross-post's copies count once). */
export function residualNdcg(world: World, topic: string, keys: readonly string[], judged: ReadonlySet<string>): number {
  const canonical = (key: string) => world.labels.get(key)?.canonical ?? key;
  const gone = new Set([...judged].map(canonical));
  const seen = new Set<string>();
  let dcg = 0;
  keys.slice(0, 10).forEach((key, pos) => {
    const c = canonical(key);
    const gain = seen.has(c) || gone.has(c) ? 0 : (gradeFor(world, topic, key) ?? 0);
    seen.add(c);
    dcg += gain / Math.log2(pos + 2);
  });
  const best = new Map<string, number>();
  for (const l of world.labels.values())
    if (l.topic === topic && l.deliverable && !gone.has(l.canonical))
      best.set(l.canonical, Math.max(best.get(l.canonical) ?? 0, l.grade));
  const idcg = [...best.values()]
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
  return idcg > 0 ? dcg / idcg : 0;
}

export interface ResidualFigures {
  without: number;
  with: number;
  /** The best any re-ranking of the same results could reach: the residual results sorted by their labels. */
  ceiling: number;
  ups: number;
  downs: number;
}

/** One topic's residual NDCG@10 without and with feedback from the first page's top 5. */
export function residualFigures(
  world: World,
  topic: string,
  signals: readonly Signal[],
  firstPage: number,
  weights?: FeedbackWeights,
  judgedCount = JUDGED,
): ResidualFigures {
  const judgedSignals = signals.slice(0, Math.min(judgedCount, firstPage));
  const judgements: FeedbackJudgement[] = judgedSignals.map((s) => ({
    signalId: s.id,
    judgement: (gradeFor(world, topic, s.id) ?? 0) >= 2 ? 'up' : 'down',
    reason: null,
    text: feedbackTextOf(s),
    relevance: s.relevanceScore,
  }));
  const judged = new Set(judgedSignals.map((s) => s.id));
  const residual = signals.filter((s) => !judged.has(s.id));
  const reranked = rankWithFeedback(residual, judgements, candidateOfSignal, weights);
  const byLabel = residual
    .map((s, i) => ({ id: s.id, i, grade: gradeFor(world, topic, s.id) ?? 0 }))
    .sort((x, y) => y.grade - x.grade || x.i - y.i);
  return {
    without: residualNdcg(
      world,
      topic,
      residual.map((s) => s.id),
      judged,
    ),
    with: residualNdcg(
      world,
      topic,
      reranked.map((r) => r.signal.id),
      judged,
    ),
    ceiling: residualNdcg(
      world,
      topic,
      byLabel.map((s) => s.id),
      judged,
    ),
    ups: judgements.filter((j) => j.judgement === 'up').length,
    downs: judgements.filter((j) => j.judgement === 'down').length,
  };
}

/** The model without sentence vectors (TF-IDF Rocchio alone: as shipped before them, and as the web's cards still rank). */
const WORDS_ONLY: FeedbackWeights = { ...FEEDBACK_WEIGHTS, sentenceUp: 0, sentenceDown: 0 };

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export async function feedbackEval(argv: string[]) {
  if (!heldAsFrozen()) return;
  const topics = await evalTopics();
  const world = buildWorld(topics, NOISE, { crossposts: REWORDED_CROSSPOSTS });
  // `--cache file` keeps the searches' signals, so tuning the weights does not search again.
  const cacheAt = argv.indexOf('--cache');
  const cache = cacheAt >= 0 ? argv[cacheAt + 1] : undefined;
  // `--sentence-model use|static|false`: the searches' stored order (the app's default when absent).
  const modelAt = argv.indexOf('--sentence-model');
  const model = modelAt >= 0 ? argv[modelAt + 1] : undefined;
  // `--repeat n`: every topic searched n times. A loaded machine changes which platforms answer in
  // time, so the stored order (the baseline) moves between runs; the mean over several is steadier.
  const repeatAt = argv.indexOf('--repeat');
  const repeat = repeatAt >= 0 ? Math.max(1, Number(argv[repeatAt + 1]) || 1) : 1;
  // `--split tune`: search and print the tune topics only, so choices made while tuning never read held-out.
  const splitAt = argv.indexOf('--split');
  const splits = (['tune', 'held'] as const).filter((s) => splitAt < 0 || argv[splitAt + 1] === s);
  const searched = topics.filter((t) => (splits as readonly string[]).includes(t.split));
  let runs: { topic: EvalTopic; signals: Signal[]; unanswered?: boolean }[] = [];
  if (cache && existsSync(cache)) {
    const stored = JSON.parse(readFileSync(cache, 'utf8')) as { topic: string; signals: Signal[]; unanswered?: boolean }[];
    runs = stored.flatMap((r) => searched.filter((t) => t.key === r.topic).map((topic) => ({ ...r, topic })));
  } else {
    const platforms = await startEvalPlatforms(world);
    try {
      for (let n = 0; n < repeat; n++)
        for (const topic of searched) {
          const run = await searchTopic(platforms, topic, DEFAULT_MAX_RESULTS, SERVED_PLATFORMS, { model });
          if (!run.failed) runs.push({ topic, signals: run.signals, unanswered: run.error !== undefined });
        }
    } finally {
      await platforms.close();
    }
    if (cache) writeFileSync(cache, JSON.stringify(runs.map((r) => ({ ...r, topic: r.topic.key }))));
  }
  const ofSplit = (split: EvalTopic['split']) => runs.filter((r) => r.topic.split === split);
  const figures = (split: EvalTopic['split'], weights?: FeedbackWeights, judged = JUDGED) =>
    ofSplit(split).map((r) => residualFigures(world, r.topic.key, r.signals, DEFAULT_MAX_RESULTS, weights, judged));

  if (argv.includes('--sweep'))
    for (const judged of [JUDGED, JUDGED_PAGE]) {
      console.log(
        `tune, top ${judged} judged: residual NDCG@10 with feedback by Rocchio's up weights (TF-IDF × sentence vectors; down weights as shipped)`,
      );
      for (const up of [0, 4, 8, 10, 12, 16])
        console.log(
          `  up ${String(up).padStart(2)}: ${[0, 4, 8, 10, 12, 16].map((sentenceUp) => `sentence ${sentenceUp} ${mean(figures('tune', { ...FEEDBACK_WEIGHTS, up, sentenceUp }, judged).map((f) => f.with)).toFixed(3)}`).join('  ')}`,
        );
    }
  for (const judged of [JUDGED, JUDGED_PAGE]) {
    console.log(
      `relevance feedback, residual collection: the first page's top ${judged} judged by the labels, NDCG@10 of everything not judged (Rocchio up ${FEEDBACK_WEIGHTS.up}, down ${FEEDBACK_WEIGHTS.down}; sentence vectors up ${FEEDBACK_WEIGHTS.sentenceUp}, down ${FEEDBACK_WEIGHTS.sentenceDown})${judged === JUDGED ? '' : ' (second reading)'}`,
    );
    for (const split of splits) {
      const f = figures(split, undefined, judged);
      const without = mean(f.map((x) => x.without));
      const withIt = mean(f.map((x) => x.with));
      const ceiling = mean(f.map((x) => x.ceiling));
      const better = f.filter((x) => x.with > x.without + 1e-9).length;
      const worse = f.filter((x) => x.with < x.without - 1e-9).length;
      const kinds = (test: (x: ResidualFigures) => boolean) => f.filter(test).length;
      const signed = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(3);
      const unanswered = ofSplit(split).filter((r) => r.unanswered).length;
      // The model before sentence vectors, on the same searches: what they add.
      const wordsOnly = mean(figures(split, WORDS_ONLY, judged).map((x) => x.with));
      console.log(
        `  ${split.padEnd(4)} (${f.length} topic searches${unanswered ? `, ${unanswered} with a platform that did not answer` : ''}): without ${without.toFixed(3)}, with ${withIt.toFixed(3)}, delta ${signed(withIt - without)}, ratio ${(without > 0 ? withIt / without : 0).toFixed(2)} (better on ${better}, worse on ${worse}${judged === JUDGED ? '; target +0.10' : ''})`,
      );
      // How much room the results leave: the best order of the same results, and the share of that room feedback took.
      console.log(
        `         TF-IDF alone (the model before sentence vectors) ${wordsOnly.toFixed(3)} (delta ${signed(wordsOnly - without)}); best order of the same results ${ceiling.toFixed(3)} (room ${signed(ceiling - without)}; feedback took ${ceiling > without ? Math.round((100 * (withIt - without)) / (ceiling - without)) : 0} %); judgements: ${kinds((x) => x.downs === 0)} topics all thumbs-up, ${kinds((x) => x.ups > 0 && x.downs > 0)} both, ${kinds((x) => x.ups === 0)} all thumbs-down (${f.reduce((s, x) => s + x.ups, 0)} up, ${f.reduce((s, x) => s + x.downs, 0)} down)`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await feedbackEval(process.argv.slice(2));
}
