/**
 * GitHub issues for the held-out topics (written 2026-11-28 and frozen before any run with GitHub
 * on; only totals are looked at). Issues filed from templates in made-up open-source repositories,
 * with +1s, maintainers' replies, bots, a pull request, and look-alikes that share the topic's
 * words. Made up, like the rest of the corpus.
 */
import { botComment, botIssue, githubIssue, githubPullRequest } from '../github';
import type { ExtraThreads } from '../types';

export const HELD_GITHUB: ExtraThreads = {
  dogwalk: [
    githubIssue(
      'leashly/leashly',
      'Feature request: take payment when a client books a walk',
      "**Is your feature request related to a problem? Please describe.**\r\nI'm an independent dog walker (11 regular clients) and I self-host Leashly for bookings. Bookings work great, but payment is a separate mess: I send a Venmo request after every walk and half of them are ignored for weeks 😩\r\n\r\n**Describe the solution you'd like**\r\nCharge a saved card when the walk is booked (or when I mark it done). Weekly bundle would be fine too.\r\n\r\n**Describe alternatives you've considered**\r\nA spreadsheet + reminders. It's the worst part of my week.\r\n\r\n**Additional context**\r\nHappy to test a beta 🐕‍🦺",
      [3, 'FR', 'M'],
      [
        ['Thanks for the detailed write-up! Payments are on the roadmap for 0.9; no date yet.', [1, 'DI', 'L']],
        ['+1 — I walk 9 dogs a day and lose at least one Friday evening a week chasing payments. Would happily pay for a hosted version that does this.', [3, 'BI', 'H']],
        ['👍', [1, 'DI', 'L']],
        botComment('stale', 'This issue has been automatically marked as stale because it has not had recent activity. It will be closed if no further activity occurs.'),
      ],
    ),
    githubIssue(
      'leashly/leashly',
      'Recurring weekly bookings create a duplicate invoice every Monday',
      '### Describe the bug\nEvery client with a recurring booking (Mon/Wed/Fri walks) gets two invoices on Monday morning. Two clients paid twice and one thought I was scamming her 🙈\n\n### Steps to reproduce\n1. Create a client with a weekly recurring walk\n2. Enable "invoice weekly"\n3. Wait for Monday 06:00\n\n### Expected behavior\nOne invoice per week.\n\n### Environment\n- Leashly 0.8.2 (docker)\n- Postgres 15',
      [2, 'CO', 'M'],
      [
        ['Can reproduce on 0.8.2, looks like the cron job runs once per timezone. Fix incoming.', [1, 'DI', 'L']],
        ['Same here, had to refund 4 clients &amp; apologise. Please ship the fix soon, I run my whole dog walking business on this.', [2, 'CO', 'H']],
      ],
    ),
    githubPullRequest(
      'leashly/leashly',
      'Add Stripe checkout to walk bookings',
      'Closes the payment request issue. Adds a checkout step after a client books a walk; off by default.',
      [['Reviewed, a few comments on the webhook handler.', [0, 'DI', 'L']]],
    ),
    githubIssue(
      'trailmap/trailmap',
      'Add a dog-friendly layer for walking routes',
      '**Is your feature request related to a problem?**\nWhen I plan walks with my dog I have to check every park by hand for leash rules.\n\n**Describe the solution you\'d like**\nA map layer showing dog-friendly parks and off-leash areas along walking routes.',
      [0, 'FR', 'L'],
      [['Would love this for hiking too 🥾', [0, 'DI', 'L']]],
    ),
    githubIssue(
      'innkeep/innkeep',
      'Booking payments fail for walk-in guests',
      '### Describe the bug\nWhen the front desk creates a booking for a walk-in guest, the card payment step throws `PaymentIntent requires customer`. Online bookings are fine.\n\n### Steps to reproduce\n1. New booking → walk-in\n2. Take payment by card\n\n### Expected behavior\nPayment succeeds.',
      [0, 'CO', 'M'],
    ),
  ],
  receipts: [
    githubIssue(
      'ledgerleaf/ledgerleaf',
      'Attach a photo of the paper receipt to an expense',
      "**Is your feature request related to a problem? Please describe.**\nI'm self-employed and I lose paper receipts all the time. By tax time half of the thermal ones have faded to nothing and my accountant can't use them.\n\n**Describe the solution you'd like**\nSnap a photo from the phone and attach it to the expense right away, so the receipt exists somewhere other than my jacket pocket.\n\n**Describe alternatives you've considered**\nA shoebox. A Dropbox folder called `receipts-2026-FINAL` that I never open.",
      [3, 'FR', 'M'],
      [
        ['+1. Thermal receipts from the hardware store are blank by March. This would save me a weekend every year.', [3, 'PP', 'M']],
        ['We accept PRs for this! The attachments table already exists, it just needs a mobile upload.', [1, 'DI', 'L']],
        ['+1 👍👍', [1, 'DI', 'L']],
      ],
    ),
    githubIssue(
      'ledgerleaf/ledgerleaf',
      'Expense report export for the tax year takes 20+ minutes',
      '### Describe the bug\nExporting the yearly expense report (about 4,000 expenses, many with receipts) takes forever and sometimes times out. I do this once a year at tax time and it ruins my evening.\n\n### Steps to reproduce\n1. Reports → Expense report\n2. Range: 2025-01-01..2025-12-31\n3. Export as PDF\n\n### Expected behavior\nDone in a minute or two.\n\n### Screenshots\n&lt;none&gt;',
      [2, 'CO', 'M'],
      [['Confirmed, the PDF renderer loads every receipt image at full size. Working on it.', [1, 'DI', 'L']]],
    ),
    botIssue('ledgerleaf/ledgerleaf', 'renovate', 'Dependency Dashboard', 'This issue lists Renovate updates and detected dependencies. Read the Dependency Dashboard docs to learn more.\n\n## Open\n- [ ] Update dependency pdfkit to v0.16'),
    githubIssue(
      'printkit/escpos-driver',
      'Receipt printer cuts the paper too early on long receipts',
      '### Describe the bug\nOn receipts longer than ~40 lines the printer cuts before the footer is printed.\n\n### Steps to reproduce\nPrint any receipt with more than 40 items.\n\n### Environment\nEpson TM-T20III, driver 2.3.1',
      [0, 'CO', 'M'],
    ),
    githubIssue(
      'taxform-tools/taxform',
      'Support the new expense categories for the 2026 tax year',
      '**Is your feature request related to a problem?**\nThe 2026 forms added two expense categories; the tool still uses the old list.',
      [0, 'FR', 'L'],
    ),
  ],
  practice: [
    githubIssue(
      'metronomo/metronomo',
      'Feature request: a practice log my teacher can see',
      "**Is your feature request related to a problem? Please describe.**\nI teach violin to 22 kids and use Metronomo in lessons. Between lessons I have no idea who practiced. The paper practice charts come back signed by parents in the car 🙃\n\n**Describe the solution you'd like**\nStudents log practice (minutes, what they played, maybe a short recording) at home and I see a weekly summary per student.\n\n**Additional context**\nI'd pay for a teacher account if it's hosted.",
      [3, 'FR', 'M'],
      [
        ['+1 from a piano teacher with 30 students. Knowing who actually practiced would change how I plan lessons.', [3, 'PP', 'M']],
        ["Interesting idea. Metronomo is offline-first, so sharing is out of scope for now, but I'll keep this open.", [1, 'DI', 'L']],
        botComment('stale', 'This issue has been automatically marked as stale because it has not had recent activity.'),
      ],
    ),
    githubIssue(
      'scorebook/scorebook',
      "Students can't share practice recordings with their teacher",
      '### Describe the bug\nThe "share recording" button only offers a local file. My students record their practice at home and then have no way to send it to me except WhatsApp.\n\n### Expected behavior\nA share link, or an upload to the teacher\'s class.',
      [2, 'CO', 'M'],
    ),
    githubIssue(
      'codekata/kata-runner',
      'Track practice progress across katas',
      '**Is your feature request related to a problem?**\nI do a kata every morning to practice TDD. I\'d like to see a streak and time per kata.\n\n**Describe the solution you\'d like**\nA `kata stats` command.',
      [0, 'FR', 'L'],
      [['+1, a streak would keep me honest 😄', [0, 'DI', 'L']]],
    ),
    githubIssue(
      'clinicdesk/clinicdesk',
      'Practice settings: teachers and students roles for the teaching clinic',
      'Our dental practice is also a teaching clinic. We need roles for supervising teachers and students so students only see their own patients.',
      [0, 'FR', 'M'],
    ),
  ],
  flaky: [
    githubIssue(
      'gridci/gridci',
      'Automatically quarantine flaky tests',
      "**Is your feature request related to a problem? Please describe.**\nOur main branch is red several times a day because of flaky tests. Everyone has learned to hit re-run until it's green, which also hides real failures.\n\n**Describe the solution you'd like**\nGridCI already knows when a test failed and then passed on retry. Flag those tests as flaky after N flips and quarantine them automatically (still run, but don't fail the build), with a list someone owns.\n\n**Describe alternatives you've considered**\nA homegrown script that parses JUnit XML. It breaks every other week.",
      [3, 'FR', 'H'],
      [
        ["+1, we'd pay for this as part of the enterprise plan. Flaky tests cost us ~10 engineer-hours a week.", [3, 'BI', 'H']],
        ['Thanks! We are scoping test-level analytics for Q1, quarantine would build on that.', [1, 'DI', 'L']],
        ['Please 🙏 our monorepo has ~200 known flaky tests and a spreadsheet to track them.', [3, 'PP', 'H']],
        botComment('gridci-bot', '⚠️ This issue is linked to 3 failing workflow runs.'),
      ],
    ),
    githubIssue(
      'jestling/jestling',
      'Report tests that only passed on retry',
      "**Is your feature request related to a problem?**\n`--retries 2` makes CI green but hides flaky tests completely; nobody knows which ones needed a retry.\n\n**Describe the solution you'd like**\nPrint (and write to JSON) the tests that failed first and passed on retry, so we can detect flaky tests over time.",
      [3, 'FR', 'M'],
      [['This would be very useful for our flaky test dashboard.', [2, 'FR', 'M']]],
    ),
    githubIssue(
      'gridci/gridci',
      'Test marked as flaky still fails the build',
      '### Describe the bug\nWe mark flaky tests with `@flaky` as documented, but a failure still turns the pipeline red.\n\n### Steps to reproduce\n1. Add `@flaky` to a test\n2. Make it fail\n3. The build fails\n\n### Expected behavior\nA warning, not a failure.\n\n### Version\ngridci 4.2.0',
      [2, 'CO', 'M'],
    ),
    githubPullRequest(
      'gridci/gridci',
      'Quarantine tests with the flaky label',
      'Adds a `quarantine` list: tests on it run but cannot fail the build.',
    ),
    githubIssue(
      'kitchen-notes/recipes',
      'Pie crust: make it more flaky',
      'The all-butter crust comes out dense. Should we switch to the lamination method so it is flaky and crisp? Tested twice in CI (the Community Institute kitchen 😄).',
      [0, 'FR', 'L'],
    ),
    githubIssue(
      'netpulse/netpulse',
      'Flaky Wi-Fi detection reports false drops',
      '### Describe the bug\nThe agent reports the Wi-Fi as flaky and drops every few minutes, but the connection is fine.\n\n### Steps to reproduce\nRun the agent on a laptop for an hour.',
      [0, 'CO', 'M'],
    ),
  ],
  rsvp: [
    githubIssue(
      'partyline/partyline',
      'Feature request: automatic RSVP reminders before the deadline',
      "**Is your feature request related to a problem? Please describe.**\nI'm using Partyline for my wedding (120 guests). The RSVP deadline passed and 35 guests never answered. The caterer needs a final headcount on Friday and I'm texting people one by one 😤\n\n**Describe the solution you'd like**\nReminder emails/SMS to guests who haven't replied, 7 and 2 days before the RSVP deadline, and a list of who's still missing.\n\n**Additional context**\nI'd sponsor this on GitHub Sponsors if it lands before the wedding 💍",
      [3, 'FR', 'H'],
      [
        ['+1, same with our school gala. Chasing RSVPs for the catering headcount took a week.', [3, 'PP', 'M']],
        ['Good idea, reminders are the most requested feature. PRs welcome, otherwise planned for v3.', [1, 'DI', 'L']],
        ['[deleted]', [2, 'PP', 'M']],
      ],
    ),
    githubIssue(
      'partyline/partyline',
      'Headcount export counts "maybe" as yes',
      '### Describe the bug\nThe caterer export includes guests who answered "maybe", so my headcount was 18 too high and we paid for 18 extra meals.\n\n### Expected behavior\nOnly "yes" in the headcount, maybes listed apart.\n\n### Environment\nPartyline 2.4 on Fly.io',
      [2, 'CO', 'M'],
    ),
    githubIssue(
      'kubetally/headcount',
      'headcount reports the wrong number of pods per namespace',
      '### Describe the bug\n`headcount pods -n prod` reports 41, `kubectl get pods` shows 38.\n\n### Steps to reproduce\nRun against a namespace with completed jobs.',
      [0, 'CO', 'M'],
    ),
    githubIssue(
      'calsync/calsync',
      'RSVP status from Outlook invites is not synced',
      '### Describe the bug\nWhen I accept a meeting invite in Outlook, the RSVP shows as "needs action" in the synced calendar.',
      [0, 'CO', 'M'],
    ),
  ],
};
