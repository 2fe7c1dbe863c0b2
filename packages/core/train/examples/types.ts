/**
 * Hand-written training examples for the signal classifier (type, urgency, signal-or-not).
 *
 * Everything in train/examples is written for FirstSignal: nothing is copied from a public
 * dataset or a real thread, and every product, company, person, number and story is made up.
 * The topics reserved for evaluation (bench/) are deliberately left out, so a trained model is
 * never measured on what it was taught.
 *
 * Labels follow decisions §6:
 *   BI Buying Intent           ready to pay, buy or sign up (usually High)
 *   RR Recommendation Request  asks others to name a tool, product, service or person
 *                              (High for a tool to use now, Medium for general advice)
 *   PP Pain Point              the writer's own problem, now or recurring, not aimed at a
 *                              product; in a reply too ("same, I forget them for two weeks")
 *   CO Complaint               aimed at a product, service or company the writer uses or used
 *                              (High when leaving); in a reply too ("tried it, dropped it after
 *                              a week", "X is so bloated")
 *   FR Feature Request         asks an existing product to add or change something
 *   QU Question                how/why/what without asking for a product (Low when idle)
 *   DI Discussion              answers and tips in replies (a reply recommending or naming a
 *                              tool that works for the writer is DI), pitches, opinions,
 *                              finished stories with no problem left, news, jokes (Low)
 *   signal 1 when a founder could serve the writer; 0 for news, jokes, promotion, trivia,
 *          off-topic chatter, generic praise and answers to someone else.
 */
export type TypeCode = 'BI' | 'RR' | 'PP' | 'CO' | 'FR' | 'QU' | 'DI';
export type UrgencyCode = 'H' | 'M' | 'L';
export type Platform = 'reddit' | 'youtube' | 'hackernews';

export interface TrainingExample {
  platform: Platform;
  kind: 'post' | 'comment';
  /** A post's title; for a comment, the title of the post/video/story it sits under. */
  title: string;
  text: string;
  type: TypeCode;
  urgency: UrgencyCode;
  /** 1 when a founder could serve this person (they have a problem, want a solution, would pay, ask for a tool, request a feature, complain about a product they use); 0 for news, jokes, promotion, trivia, off-topic chatter, generic praise. */
  signal: 0 | 1;
}

export const RD = 'reddit';
export const YT = 'youtube';
export const HN = 'hackernews';

/** A post, a YouTube video (text = description) or a Hacker News story (text '' for a link). */
export function post(
  platform: Platform,
  title: string,
  text: string,
  type: TypeCode,
  urgency: UrgencyCode,
  signal: 0 | 1,
): TrainingExample {
  return { platform, kind: 'post', title, text, type, urgency, signal };
}

export function comment(
  platform: Platform,
  threadTitle: string,
  text: string,
  type: TypeCode,
  urgency: UrgencyCode,
  signal: 0 | 1,
): TrainingExample {
  return { platform, kind: 'comment', title: threadTitle, text, type, urgency, signal };
}

/** `[text, type, urgency, signal]` of one comment. */
export type CommentRow = readonly [string, TypeCode, UrgencyCode, 0 | 1];

/** Several comments under the same post, video or story. */
export function thread(platform: Platform, threadTitle: string, ...rows: readonly CommentRow[]): TrainingExample[] {
  return rows.map(([text, type, urgency, signal]) => comment(platform, threadTitle, text, type, urgency, signal));
}
