/**
 * Stack Exchange threads for the tune topics: questions in the sites' formal register on the
 * sites core's planner picks (softwarerecs always, parenting for the tutor topic), answers and
 * comments on the question, and look-alikes that share the query's words with another meaning.
 * A few relevant questions sit on sites the planner does not pick (gardening, serverfault), as
 * they would: they measure what choosing sites by the idea's words misses. Made up.
 */
import { stackexchange as se, type ExtraThreads } from '../types';

export const TUNE_STACKEXCHANGE: ExtraThreads = {
  plants: [
    se(
      'softwarerecs',
      'App that reminds me to water each houseplant on its own schedule',
      'I have about 30 houseplants with very different needs (succulents every three weeks, ferns twice a week) and I travel for work, so a single weekly reminder does not work.\n\nRequirements:\n- a separate watering interval per plant\n- Android, works offline\n- free or a one-off price\n\nBonus if it can tell me why leaves turn yellow.',
      [3, 'RR', 'H'],
      [
        [
          'Planta and Greg both do per-plant schedules. Planta also adjusts for the season if you enter the window direction.',
          [1, 'DI', 'L'],
        ],
        [
          'I use one recurring task per plant in my to-do app. It works, but nothing adjusts for winter and I still drown my calathea every December.',
          [2, 'PP', 'M'],
        ],
      ],
      [['Do you need it to account for the season? Watering needs drop sharply in winter.', [1, 'QU', 'L']]],
    ),
    se(
      'softwarerecs',
      'Software that diagnoses yellow houseplant leaves from a photo',
      'My pothos and my peace lily both have yellow leaves. Is there an application that can tell from a photo whether it is overwatering, a nutrient deficiency or pests? iOS preferred; I would pay for one that is actually right.',
      [3, 'RR', 'H'],
      [
        [
          'The identification apps name the species well but their "diagnosis" is a guess. I have not found one that reliably tells overwatering from underwatering.',
          [2, 'PP', 'M'],
        ],
      ],
    ),
    se(
      'gardening',
      'How often should I water a snake plant in winter?',
      'My snake plant sits one metre from a north window. In summer I water every two weeks. How much should I cut back in winter? I keep forgetting whether I watered it at all.',
      [2, 'QU', 'M'],
    ),
    // Look-alikes: a houseplant shop, a plant that is a factory.
    se(
      'softwarerecs',
      'Point-of-sale software for a small houseplant shop',
      'We are opening a houseplant shop: about 400 products, yellow price stickers, a card reader. Looking for POS software with stock counts and a loyalty card.',
      [0, 'RR', 'M'],
      [['Most POS systems handle this; pick the one your card reader supports.', [0, 'DI', 'L']]],
    ),
    se(
      'softwarerecs',
      "Maintenance reminder software for a bottling plant's equipment",
      'Our plant has 40 machines with different service intervals. We need reminders for preventive maintenance and a log of what was done.',
      [0, 'RR', 'M'],
    ),
  ],

  oncall: [
    se(
      'softwarerecs',
      'Paging tool for a three-person on-call rotation that does not wake us for noise',
      'We are a startup of six engineers; three of us share the on-call rotation. Most pages at 3 a.m. are disk or latency warnings that resolve themselves within minutes, and the alert fatigue is real: last month we missed a genuine outage because everyone had muted their phones.\n\nLooking for alerting software that groups and de-duplicates alerts, only pages for what needs a human, and costs less than $20 per user.',
      [3, 'RR', 'H'],
      [
        ['Grafana OnCall has grouping and escalation chains, and the open-source version is free.', [1, 'DI', 'L']],
        [
          'We had the same fatigue. Moving non-urgent alerts to a morning digest cut our night pages by about 80 %.',
          [2, 'DI', 'L'],
        ],
      ],
      [['What monitoring stack is generating the alerts?', [1, 'QU', 'L']]],
    ),
    se(
      'softwarerecs',
      'Runbook software that attaches the right runbook to each alert',
      'When an incident hits at night, whoever is on call has no runbook and starts from scratch. Is there a tool that links each alert type to a runbook and shows it in the page itself?',
      [3, 'RR', 'H'],
    ),
    se(
      'serverfault',
      'Alertmanager: grouping alerts to reduce noise during an incident',
      'During one incident we received 140 separate pages. How should group_by and group_wait be set so that one failing database produces one page?',
      [2, 'QU', 'M'],
    ),
    // Look-alikes: call centres, conference calls.
    se(
      'softwarerecs',
      'Call center software with fatigue management for agents',
      'Our call center agents take 80 calls a shift. We want software that schedules breaks and tracks fatigue indicators like average handle time.',
      [0, 'RR', 'M'],
      [['Most workforce management suites have break scheduling built in.', [0, 'DI', 'L']]],
    ),
    se(
      'softwarerecs',
      'Conference call app with good background noise cancellation',
      'I take calls from a noisy open office. Which conference call app removes keyboard and background noise best?',
      [0, 'RR', 'L'],
      [],
      [],
      { daysAgo: 450 },
    ),
  ],

  tutor: [
    se(
      'parenting',
      "How can we tell whether our teen's math tutoring is actually helping?",
      'Our 15-year-old has had a math tutor twice a week for four months (at $60 an hour, which we can barely afford). Her grades have not changed, she says the sessions are "fine", and the tutor says she is improving.\n\nHow do other parents measure whether tutoring works, and when do you decide to stop?',
      [3, 'QU', 'M'],
      [
        [
          'Ask the tutor for a short diagnostic at the start and then every month, on topics from her actual syllabus. Grades lag; a diagnostic does not.',
          [1, 'DI', 'L'],
        ],
        [
          'We stopped after six months with no change. In hindsight we should have agreed a measurable goal with the tutor on day one.',
          [2, 'PP', 'M'],
        ],
      ],
      [['Has her teacher at school noticed any change?', [1, 'QU', 'L']]],
    ),
    se(
      'parenting',
      'Affordable math help for a teen who is falling behind',
      'My teen is failing algebra and private tutors here charge $70 an hour, which we cannot afford every week. What are the cheaper options that actually work — group tutoring, online tutors, school programmes?',
      [3, 'RR', 'H'],
      [
        [
          'Our library runs free homework help with volunteer tutors two evenings a week. Worth asking yours.',
          [1, 'DI', 'L'],
        ],
      ],
    ),
    se(
      'softwarerecs',
      'Self-paced math app for a teen who needs to catch up on algebra',
      'Looking for an app for my 14-year-old teen that finds the gaps in her algebra and drills them, with a progress report for me. A tutor is out of our budget.',
      [2, 'RR', 'H'],
    ),
    // Look-alikes: a teen who tutors, a typing tutor.
    se(
      'parenting',
      'Our teen wants to earn money tutoring younger kids: is that OK at 15?',
      'Our 15-year-old is good at math and wants to tutor children in the neighbourhood for pocket money. Any pitfalls for a teen tutor?',
      [0, 'QU', 'M'],
      [['Have her tutor at your home or theirs with a parent present, and agree the price up front.', [0, 'DI', 'L']]],
    ),
    se(
      'softwarerecs',
      'Typing tutor for adults that is not a game',
      'Every typing tutor I find is made for children. I want plain drills with statistics, offline, Linux.',
      [0, 'RR', 'L'],
    ),
  ],

  hive: [
    se(
      'softwarerecs',
      'Offline app to log hive inspections and varroa mite counts',
      "I keep 12 hives in two apiaries. Inspections go into a paper notebook that gets wet and sticky. I need to record a mite count per hive after each alcohol wash and see it charted over the season, without signal in the field.\n\nMost apps for beekeepers I tried are either abandoned or cloud-only. Android, offline, export to CSV.",
      [3, 'RR', 'H'],
      [
        ['A spreadsheet with one tab per hive works surprisingly well offline.', [1, 'DI', 'L']],
        [
          'I tried two beekeeping apps; neither charts mite counts per hive over time, which is the one thing I need. Both want a subscription anyway.',
          [2, 'CO', 'M'],
        ],
      ],
      [['Do you need to record queen status and brood frames as well?', [1, 'QU', 'L']]],
    ),
    se(
      'softwarerecs',
      'Spreadsheet template for tracking mite counts across apiaries',
      'Our club of beekeepers wants to compare varroa mite counts between members\' apiaries through the season. Is there a template or a simple shared tool for this?',
      [2, 'RR', 'M'],
    ),
    // Look-alikes: dust mites, a beekeepers' association's membership.
    se(
      'softwarerecs',
      'Dust mite count monitor for allergy sufferers',
      'My son has a dust mite allergy. Is there a sensor and app that estimates the mite count in bedding or room air?',
      [0, 'RR', 'M'],
    ),
    se(
      'softwarerecs',
      "Membership software for a beekeepers' association",
      'We are a beekeepers association of 250 members: renewals, a member count per region, and a newsletter.',
      [0, 'RR', 'L'],
    ),
  ],

  trials: [
    se(
      'softwarerecs',
      'App that reminds me before free trials turn into paid subscriptions',
      'I keep forgetting to cancel free trials. Last month one silently became an $89 annual plan. Is there an app where I enter each trial when I start it and get a reminder two days before it charges? iOS, no bank login.',
      [3, 'RR', 'H'],
      [
        ['Put a calendar event two days before the trial ends. Crude, but it works.', [1, 'DI', 'L']],
        [
          'Some banks issue virtual cards you can cap or close after a trial; that is what finally stopped the surprise charges for me.',
          [2, 'DI', 'L'],
        ],
      ],
      [['iOS lists your subscriptions under Settings → Apple ID, if the trial was started through the App Store.', [1, 'DI', 'L']]],
    ),
    se(
      'softwarerecs',
      'Tool to list all my recurring subscriptions and cancel them in one place',
      'Between streaming, a gym and three apps that started as free trials, I pay for things I forgot about. Some are deliberately hard to cancel (one requires a phone call during office hours). Is there a service that finds them and cancels on my behalf?',
      [3, 'RR', 'H'],
      [
        [
          'The services that cancel for you need your bank login. I was not comfortable with that and went through my statements by hand instead.',
          [2, 'PP', 'M'],
        ],
      ],
    ),
    // Look-alikes: clinical trials, club trials.
    se(
      'softwarerecs',
      'Software to schedule clinical trials visits for participants',
      'Our research unit runs three clinical trials. Participants often cancel visits at short notice; we need scheduling with reminders and a waiting list.',
      [0, 'RR', 'M'],
    ),
    se(
      'softwarerecs',
      'Registration software for football club trials',
      'Our youth football club holds open trials each spring. Parents register their children online and sometimes cancel; we need a simple sign-up with a limit per age group.',
      [0, 'RR', 'L'],
    ),
  ],
};
