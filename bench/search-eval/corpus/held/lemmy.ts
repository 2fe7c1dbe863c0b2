/**
 * Lemmy threads for the held-out topics (written 2026-11-27 and frozen before any run with Lemmy
 * on; only totals are looked at). Reddit-like communities on several instances, in their casual
 * register, with look-alikes that share the topic's words. Made up, like the rest of the corpus.
 */
import { lemmy, type ExtraThreads } from '../types';

export const HELD_LEMMY: ExtraThreads = {
  dogwalk: [
    lemmy(
      'dogs@lemmy.world',
      'Any dog walkers here using an app for bookings and payments?',
      "I walk dogs full time (solo, ~12 clients). Payments are a mess: half pay by bank transfer whenever they remember, half cash. Is there something that handles bookings **and** payments without taking a cut of every walk? The big pet-sitting apps want 20%.",
      [3, 'RR', 'H'],
      [
        ['Following. Same boat, I chase payments every Friday and hate it.', [3, 'PP', 'M']],
        ['I just invoice monthly from a spreadsheet template. Not fancy, works.', [1, 'DI', 'L']],
      ],
    ),
    lemmy(
      'smallbusiness@lemmy.world',
      'Dog walking side hustle: how do you stop clients paying late?',
      'Started walking dogs on weekends. Lovely dogs, slow payers. Do walkers here ask for payment upfront?',
      [2, 'QU', 'M'],
      [['Upfront weekly. No payment, no walk. Took me a year to learn that.', [2, 'DI', 'L']]],
    ),
    lemmy(
      'hiking@lemmy.ca',
      'Best walking poles for long-distance walkers?',
      'Doing the Camino next spring. Which poles do experienced walkers recommend? Happy to pay more for light ones.',
      [0, 'RR', 'M'],
    ),
  ],
  receipts: [
    lemmy(
      'personalfinance@lemmy.world',
      'Self-employed and I lost half my receipts again',
      "Tax deadline in a month and I'm missing receipts for maybe half my business expenses. Every year I promise to be organised. How do you all keep track of receipts without it becoming a second job?",
      [3, 'PP', 'H'],
      [
        ['Photo of every receipt into one folder, the same day. Only habit that ever stuck for me.', [2, 'DI', 'L']],
        ['Same. The expense report is my least favourite weekend of the year.', [2, 'PP', 'M']],
      ],
    ),
    lemmy(
      'selfhosted@lemmy.world',
      'Self-hosted receipt scanner for business expenses?',
      'Looking for something I can run at home that OCRs receipts and exports expenses to CSV for my accountant. Paperless-ngx does documents but not amounts.',
      [3, 'RR', 'H'],
    ),
    lemmy(
      'cooking@lemmy.world',
      'Grandma’s handwritten recipes and receipts box 📦',
      'Found a box of old recipes and shop receipts from the 70s. Prices are wild. Anyone else collect these?',
      [0, 'DI', 'L'],
    ),
  ],
  practice: [
    lemmy(
      'piano@lemmy.world',
      'Teachers: how do you know if students actually practice at home?',
      'I teach piano to about 20 kids. Practice logs are pure fiction. Has anyone found an app where students record practice and the teacher can see it before the lesson?',
      [3, 'RR', 'H'],
      [['I ask for one 2-minute recording a week over a messaging app. Clunky but honest.', [2, 'DI', 'L']]],
    ),
    lemmy(
      'musicians@lemmy.world',
      'My violin teacher wants practice logs and I keep forgetting',
      'Adult learner here. My teacher asks what I practiced each day and I never remember. Anything simpler than a notebook?',
      [2, 'RR', 'M'],
    ),
    lemmy(
      'fitness@lemmy.world',
      'Best way to practice handstands at home?',
      'My yoga teacher says practice against a wall daily. Any home setup tips?',
      [0, 'QU', 'L'],
    ),
  ],
  flaky: [
    lemmy(
      'programming@programming.dev',
      'How do you deal with flaky tests in CI?',
      "Our CI has ~30 flaky tests and everyone just hits re-run. I'd love something that detects flaky tests from history and quarantines them automatically instead of blocking merges. What do you use?",
      [3, 'RR', 'H'],
      [
        ['We tag them and run them in a separate non-blocking job. Detection is still manual though.', [2, 'DI', 'L']],
        ['Flaky tests are the reason I stopped trusting our pipeline. Honestly demoralising.', [2, 'CO', 'M']],
      ],
    ),
    lemmy(
      'baking@lemmy.world',
      'Why isn’t my pie crust flaky anymore?',
      'Same recipe for years, suddenly the crust is dense. Butter too warm?',
      [0, 'QU', 'L'],
    ),
  ],
  rsvp: [
    lemmy(
      'weddingplanning@lemmy.world',
      'Guests not replying to RSVP, caterer needs numbers Friday',
      "40 of 110 guests haven't RSVP'd and I'm messaging them one by one. Is there any tool that chases non-responders for you? I'd pay just to not do this.",
      [3, 'RR', 'H'],
      [['I had my maid of honour call people. Zero tools did it for me.', [2, 'PP', 'M']]],
    ),
    lemmy(
      'gaming@lemmy.world',
      'RSVP for the community game night is open 🎮',
      'Sign up below for Friday’s game night, 20 slots.',
      [0, 'DI', 'L'],
    ),
  ],
};
