/**
 * Bluesky posts for the tune topics: short posts with handles, hashtags, emoji, links and
 * replies, and look-alikes that share the topics' words.
 */
import { bluesky } from '../bluesky';
import type { ExtraThreads } from '../types';

export const TUNE_BLUESKY: ExtraThreads = {
  plants: [
    bluesky(
      'Killed another calathea 🪦🌿 I never remember which plant needs water when. Is there an app that reminds you per plant?? #houseplants',
      [3, 'RR', 'M'],
      [
        ['I use Planta-style apps but they nag about everything at once', [2, 'CO', 'M']],
        ['sticky notes on each pot, low tech 😂', [1, 'DI', 'L']],
      ],
    ),
    bluesky(
      'Why are my pothos leaves turning yellow 😭 too much water? too little? I travel for work and my plants suffer',
      [3, 'QU', 'M'],
      [['usually overwatering! check the roots', [2, 'DI', 'L']]],
    ),
    bluesky('Yellow leaves everywhere on my street, autumn is here 🍂✨', [0, 'DI', 'L']),
    bluesky(
      'Our plant in Ohio is hiring maintenance techs, water treatment experience a plus https://example.com/careers/plant-maintenance-ohio',
      [0, 'DI', 'L'],
    ),
  ],
  oncall: [
    bluesky(
      'Got paged 40 times between 3 and 4am for a disk alert that fixed itself. Small startup on-call is brutal. Alert fatigue is real 😵‍💫 #sre',
      [3, 'PP', 'M'],
      [
        ['we deleted half our alerts and nothing bad happened', [2, 'DI', 'L']],
        ['same, and we have no runbooks so every incident is improv 🙃', [3, 'PP', 'M']],
      ],
    ),
    bluesky(
      'Any recs for on-call tooling for a 5-person team? PagerDuty pricing is wild for us. Need alert grouping and runbooks',
      [3, 'RR', 'H'],
    ),
    bluesky('On call this weekend at the hospital, send coffee ☕🏥', [0, 'DI', 'L']),
  ],
  tutor: [
    bluesky(
      'My 15yo is really struggling with algebra. Private math tutors here are $80/hr 😬 any affordable options that actually work? #parenting',
      [3, 'RR', 'H'],
      [['our library has free volunteer tutors, worth asking!', [2, 'DI', 'L']]],
    ),
    bluesky("Paying for a math tutor for 4 months and I honestly can't tell if it's working. Grades the same. How do you know?", [
      3,
      'QU',
      'M',
    ]),
    bluesky('New tutorial: math for game developers, part 3 🎮 https://example.dev/tutorials/gamedev-math-3', [0, 'DI', 'L']),
  ],
  hive: [
    bluesky(
      'Mite count this morning: 9 per 300 bees on hive 2 🐝😬 I keep these numbers in a notebook and can never see the trend. How do other backyard beekeepers log inspections?',
      [3, 'QU', 'M'],
      [['spreadsheet per hive, but I never update it in the field', [2, 'PP', 'M']]],
    ),
    bluesky('Hive inspection done, queen spotted 👑🐝 #beekeeping', [1, 'DI', 'L']),
    bluesky('The hive mind of this site is something else today 😂', [0, 'DI', 'L']),
  ],
  trials: [
    bluesky(
      'Forgot to cancel ANOTHER free trial. €12.99 gone. Why do they make cancelling so hard 😤',
      [3, 'CO', 'M'],
      [
        ['I use a virtual card for every trial now', [2, 'DI', 'L']],
        ['the gym one needed a letter by post. a LETTER. 📮', [3, 'CO', 'M']],
      ],
    ),
    bluesky('Is there an app that reminds you before free trials charge you? I would pay for that lol', [3, 'BI', 'H']),
    bluesky('Phase 3 trials of the new vaccine start next month 💉 https://example.org/news/phase-3-trials', [0, 'DI', 'L']),
  ],
};
