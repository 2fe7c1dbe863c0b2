/**
 * GitHub Discussions for the held-out topics (written 2026-11-28 and frozen before any run with
 * discussions on; only totals are looked at). Ideas, Q&A and Show-and-tell threads in made-up
 * repositories, with replies, a bot, and look-alikes that share the topic's words. Made up, like
 * the rest of the corpus.
 */
import { botComment, githubDiscussion } from '../github';
import type { ExtraThreads } from '../types';

export const HELD_GITHUB_DISCUSSIONS: ExtraThreads = {
  flaky: [
    githubDiscussion(
      'testgrid/testgrid',
      'Ideas',
      'Auto-quarantine tests that flip on the same commit',
      "Our CI has ~400 tests that fail-then-pass on retry. Everyone clicks re-run and nobody owns them. Could testgrid mark a test as flaky after N flips on an identical commit, move it to a quarantine job, and open an issue for the owning team?\r\n\r\nWe would pay for a hosted version of exactly this 🙏",
      [3, 'FR', 'H'],
      [
        ['Strong +1. We built a half-working script for this and it rots every quarter.', [3, 'PP', 'M']],
        ['Quarantine needs an expiry, otherwise it becomes a graveyard.', [2, 'DI', 'L']],
        botComment('welcome', 'Thanks for starting a discussion! Please check the roadmap pinned above.'),
      ],
    ),
    githubDiscussion(
      'jestkit/jestkit',
      'Q&A',
      'How do I find which tests are flaky across CI runs?',
      'I have the JUnit XML of the last 200 runs. Is there a way to see which tests flip between pass and fail on the same commit? Retrying hides it.',
      [3, 'QU', 'M'],
      [['Not built in. People diff the XML by hand or use a dashboard.', [1, 'DI', 'L']]],
    ),
    githubDiscussion(
      'flakesnow/flakesnow',
      'General',
      'Snowflake SQL formatter: flaky output on long CTEs',
      'The formatter output changes between runs for queries with long CTEs. Known issue?',
      [0, 'CO', 'L'],
    ),
  ],
  receipts: [
    githubDiscussion(
      'ledgerleaf/ledgerleaf',
      'Ideas',
      'Forward e-mailed receipts and snap paper ones into the expense',
      "Self-employed here 🧾. At tax time I spend two full evenings matching receipts to expenses, and half the paper ones have faded. An inbox address to forward receipts to, plus a photo from the phone, would save me.",
      [3, 'FR', 'H'],
      [['Same pain, my accountant charges me extra for the shoebox.', [3, 'PP', 'M']]],
    ),
    githubDiscussion(
      'posreceipt/posreceipt',
      'Q&A',
      'Printing receipts on a thermal printer from the POS',
      'How do I configure the thermal receipt printer width (58mm) in the POS settings?',
      [0, 'QU', 'L'],
    ),
  ],
  dogwalk: [
    githubDiscussion(
      'walkroute/walkroute',
      'Show and tell',
      'My dog walking route planner with elevation',
      'Built a route planner for long dog walks that avoids steep hills for my old lab 🐕. Feedback welcome!',
      [0, 'DI', 'L'],
    ),
  ],
};
