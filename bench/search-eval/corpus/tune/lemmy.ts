/**
 * Lemmy threads for the tune topics: Reddit-like communities on several instances, in their
 * casual register, with look-alikes that share the topic's words. Made up.
 */
import { lemmy, type ExtraThreads } from '../types';

export const TUNE_LEMMY: ExtraThreads = {
  plants: [
    lemmy(
      'houseplants@lemmy.world',
      'I keep forgetting which plant needs water when 🌱',
      "40 houseplants, all on different schedules, and I travel for work. Calendar reminders don't cut it. Is there an app that tracks each plant separately and maybe tells me why the leaves are going yellow?",
      [3, 'RR', 'H'],
      [
        ['Yellow leaves are almost always overwatering, in my experience.', [1, 'DI', 'L']],
        ['Same problem. I tried two apps, both wanted a subscription for basic reminders.', [2, 'CO', 'M']],
      ],
    ),
    lemmy(
      'gardening@slrpnk.net',
      'Yellow leaves on my monstera, help',
      'Lower leaves turning yellow one after another. Water once a week, bright indirect light. What am I doing wrong?',
      [2, 'QU', 'M'],
    ),
    lemmy(
      'technology@lemmy.world',
      'Nuclear plant operators are using yellow alert reminders now',
      'Interesting write-up on alarm design in power plants.',
      [0, 'DI', 'L'],
    ),
  ],
  oncall: [
    lemmy(
      'sysadmin@lemmy.ml',
      'On-call at a 5-person startup is burning me out',
      "Pager goes off at 3am for stuff that fixes itself. No runbooks, so every incident is archaeology. How do small teams make on-call bearable? Any alerting tool that's smart about noise?",
      [3, 'PP', 'H'],
      [['We moved everything non-critical to a morning digest. Night pages dropped a lot.', [2, 'DI', 'L']]],
    ),
    lemmy(
      'asklemmy@lemmy.world',
      'Doctors on call: how do you sleep?',
      'Question for medical folks who do on-call nights.',
      [0, 'QU', 'L'],
    ),
  ],
  tutor: [
    lemmy(
      'parenting@lemmy.world',
      'Math tutor for my teen costs a fortune and I can’t tell if it works',
      "$65/hour, twice a week, three months in. Grades haven't moved. How do you know if tutoring is worth it?",
      [3, 'QU', 'M'],
      [['Ask for a before/after test on specific topics. Grades lag behind.', [1, 'DI', 'L']]],
    ),
    lemmy(
      'languagelearning@lemmy.world',
      'Looking for a Spanish conversation tutor',
      'Adult learner, B1, want to practise speaking.',
      [0, 'RR', 'L'],
    ),
  ],
  hive: [
    lemmy(
      'beekeeping@slrpnk.net',
      'What do you use to log inspections and mite counts?',
      "Notebook keeps getting propolis on it 😅. I want to track mite counts per hive over the season and see trends. App, spreadsheet, anything offline?",
      [3, 'RR', 'H'],
      [['Spreadsheet on a cheap tablet in a zip bag. Works offline.', [1, 'DI', 'L']]],
    ),
    lemmy(
      'allergies@lemmy.world',
      'Dust mite count in my mattress must be insane',
      'Woke up sneezing again. Anyone measured mites at home?',
      [0, 'QU', 'L'],
    ),
  ],
  trials: [
    lemmy(
      'personalfinance@lemmy.world',
      'Got charged for a free trial I forgot to cancel. Again.',
      "Third time this year. $79 annual plan from a 7-day trial. And cancelling needs a phone call. Is there anything that reminds you before trials convert?",
      [3, 'CO', 'H'],
      [
        ['Virtual card with a $1 limit for every trial. They fail to charge, problem solved.', [2, 'DI', 'L']],
        ['Dark patterns like phone-only cancellation should be illegal.', [2, 'CO', 'M']],
      ],
    ),
    lemmy(
      'science@mander.xyz',
      'Clinical trials: why do so many participants cancel?',
      'New paper on dropout rates in phase III trials.',
      [0, 'DI', 'L'],
    ),
  ],
};
