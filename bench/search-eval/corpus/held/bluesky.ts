/**
 * Bluesky posts for the held-out topics (written 2026-11-28 and frozen before any run with
 * Bluesky on; only totals are looked at). Short posts with handles, hashtags, emoji, links and
 * replies, an RTL post or two, and look-alikes that share the topic's words. Made up, like the
 * rest of the corpus.
 */
import { bluesky } from '../bluesky';
import type { ExtraThreads } from '../types';

export const HELD_BLUESKY: ExtraThreads = {
  dogwalk: [
    bluesky(
      "Dog walkers of bsky 🐕 how do you handle bookings and payments? I'm juggling Venmo, texts and a paper calendar and lost track of 3 walks this week 😩 #dogwalking",
      [3, 'RR', 'M'],
      [
        ['I invoice monthly from a spreadsheet. Not pretty but it works', [2, 'DI', 'L']],
        ['following!! same chaos here 🙋‍♀️ half my clients pay whenever they feel like it', [3, 'PP', 'M']],
        ['[deleted]', [1, 'DI', 'L']],
      ],
    ),
    bluesky(
      'Signed my 10th client as an independent dog walker today 🎉🐾 Next goal: stop chasing payments by text. I would honestly pay for an app that does booking + charging in one place. Recs? @pawsandclaws.bsky.social',
      [3, 'BI', 'H'],
      [['Congrats!! 🎉 I heard good things about the big pet apps but they take 20%', [1, 'DI', 'L']]],
    ),
    bluesky(
      'מחפשת אפליקציה לניהול הזמנות ותשלומים 🐾 I walk dogs in Haifa and my clients pay late every single week. Any dog walkers here with a tool that works?',
      [3, 'RR', 'M'],
    ),
    bluesky('Walked the dog at 6am, booked my flights, paid the bills. Adulting level: expert 😅', [0, 'DI', 'L']),
    bluesky(
      'New blog post: the best walking routes for dogs in the Peak District, with parking and payment info for each car park https://example.net/blog/peak-district-dog-walks-2026',
      [0, 'DI', 'L'],
    ),
  ],
  receipts: [
    bluesky(
      'tax season means me on the floor with a shoebox of faded receipts 🧾😭 freelancers, how do you keep track of business expenses all year??',
      [3, 'PP', 'M'],
      [
        ['I photograph every receipt the second I get it. Still lose some.', [2, 'DI', 'L']],
        ['Same. My expense report took a full weekend this year 🫠', [3, 'PP', 'M']],
      ],
    ),
    bluesky(
      'PSA for self-employed folks: lost ~€600 of deductions last year because my paper receipts faded before tax time. Scan them the day you get them. https://example.org/blog/receipts-and-taxes',
      [2, 'DI', 'L'],
    ),
    bluesky(
      'Is there an app that reads receipts and builds the expense report for me? Doing it by hand at tax time every year and I would pay for it. #smallbusiness #taxes',
      [3, 'RR', 'H'],
      [['following, I need this too', [2, 'PP', 'M']]],
    ),
    bluesky("The receipts are in: the council's own emails show they knew about the leak 🧵👇", [0, 'DI', 'L']),
    bluesky('Bought a receipt printer for the market stall and it is the cutest thing 🖨️💕 #craftfair', [0, 'DI', 'L']),
  ],
  practice: [
    bluesky(
      "Music teachers: how do you know if students actually practice at home? 🎻 Paper practice logs are fiction. Looking for something parents can't fake lol #musiced",
      [3, 'RR', 'M'],
      [
        ['I ask for a 30-second voice memo every day. Works for the keen ones.', [2, 'DI', 'L']],
        ['piano teacher here, would love this too 🙏', [3, 'PP', 'M'], [['same for guitar 🎸', [2, 'PP', 'M']]]],
      ],
    ),
    bluesky(
      "Another lesson where my student clearly didn't practice all week. I teach 25 kids; I just want a simple way to see practice minutes between lessons 🎹",
      [3, 'PP', 'M'],
    ),
    bluesky('Practice makes perfect? Not for my sourdough. Loaf #12 still flat 🍞', [0, 'DI', 'L']),
    bluesky(
      'Our vet practice is looking for a teacher for the puppy classes on Saturdays 🐶 DM if interested!',
      [0, 'DI', 'L'],
    ),
  ],
  flaky: [
    bluesky(
      'Our CI is like 40% flaky tests at this point. "Re-run until green" is the official strategy. Is there a tool that detects flaky tests and quarantines them automatically? #devops',
      [3, 'RR', 'H'],
      [
        ['we built an internal bot for this, took 2 engineers a quarter 🥲', [2, 'DI', 'L']],
        ['Would pay for it tbh. Our flaky tests block a deploy a day.', [3, 'BI', 'H']],
      ],
    ),
    bluesky('hot take: a flaky test is worse than no test 🔥 it teaches everyone to ignore red builds', [2, 'DI', 'L'], [
      ['this. we quarantine them now and the team trusts CI again', [2, 'DI', 'L']],
    ]),
    bluesky('Why are my croissants flaky outside and gummy inside? 🥐 asking for a friend (the friend is me)', [0, 'QU', 'M']),
    bluesky('My flaky friend cancelled on me again. Third time this month 🙄', [0, 'CO', 'L']),
  ],
  rsvp: [
    bluesky(
      "Wedding in 3 weeks. 38 people haven't RSVP'd. The caterer needs a final headcount on Friday. Why is this so hard?? 😤💍",
      [3, 'PP', 'H'],
      [
        ['Call them. Sadly the only thing that works.', [2, 'DI', 'L']],
        ["Same for my kid's birthday party, half the class never answered 🙃", [3, 'PP', 'M']],
      ],
    ),
    bluesky(
      'ضيوف حفلتي ما ردّوا على الدعوة 😩 guests never RSVP and the catering needs numbers tomorrow #eventplanning',
      [3, 'PP', 'H'],
    ),
    bluesky(
      'Event organizers: what do you use to chase RSVPs and get a headcount for catering? Spreadsheets are killing me 👩‍💼',
      [3, 'RR', 'H'],
      [['I use a form with a deadline and then phone the stragglers', [2, 'DI', 'L']]],
    ),
    bluesky(
      'RSVP for the sold-out Rust meetup opens at noon! 🦀 https://example.com/events/rust-meetup-december',
      [0, 'DI', 'L'],
    ),
  ],
};
