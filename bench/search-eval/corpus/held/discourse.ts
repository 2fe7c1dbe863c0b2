/**
 * Forum topics (Discourse) for the held-out topics. Each topic names two forums, as a founder in
 * that space would: the community where the people live, and a neighbouring forum whose words
 * collide with the topic's in another meaning (look-alikes). Written and frozen before any run
 * with Forums on. Made up: forums, people and texts.
 */
import { forumTopic, type NamedForums } from '../forum-topics';
import type { ExtraThreads } from '../types';

export const HELD_FORUMS: NamedForums = {
  dogwalk: ['petsitters', 'dogtraining'],
  receipts: ['bookkeepers', 'retailpos'],
  practice: ['musicteachers', 'guitarists'],
  flaky: ['ci-community', 'qa-lab'],
  rsvp: ['eventpros', 'hospitality'],
};

export const HELD_DISCOURSE: ExtraThreads = {
  dogwalk: [
    forumTopic(
      'petsitters',
      'What do you use for booking + payments? Outgrowing texts & Venmo',
      "Solo dog walker, 18 regular clients plus drop-ins. Bookings come in by text, payments by Venmo, Zelle and the odd check. I lose a couple of walks' pay every month just because I can't reconcile who owes what. I'd happily pay for one app that does booking and takes payment up front. What are you all using?",
      [3, 'RR', 'H'],
      [
        ['I moved to prepaid packs of 10 walks. Clients buy the pack, I deduct. Solved 90% of the chasing.', [2, 'DI', 'L']],
        ['Same problem here, and the big pet sitting apps take a cut of every booking which hurts on a $20 walk.', [3, 'PP', 'M'], [['yes the % fees are brutal for walkers', [2, 'PP', 'M']]]],
        ['Following, I need this too 🙏', [2, 'PP', 'M']],
      ],
    ),
    forumTopic(
      'petsitters',
      'Clients cancelling walks last minute and not paying',
      'How do you handle same-day cancellations? I block the slot, turn down other clients, and then get a text at 10am "oh we are home today". Do you charge? How do you actually collect the fee?',
      [2, 'QU', 'M'],
      [
        ['Cancellation policy in the contract, 24h, card on file. Without a card on file you will never collect it.', [2, 'DI', 'L']],
        ['I charge 50% and bill it with the next week. Some pay, some "forget".', [2, 'PP', 'M']],
      ],
    ),
    forumTopic(
      'dogtraining',
      'Loose leash walking: booking a session with a trainer worth it?',
      'My 8 month lab pulls so hard on walks my shoulder hurts. Is it worth paying for private sessions or should I stick with group classes?',
      [0, 'QU', 'M'],
      [
        ['Private sessions for pulling, absolutely. Two or three is usually enough to learn the method.', [0, 'DI', 'L']],
        ['Group class first, it is cheaper and the distractions help.', [0, 'DI', 'L']],
      ],
    ),
  ],
  receipts: [
    forumTopic(
      'bookkeepers',
      'Clients hand me a shoebox of faded receipts every March',
      "Every year the same: a contractor client drops off a bag of crumpled, faded thermal receipts and I spend 10 hours matching them to bank lines. Half are unreadable. Has anyone got clients to actually capture receipts during the year? I'd pay for a tool my clients would really use.",
      [3, 'PP', 'M'],
      [
        ['I send a monthly reminder with a link to snap receipts. Maybe a third of clients do it.', [2, 'DI', 'L']],
        ['Unreadable thermal receipts are my nightmare too. I now bill extra for shoebox clean up & they suddenly care.', [3, 'PP', 'M']],
      ],
    ),
    forumTopic(
      'bookkeepers',
      'Expense report workflow for a 12 person company?',
      'Small client, 12 employees, expense reports on paper forms with receipts stapled on. Month end takes their office manager two days. What would you set up for them?',
      [3, 'RR', 'M'],
      [['Any card with receipt capture in the app. The approval step is where they lose time, automate that.', [2, 'DI', 'L']]],
    ),
    forumTopic(
      'retailpos',
      'Receipt printer cuts paper halfway on long receipts',
      'Thermal receipt printer on our register cuts the paper in the middle of long receipts since the last update. Anyone seen this?',
      [0, 'QU', 'M'],
      [
        ['Check the auto-cut setting in the driver, the update reset ours to partial cut.', [0, 'DI', 'L']],
        ['Same after update. Rolling back the driver fixed it.', [0, 'DI', 'L']],
      ],
    ),
  ],
  practice: [
    forumTopic(
      'musicteachers',
      'How do you know what students actually practised during the week?',
      "I teach 26 piano students. Practice charts come back signed but the playing tells another story. I don't want to spy on kids, I just want a realistic picture of the week so I can plan the lesson. Recordings? Apps? What works for you?",
      [3, 'QU', 'M'],
      [
        ['I ask for one 30 second phone recording of the hardest bar each week, sent to me. Takes me 10 min on Sunday to listen to all.', [2, 'DI', 'L']],
        ["I'd love a simple app for that. Everything I tried is either a gamified toy or a full studio management suite & costs a fortune.", [3, 'PP', 'M']],
        ['Honestly the charts are fiction in my studio too 😂', [2, 'PP', 'M']],
      ],
    ),
    forumTopic(
      'musicteachers',
      'Studio software that parents actually open?',
      'Looking to replace paper practice logs for my violin studio (30 students) before September. Parents should see assignments and log practice, I should see it before the lesson. Budget around $20/month. Recommendations?',
      [3, 'RR', 'H'],
      [['We tried two, parents stopped opening both by October. Curious what others found.', [2, 'PP', 'M']]],
    ),
    forumTopic(
      'guitarists',
      'My practice routine for 2026 (1 hour a day)',
      'Sharing my practice routine: 15 minutes scales with a metronome, 15 on a song, 30 on improvisation. I track it in a notebook. What does yours look like?',
      [0, 'DI', 'L'],
      [['Nice. I do 20/20/20 and record myself every Friday to hear progress.', [0, 'DI', 'L']]],
    ),
  ],
  flaky: [
    forumTopic(
      'ci-community',
      'Feature request: automatically quarantine flaky tests',
      "We have ~4,000 tests and a handful fail randomly every day. Today the only option is to retry the whole job. It would be great if CI could detect a test that fails and passes on the same commit, mark it flaky and keep it from failing the pipeline until someone fixes it. Is anything like this on the roadmap? We'd switch plans for it.",
      [3, 'FR', 'H'],
      [
        ['+1, we built a script that parses JUnit XML across runs to find flaky tests. It works but nobody maintains it.', [3, 'PP', 'M']],
        ['You can use retry: 2 on the job for now, not a fix but it reduces the noise.', [1, 'DI', 'L']],
        ['Flaky test detection would be the single most valuable thing for our team.', [3, 'FR', 'M']],
      ],
    ),
    forumTopic(
      'ci-community',
      'Test reports: show which tests fail most often?',
      'Is there a way to see failure history per test across pipelines? I suspect the same 10 tests cause most of our red builds.',
      [2, 'QU', 'M'],
      [['Not built in. We export test results to a database and query it.', [2, 'DI', 'L']]],
    ),
    forumTopic(
      'qa-lab',
      'Flaky USB connection on the test bench',
      'Our hardware test bench loses the USB connection to the device under test every few hours. Tried three cables and a powered hub. Ideas?',
      [0, 'QU', 'M'],
      [['Ground loop. Put a USB isolator between the bench PC and the board.', [0, 'DI', 'L']]],
    ),
  ],
  rsvp: [
    forumTopic(
      'eventpros',
      'Chasing RSVPs is eating my week',
      'Planning a 200 guest corporate dinner. Invitations went out 5 weeks ago, 70 people have not replied and the caterer needs a confirmed headcount in 6 days. I have an assistant calling people. There has to be a better way than spreadsheets and phone calls, what do you use?',
      [3, 'RR', 'H'],
      [
        ['Set the RSVP deadline a full week before the caterer deadline. And non-answers count as no, say so in the invite.', [2, 'DI', 'L']],
        ['Automatic reminders at 3 weeks, 1 week and 2 days cut our non-replies by half.', [2, 'DI', 'L']],
        ['I feel this. Last gala I paid for 40 meals nobody ate because I guessed high.', [3, 'PP', 'M']],
      ],
    ),
    forumTopic(
      'eventpros',
      'Dietary requirements collected with RSVPs & final counts?',
      'How do you collect dietary needs along with the RSVP so the caterer gets one clean list? Mine come back in emails, texts and sticky notes.',
      [2, 'QU', 'M'],
    ),
    forumTopic(
      'hospitality',
      'Catering staff headcount for banquet season',
      'How many servers per guest do you schedule for plated banquets? We are hiring for the season and I need a headcount for the agency.',
      [0, 'QU', 'M'],
      [['1 server per 20 guests for plated, 1 per 30 for buffet is our rule.', [0, 'DI', 'L']]],
    ),
  ],
};
