/**
 * GitHub issues for the tune topics: issues filed from templates in made-up open-source
 * repositories, with +1s, maintainers' replies, bots, a pull request, and look-alikes.
 */
import { botComment, botIssue, githubIssue, githubPullRequest } from '../github';
import type { ExtraThreads } from '../types';

export const TUNE_GITHUB: ExtraThreads = {
  plants: [
    githubIssue(
      'leafcare/leafcare',
      'Feature request: per-plant watering reminders',
      "**Is your feature request related to a problem? Please describe.**\nI have 34 houseplants and a busy job. LeafCare reminds me to water *all* plants every Sunday, but the calathea wants water twice a week and the cactus once a month. I keep overwatering the succulents 😬\n\n**Describe the solution you'd like**\nA watering schedule per plant (or per pot size), with a reminder for each.\n\n**Describe alternatives you've considered**\nSeparate phone alarms. I have 11 of them.",
      [3, 'FR', 'M'],
      [
        ['+1, I travel for work and my monstera nearly died. Per-plant reminders would be perfect.', [3, 'PP', 'M']],
        ["Makes sense. The data model has one schedule per home right now; we'd need to migrate.", [1, 'DI', 'L']],
        botComment('stale', 'This issue has been automatically marked as stale because it has not had recent activity.'),
      ],
    ),
    githubIssue(
      'leafcare/leafcare',
      'Diagnose yellow leaves from a photo',
      "**Is your feature request related to a problem?**\nMy pothos leaves keep turning yellow and I can't tell if it's too much water, too little light or root rot.\n\n**Describe the solution you'd like**\nTake a photo of the leaf, get the likely causes &amp; what to do.",
      [3, 'FR', 'M'],
      [['Would love this. Half the plant questions in our Discord are "why are the leaves yellow" 😅', [2, 'DI', 'L']]],
    ),
    githubIssue(
      'homegrow/greenhouse-hub',
      'Soil moisture sensor stops reporting after a week',
      '### Describe the bug\nThe sensor reports fine for ~7 days then goes silent until I re-pair it, so my plants miss their watering.\n\n### Steps to reproduce\n1. Pair a sensor\n2. Wait a week\n\n### Environment\nfirmware 1.4.2',
      [2, 'CO', 'M'],
    ),
    githubIssue(
      'pixelgarden/pixelgarden',
      'Plants in the farming sim never need watering',
      '### Describe the bug\nIn the game, crops and houseplants grow even if you never water them. The reminder icon never shows.',
      [0, 'CO', 'L'],
    ),
    githubPullRequest(
      'leafcare/leafcare',
      'Per-plant watering schedules',
      'Adds a schedule to each plant and a reminder job per schedule.',
    ),
  ],
  oncall: [
    githubIssue(
      'pagerpup/pagerpup',
      'Group duplicate alerts so on-call is not paged 40 times at 3am',
      "**Is your feature request related to a problem? Please describe.**\nWe're a 6-person startup and everyone is on call. Last night one flapping disk check paged me 43 times between 3 and 4am. Alert fatigue is real: we've started muting the pager 😩\n\n**Describe the solution you'd like**\nGroup alerts with the same fingerprint into one incident and page once.\n\n**Additional context**\nWe'd pay for the hosted version if this lands.",
      [3, 'FR', 'H'],
      [
        ['+1. Most of our pages are noise, and the real one gets lost in them.', [3, 'PP', 'M']],
        ['Grouping is in the 2.0 milestone. Thanks for the numbers, they help.', [1, 'DI', 'L']],
      ],
    ),
    githubIssue(
      'pagerpup/pagerpup',
      'Link a runbook to each alert',
      "**Is your feature request related to a problem?**\nWhen an incident hits at night, the person on call has no runbook and has to guess. We keep runbooks in a wiki nobody can find at 3am.\n\n**Describe the solution you'd like**\nA `runbook_url` per alert rule, shown in the page.",
      [3, 'FR', 'M'],
      [['Same problem here, our runbooks are in 4 different places.', [2, 'PP', 'M']]],
    ),
    githubIssue(
      'promkit/alert-rules',
      'CPU alert fires on every deploy',
      '### Describe the bug\nThe default `HighCPU` alert fires for every rolling deploy and pages whoever is on call.\n\n### Expected behavior\nA `for: 10m` on the rule.',
      [2, 'CO', 'M'],
    ),
    botIssue('pagerpup/pagerpup', 'dependabot', 'Bump axios from 1.6.0 to 1.7.4', 'Bumps axios from 1.6.0 to 1.7.4.'),
    githubIssue(
      'hospital-roster/roster',
      'On-call doctors roster shows the wrong week',
      '### Describe the bug\nThe on-call roster for the cardiology ward shows last week for night shifts.',
      [0, 'CO', 'M'],
    ),
  ],
  tutor: [
    githubIssue(
      'openlearn/mathpath',
      'Feature request: progress report for parents',
      "**Is your feature request related to a problem?**\nI volunteer as a math tutor for teens at our library. Parents keep asking whether the tutoring is actually working and I have nothing to show them except vibes.\n\n**Describe the solution you'd like**\nA weekly progress report per student: topics practised, accuracy over time.",
      [3, 'FR', 'M'],
      [['+1 — as a parent paying for a tutor I would love to see this. I have no idea if it helps my son.', [3, 'PP', 'M']]],
    ),
    githubIssue(
      'openlearn/mathpath',
      'Add a directory of affordable volunteer tutors',
      "**Describe the solution you'd like**\nA page listing free or low-cost math tutors by area. Private tutors here charge $70/hour and many families can't afford it.",
      [2, 'FR', 'M'],
    ),
    githubIssue(
      'tutorial-gen/tutorial-gen',
      'Math rendering broken in generated tutorial',
      '### Describe the bug\nLaTeX math in the generated tutorial shows as raw `$$` blocks.',
      [0, 'CO', 'M'],
    ),
  ],
  hive: [
    githubIssue(
      'beelog/beelog',
      'Feature request: record varroa mite counts per inspection',
      "**Is your feature request related to a problem? Please describe.**\nI keep 4 hives in the back garden. I do a sugar roll every month, but the mite counts end up on scraps of paper and I can't see the trend before treating.\n\n**Describe the solution you'd like**\nA mite count field in the inspection log, and a chart per hive 🐝",
      [3, 'FR', 'M'],
      [
        [
          '+1 from another backyard beekeeper. I lost a colony last winter because I missed the rising mite count.',
          [3, 'PP', 'M'],
        ],
        ['Good one. Inspections already have custom fields; a chart is the missing part.', [1, 'DI', 'L']],
      ],
    ),
    githubIssue(
      'beelog/beelog',
      'Inspection log loses notes when offline in the apiary',
      '### Describe the bug\nNo signal at the hives. I write the inspection notes, tap save, and they are gone when I get home.\n\n### Steps to reproduce\n1. Airplane mode\n2. New inspection\n3. Save\n\n### Expected behavior\nSaved locally and synced later.',
      [2, 'CO', 'H'],
    ),
    githubIssue(
      'hivemind-db/hivemind',
      'Inspection of the hive metastore fails on Spark 3.5',
      '### Describe the bug\n`hivemind inspect` throws on tables created by Spark 3.5.\n\n### Steps to reproduce\nRun inspect against a Hive metastore with Spark 3.5 tables.',
      [0, 'CO', 'M'],
    ),
  ],
  trials: [
    githubIssue(
      'subtrack/subtrack',
      'Remind me before a free trial turns into a paid subscription',
      "**Is your feature request related to a problem? Please describe.**\nI forgot to cancel two free trials last month and got charged €64 😤 SubTrack lists my subscriptions but doesn't know about trials.\n\n**Describe the solution you'd like**\nAdd a trial end date and remind me 2 days before it charges.",
      [3, 'FR', 'M'],
      [
        ['+1, the streaming ones get me every time.', [3, 'PP', 'M']],
        ['Planned for the next release 👍', [1, 'DI', 'L']],
      ],
    ),
    githubIssue(
      'subtrack/subtrack',
      'Add cancellation instructions per service',
      '**Is your feature request related to a problem?**\nSome subscriptions are really hard to cancel (phone call only, hidden menus). A link or steps to cancel each one would save a lot of frustration.',
      [2, 'FR', 'M'],
    ),
    githubIssue(
      'trialdesk/trialdesk',
      'Clinical trial enrolment form cancels on submit',
      '### Describe the bug\nSubmitting the enrolment form for a clinical trial cancels the session and loses the data.',
      [0, 'CO', 'M'],
    ),
  ],
};
