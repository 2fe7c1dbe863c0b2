/**
 * Stack Exchange threads for the held-out topics (written 2026-11-27 and frozen with them before
 * the eval was run with Stack Exchange on; only totals are looked at). Questions in the sites'
 * formal register, on the sites core's planner picks for each topic (softwarerecs always, plus
 * pets, money or stackoverflow where the idea's words name that audience; diy is what it picks
 * for "practice at home"), answers and comments on the question, and look-alikes that share the
 * query's words with another meaning. Made up, like the rest of the corpus.
 */
import { stackexchange as se, type ExtraThreads } from '../types';

export const HELD_STACKEXCHANGE: ExtraThreads = {
  dogwalk: [
    se(
      'softwarerecs',
      'Booking and payment software for a one-person dog walking business',
      "I run a small dog walking business on my own: 14 regular clients, 2–3 walks a day. Bookings arrive by text message and payments by cash or bank transfer, so I spend Sunday evenings reconciling who owes what.\n\nRequirements:\n- clients book and cancel walks themselves\n- card payments, ideally with automatic monthly invoices\n- affordable for independent walkers; the pet-sitting marketplaces take 15–20 % of every walk\n\nI'd happily pay a flat monthly fee. Android and web.",
      [3, 'RR', 'H'],
      [
        [
          'Time To Pet and Scout are the two I know of that are built for walkers. Both do client self-booking and card payments; pricing is per month, not per walk.',
          [1, 'DI', 'L'],
        ],
        [
          "I'm a walker too (Leeds, 9 dogs). I gave up on booking apps and send a payment link every Friday, but chasing the three clients who always forget still takes half my weekend 😩.",
          [3, 'PP', 'M'],
        ],
      ],
      [['Do your clients need to pick specific time slots, or just days?', [1, 'QU', 'L']]],
    ),
    se(
      'pets',
      'How do professional dog walkers usually handle payments from regular clients?',
      "I'm about to start walking dogs for neighbours and I have no idea how to charge. Do walkers bill per walk, weekly in advance, or monthly? And what do you do when a client cancels on the morning of the walk?",
      [2, 'QU', 'M'],
      [
        [
          'Most walkers I know bill weekly in advance and keep a 24-hour cancellation rule. Write it down before the first walk; it saves awkward conversations later.',
          [2, 'DI', 'L'],
        ],
      ],
    ),
    se(
      'pets',
      'Is it reasonable to ask a dog walker for proof of insurance?',
      "We're hiring a walker for our rescue greyhound. The walker asks for payment upfront for the month. Is it normal to ask for proof of insurance first, and to pay after the first week instead?",
      [1, 'QU', 'L'],
    ),
    // Look-alikes: walkers on hills, payments for something else.
    se(
      'softwarerecs',
      'Route-planning app for hill walkers that accepts payments for guided walks',
      'Our walking club in the Peak District organises guided walks for hill walkers. We want one app where people see the routes, sign up and pay; payments must go to the club account. Any recommendations?',
      [0, 'RR', 'M'],
      [['OS Maps for the routes and a simple ticketing site for the payments has worked for our group.', [0, 'DI', 'L']]],
    ),
    se(
      'pets',
      'My dog pulls on the leash: should I pay for a trainer or a walker?',
      'Our 8-month-old labrador pulls so hard that my partner cannot walk him. Would a professional walker fix this, or do we need a trainer first?',
      [0, 'QU', 'M'],
      [['A trainer. A walker just walks him; the pulling will still be there for you.', [0, 'DI', 'L']]],
    ),
  ],

  receipts: [
    se(
      'money',
      'Lost paper receipts for business expenses — what can I still deduct?',
      "I'm self-employed (graphic design, sole trader). Going through last year's expenses for my tax return, I realised I've lost most of the paper receipts from March to July: train tickets, a monitor, printer ink.\n\nCan I still claim these expenses with bank statements only? And how do people avoid this every year? Tax time is in three weeks.",
      [3, 'QU', 'H'],
      [
        [
          'Bank and card statements usually substantiate the payment, but not always what was bought. Write a note for each item now (date, shop, purpose) and keep it with the statements.',
          [1, 'DI', 'L'],
        ],
        [
          'I photograph every receipt the day I get it. Before I started doing that I lost roughly a third of them every year, and the expense report took a whole weekend.',
          [2, 'PP', 'M'],
        ],
      ],
      [['Which country? The rules on substantiation differ a lot.', [1, 'QU', 'L']]],
    ),
    se(
      'softwarerecs',
      'Receipt scanner that exports business expenses to a spreadsheet, without a subscription',
      'I need an app that photographs paper receipts, reads the amount, date and VAT, and exports the expenses as CSV for my accountant. Every app I tried wants £10 a month and pushes me to their own accounting package. Requirements: iOS, one-off price, export to CSV or Excel.',
      [3, 'RR', 'H'],
      [
        [
          'I use the scan feature of my notes app and type the totals myself. Slow, but free.',
          [1, 'DI', 'L'],
        ],
      ],
    ),
    se(
      'money',
      'Is a photo of a receipt enough for the tax office, or must I keep the paper?',
      'My receipts fade within months (thermal paper). If I keep a photo of each receipt for business expenses, can I throw the paper away?',
      [2, 'QU', 'M'],
    ),
    // Look-alikes: household receipts, receipt printers.
    se(
      'money',
      'Should I keep ATM receipts after reconciling my checking account?',
      'I keep a shoebox of ATM and grocery receipts for our household expenses. Once the month is reconciled in our budget, is there any reason to keep them?',
      [0, 'QU', 'L'],
      [['No. Shred anything with your account number on it and recycle the rest.', [0, 'DI', 'L']]],
      [],
      { daysAgo: 420 },
    ),
    se(
      'softwarerecs',
      'Receipt printer driver for a Raspberry Pi point-of-sale',
      'I need software that prints customer receipts on a cheap 58 mm thermal printer from a Raspberry Pi. It is for our school café; expenses are tiny so it must be free.',
      [0, 'RR', 'M'],
    ),
  ],

  practice: [
    se(
      'softwarerecs',
      'App for piano teachers to see how much each student practises at home',
      'I teach 25 piano students, mostly aged 8–14. Paper practice logs are, frankly, fiction: filled in five minutes before the lesson. I would like an app where a student (or parent) logs or records practice at home and I see it per student before each lesson.\n\nMust be free or cheap for the families; I would pay for the teacher side. Web or Android.',
      [3, 'RR', 'H'],
      [
        [
          'Some teachers ask for one short recording per week instead of a log. It tells you more than minutes ever will.',
          [2, 'DI', 'L'],
        ],
        [
          'I teach guitar and have the same problem. The apps I found are built for schools and cost more than I earn from a student in a month.',
          [3, 'PP', 'M'],
        ],
      ],
    ),
    se(
      'softwarerecs',
      'Practice tracker that a violin student and their teacher can both see',
      "My daughter's violin teacher wants to know what she practises between lessons. Is there a simple shared practice diary (pieces, minutes, notes from the teacher) that works on a phone?",
      [3, 'RR', 'H'],
      [],
      [['Does it need to record audio, or only log time?', [1, 'QU', 'L']]],
    ),
    se(
      'softwarerecs',
      'Way for a school band director to collect practice minutes from 60 students',
      'Our band teachers ask each student to practise 100 minutes a week. Collecting the paper sheets is chaos. Is there a tool where students enter minutes and teachers see a weekly summary?',
      [2, 'RR', 'M'],
    ),
    // Look-alikes: a practice room at home, teachers and students of something else.
    se(
      'diy',
      'Soundproofing a spare room for a drum student at home',
      "My son's drum teacher says he needs to practise at home every day, and our neighbours have already complained. What is the cheapest way to soundproof a small spare bedroom? Rented house, so nothing permanent.",
      [0, 'QU', 'M'],
      [['Start with the door: a solid-core door and seals do more than foam on the walls.', [0, 'DI', 'L']]],
    ),
    se(
      'softwarerecs',
      'Gradebook software for school teachers that tracks student attendance',
      'Looking for a gradebook for a small private secondary school: teachers enter marks, student attendance is recorded per lesson, parents get a report each term.',
      [0, 'RR', 'M'],
    ),
  ],

  flaky: [
    se(
      'stackoverflow',
      'How to automatically quarantine flaky tests in GitHub Actions?',
      'Our suite has about 4,000 tests and roughly 20 of them are flaky: they fail one run in ten, and every failure blocks a merge until someone clicks "Re-run". I would like CI to detect which tests are flaky from their history and quarantine them automatically (run them, report them, but not fail the build), then bring them back once they are stable.\n\nIs there an existing action or pattern for this? We use pytest and Jest.',
      [3, 'QU', 'H'],
      [
        [
          'pytest-rerunfailures with a custom marker gets you halfway: mark known flaky tests and rerun them. It does not detect them for you.',
          [1, 'DI', 'L'],
        ],
        [
          'We wrote an internal script that keeps pass/fail history per test in a small database and skips the worst offenders. It works, but maintaining it costs one of us a day every month.',
          [2, 'PP', 'M'],
        ],
      ],
      [['Are the failures timing-related? Check for shared state between tests before quarantining.', [1, 'QU', 'L']]],
    ),
    se(
      'softwarerecs',
      'Service that detects flaky tests from CI history and reports them',
      'Looking for a hosted tool (or self-hosted, open source) that reads JUnit XML from our CI runs, finds flaky tests and ideally quarantines them. Budget: under $200/month for a team of 12.',
      [3, 'RR', 'H'],
      [['Several CI vendors have this built in now; check yours before buying a separate service.', [1, 'DI', 'L']]],
    ),
    se(
      'stackoverflow',
      'Jest test passes locally but fails intermittently in CI',
      'One integration test fails about once in fifteen CI runs with a timeout and never fails locally. How do I find out why it is flaky?',
      [2, 'QU', 'M'],
    ),
    // Look-alikes: flaky pastry, flaky Wi-Fi.
    se(
      'softwarerecs',
      'Recipe scaling app for flaky pastry (laminated dough)',
      'I bake croissants and other flaky pastry in batches of different sizes. Is there an app that scales a recipe and keeps butter-to-flour ratios and folding times right?',
      [0, 'RR', 'L'],
    ),
    se(
      'stackoverflow',
      'Flaky network inside a Docker container: connections drop every few minutes',
      'HTTP calls from a container to an internal service fail every few minutes with ECONNRESET. On the host everything works. Docker 24 on Ubuntu 22.04.',
      [0, 'QU', 'M'],
    ),
  ],

  rsvp: [
    se(
      'softwarerecs',
      "Event invitation tool that automatically chases guests who haven't RSVP'd",
      "I organise a 120-person charity dinner every year. Half the guests never RSVP until I chase them one by one, and the caterer needs a final headcount ten days before the event.\n\nIs there an invitation tool that reminds non-responders automatically (email, then SMS) and shows me a live headcount with dietary choices? Paid is fine.",
      [3, 'RR', 'H'],
      [
        [
          'Most invitation services send one reminder email. I never found one that escalates to SMS, so I still text the stragglers myself 🙄.',
          [2, 'PP', 'M'],
        ],
        ['A form tool with a reminder add-on will do emails; SMS usually costs extra.', [1, 'DI', 'L']],
      ],
      [['How many of the guests are on email at all?', [1, 'QU', 'L']]],
    ),
    se(
      'softwarerecs',
      'Collect RSVPs and meal choices for a catered event',
      'Wedding, 80 guests, three menu options. I need each guest to RSVP with a meal choice, and a count per dish for the caterer. Ideally free; no guest accounts.',
      [3, 'RR', 'H'],
    ),
    // Look-alikes: calendar RSVP status, an RSVP for a meeting.
    se(
      'softwarerecs',
      'Outlook event RSVP status not syncing to my phone calendar',
      'When I accept a meeting invite in Outlook on the desktop, the RSVP status on my Android calendar still shows "Maybe". Is there a calendar app that syncs responses properly?',
      [0, 'QU', 'M'],
    ),
    se(
      'softwarerecs',
      'Library to parse RSVP fields from .ics files',
      'I need a Python library that reads the PARTSTAT (RSVP) of each attendee from .ics event files. icalendar? Something faster?',
      [0, 'RR', 'L'],
      [],
      [],
      { daysAgo: 500 },
    ),
  ],
};
