/**
 * Reworded cross-posts: the same person asking the same question again in another community a
 * few hours later, with a new title and a sentence dropped or moved, as people do. Each is a copy
 * of one relevant post of a topic (same author, same label, counted once by its original), so a
 * search that shows both shows the same person twice and charges for them twice.
 *
 * Tune topics' copies are reworded by hand (`title`, `body`). Held-out topics are frozen and never
 * read item by item, so their copies are reworded mechanically by the world (`rewordMechanically`
 * in world.ts) from the first relevant Reddit post that has enough sentences: this tests the
 * collapse of duplicates, not the search's tuning, and takes nothing from the held-out text.
 */
export interface RewordedCrosspost {
  topic: string;
  /** The thread's index in its topic; absent: the topic's first relevant Reddit post of 3+ sentences. */
  thread?: number;
  /** Subreddit without "r/". */
  community: string;
  hoursLater: number;
  title?: string;
  body?: string;
}

export const REWORDED_CROSSPOSTS: readonly RewordedCrosspost[] = [
  {
    topic: 'hive',
    thread: 1,
    community: 'beekeepingUK',
    hoursLater: 6,
    title: 'Is there an app that graphs mite washes per hive?',
    body: 'I do an alcohol wash every 3 weeks and my mite numbers are on scraps of paper. I need to see the trend for each hive so I know when to treat. Do I really have to learn spreadsheets at 60?',
  },
  {
    topic: 'oncall',
    thread: 1,
    community: 'devops',
    hoursLater: 3,
    title: 'OpsBell alert grouping is paywalled, what do small teams use?',
    body: "One flapping check sends us 12 pages through OpsBell, and grouping only comes with the $40/user 'Business' tier. We're 9 people, seed stage. Is there anything that sits in front of it and just kills the noise?",
  },
  { topic: 'plants', community: 'houseplants', hoursLater: 4 },
  { topic: 'tutor', community: 'Parenting', hoursLater: 9 },
  { topic: 'trials', community: 'SaaS', hoursLater: 2 },
  { topic: 'dogwalk', community: 'smallbusiness', hoursLater: 5 },
  { topic: 'flaky', community: 'ExperiencedDevs', hoursLater: 7 },
  { topic: 'practice', community: 'Teachers', hoursLater: 3 },
  { topic: 'receipts', community: 'smallbusiness', hoursLater: 20 },
  { topic: 'rsvp', community: 'nonprofit', hoursLater: 11 },
];
