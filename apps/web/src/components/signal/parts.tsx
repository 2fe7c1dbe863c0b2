/** The small pieces every signal card is made of, shared by the results and current-signals views. */
import { relevanceBarWidth, type AlsoPosted, type Engagement, type SearchablePlatform, type Signal, type UrgencyLevel } from '@firstsignal/core';
import { Badge, cn } from '@firstsignal/ui';
import { formatCount, formatShortDate, isoOf, nounFor } from '../../lib/format';
import { usePlatform } from '../../search/platforms';
import { platformLabel } from '../../search/types';

/** Each platform's badge colours (its label comes from core's PLATFORM_LABELS). */
const PLATFORM_STYLE: Record<SearchablePlatform, string> = {
  reddit: 'bg-orange-100 text-orange-800',
  youtube: 'bg-red-100 text-red-800',
  // Hacker News orange (#ff6600), with dark text for contrast.
  hackernews: 'bg-[#ff6600] text-slate-950',
  stackexchange: 'bg-sky-100 text-sky-900',
  github: 'bg-slate-800 text-white',
  lemmy: 'bg-emerald-100 text-emerald-900',
  bluesky: 'bg-blue-100 text-blue-800',
  // App Store blue (#0d96f6) is too light for text: a pale blue badge with dark text.
  appstore: 'bg-blue-100 text-blue-900',
  discourse: 'bg-emerald-100 text-emerald-900',
};

export function PlatformBadge({ platform }: { platform: string }) {
  return <Badge className={PLATFORM_STYLE[platform as SearchablePlatform] ?? 'bg-slate-100 text-slate-700'}>{platformLabel(platform)}</Badge>;
}

/** Post or Comment, in the platform's words (Hacker News calls its posts stories; GitHub has issues and discussions). */
export function KindBadge({ type, platform, url }: Pick<Signal, 'type' | 'platform' | 'url'>) {
  const display = usePlatform(platform);
  const post = display?.postNounsByLink?.find((kind) => url.includes(kind.linkHas))?.noun ?? display?.postNoun ?? 'Post';
  return <Badge className="bg-slate-100 text-slate-700">{type === 'comment' ? 'Comment' : post}</Badge>;
}

const URGENCY_STYLE: Record<UrgencyLevel, string> = {
  High: 'bg-red-50 text-red-700 ring-1 ring-red-200',
  Medium: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  Low: 'bg-slate-50 text-slate-600 ring-1 ring-slate-200',
};

export function UrgencyBadge({ level }: { level: UrgencyLevel }) {
  return <Badge className={URGENCY_STYLE[level] ?? URGENCY_STYLE.Low}>Urgency: {level}</Badge>;
}

export function TypeBadge({ type }: { type: string }) {
  return <Badge className="bg-indigo-50 text-indigo-700 ring-1 ring-indigo-200">Type: {type}</Badge>;
}

/** r/subreddit links to the subreddit; a YouTube channel is named (signals carry no channel URL). */
/** Who wrote it, where the platform names them (runs stored before authors were kept have none). */
export function AuthorName({ author }: { author: string | undefined }) {
  if (!author) return null;
  return (
    <span className="text-xs text-slate-500" data-testid="signal-author">
      by {author}
    </span>
  );
}

export function SourceLink({ signal }: { signal: Pick<Signal, 'platform' | 'source'> }) {
  if (signal.platform === 'reddit' && /^r\/[A-Za-z0-9_]+$/.test(signal.source)) {
    return (
      <a
        href={`https://www.reddit.com/${signal.source}/`}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm font-medium text-slate-700 hover:text-indigo-700 hover:underline"
      >
        {signal.source}
      </a>
    );
  }
  return <span className="text-sm font-medium text-slate-700">{signal.source}</span>;
}

export function RelevanceBar({ score }: { score: number }) {
  const percent = Math.round(score * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs font-medium text-slate-600">
        <span>Relevance</span>
        <span data-testid="relevance-percent">{percent}%</span>
      </div>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${relevanceBarWidth(score)}%` }} />
      </div>
    </div>
  );
}

/** Until the server has said what a platform publishes. */
const USUAL_FIGURES: readonly { field: 'upvotes' | 'comments'; noun: string; plural?: string }[] = [
  { field: 'upvotes', noun: 'upvote' },
  { field: 'comments', noun: 'comment' },
];

/**
 * Engagement in each platform's words, with only the figures the platform publishes (a zero that
 * only means "not reported" would mislead), as its source states them (packages/sources): e.g.
 * Hacker News gives points (none for comments) and comments; Reddit's API reports no views.
 */
export function EngagementStats({
  engagement,
  platform,
  kind,
  className,
}: {
  engagement: Engagement;
  platform: string;
  kind: Signal['type'];
  className?: string;
}) {
  const figures = usePlatform(platform)?.engagement[kind] ?? USUAL_FIGURES;
  const items = figures.map(({ field, noun, plural }) => [noun, engagement[field], plural] as const);
  return (
    <ul aria-label="Engagement" className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500', className)}>
      {items.map(([one, value, many]) => (
        <li key={one}>
          <span className="font-medium text-slate-700">{formatCount(value ?? 0)}</span> {nounFor(value ?? 0, one, many)}
        </li>
      ))}
    </ul>
  );
}

export function SignalDate({ value }: { value: string | number | null | undefined }) {
  const text = formatShortDate(value);
  if (!text) return null;
  return (
    <time dateTime={isoOf(value)} className="text-xs text-slate-500">
      {text}
    </time>
  );
}

/** The one-line reason and the quoted sentence that earned the signal its type (decisions §6). */
export function SignalEvidence({ reason, evidence, judged_by }: Pick<Signal, 'reason' | 'evidence' | 'judged_by'>) {
  if (!reason && !evidence) return null;
  return (
    <div className="space-y-1.5 text-sm">
      {reason && <p className="text-slate-700">{reason}</p>}
      {/* With an AI provider, every signal says which judged it (issue 28). */}
      {judged_by && (
        <p data-testid="judged-by" className="text-xs text-slate-500">
          {judged_by === 'local' ? 'Ranked locally' : `Judged by ${judged_by}`}
        </p>
      )}
      {evidence && <blockquote className="border-l-2 border-indigo-300 pl-3 italic text-slate-600">“{evidence}”</blockquote>}
    </div>
  );
}

/**
 * "Also posted in r/x, r/y": the same person's cross-posts, collapsed into this signal and charged
 * once, each community a link to its post. Signals kept before cross-posts were recorded have none.
 */
export function AlsoPostedIn({ links }: { links: readonly AlsoPosted[] | undefined }) {
  if (!links || links.length === 0) return null;
  return (
    <p data-testid="also-posted" className="text-xs text-slate-500">
      Also posted in{' '}
      {links.map((link, i) => (
        <span key={link.url}>
          {i > 0 && ', '}
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-slate-700 hover:text-indigo-700 hover:underline"
          >
            {link.source || link.url}
          </a>
        </span>
      ))}
    </p>
  );
}

/** What both card kinds show under the title: the snippet, the relevance bar, urgency and type. */
/**
 * What a card leads with. A comment leads with its own words and names its thread under them as
 * context: a thread's post and two of its comments would otherwise read as three cards with one
 * bold title, like duplicates.
 */
export function SignalHeadline({
  signal,
  id,
  linked,
}: {
  signal: Pick<Signal, 'type' | 'title' | 'snippet' | 'url' | 'parent_post' | 'post_url'>;
  id: string;
  /** The headline opens the conversation (the results view); otherwise an action beside it does. */
  linked: boolean;
}) {
  const comment = signal.type === 'comment' && signal.snippet.trim() !== '';
  const words = comment ? signal.snippet : signal.title;
  const thread = signal.parent_post ?? signal.title;
  return (
    <>
      <h3 id={id} className={cn('font-semibold leading-snug text-slate-900', comment ? 'line-clamp-4 text-sm' : 'text-base')}>
        {linked ? (
          <a href={signal.url} target="_blank" rel="noopener noreferrer" className="hover:text-indigo-700 hover:underline">
            {words}
          </a>
        ) : (
          words
        )}
      </h3>
      {comment && thread && (
        <p className="text-xs text-slate-500" data-testid="parent-post">
          On:{' '}
          {signal.post_url ? (
            <a href={signal.post_url} target="_blank" rel="noopener noreferrer" className="font-medium text-indigo-600 hover:underline">
              {thread}
            </a>
          ) : (
            <span className="font-medium text-slate-700">{thread}</span>
          )}
        </p>
      )}
    </>
  );
}

/** The snippet (unless the headline already is the comment's words), relevance, urgency and type. */
export function SignalSummary({
  signal,
}: {
  signal: Pick<Signal, 'type' | 'snippet' | 'relevanceScore' | 'urgencyLevel' | 'signalType'>;
}) {
  const inHeadline = signal.type === 'comment';
  return (
    <>
      {signal.snippet && !inHeadline && <p className="line-clamp-4 text-sm text-slate-600">{signal.snippet}</p>}
      <RelevanceBar score={signal.relevanceScore} />
      <div className="flex flex-wrap gap-2">
        <UrgencyBadge level={signal.urgencyLevel} />
        <TypeBadge type={signal.signalType} />
      </div>
    </>
  );
}
