import { describe, expect, it } from 'vitest';
import { CROSS_POST_CONTAINMENT, crossPostSimilarity, isCrossPost, type CrossPostEntry } from '../src/crosspost';
import { HOUR, post, T0 } from './support/cross-post';


/** One person's question, then the same question reworded for another community hours later. */
const REWORDED: [name: string, a: CrossPostEntry, b: CrossPostEntry][] = [
  [
    'invoice chasing: new title, a sentence dropped',
    post(
      'How do you get clients to pay on time?',
      "I'm a freelance designer and about a third of my invoices get paid 30+ days late. I send polite reminders by hand but it's awkward and I forget. Is there a tool that chases late invoices automatically without sounding like a debt collector? Happy to pay a few bucks a month.",
    ),
    post(
      'Any tool that automatically chases late invoices?',
      'Freelance designer here, a third of my invoices get paid 30+ days late. Is there a tool that chases late invoices automatically without sounding like a debt collector? Happy to pay a few bucks a month.',
      { createdUtc: T0 + 5 * HOUR },
    ),
  ],
  [
    'shift swaps: sentences reordered, one reworded',
    post(
      'Shift swapping is killing me',
      'I manage a cafe with 14 part-time baristas. Every week people swap shifts over text and I find out when someone does not show up. We use a paper rota on the fridge. What do other small cafes use to let staff swap shifts with manager approval?',
    ),
    post(
      'What do small cafes use for shift swaps?',
      'What do other small cafes use to let staff swap shifts with my approval? I manage a cafe with 14 part-time baristas and we still have a paper rota on the fridge. People swap shifts over text and I only find out when someone does not show up.',
      { createdUtc: T0 + 26 * HOUR },
    ),
  ],
  [
    'beekeeping log: trimmed body, title rewritten',
    post(
      'Best way to keep hive inspection notes?',
      'Second year beekeeper with 6 hives. I keep inspection notes in a soggy notebook and can never tell which queen was marked when, or when I last treated for varroa. Looking for an app that logs inspections per hive and reminds me of mite treatments. Bonus if it works offline in the apiary.',
    ),
    post(
      'App for hive inspection logs and varroa reminders?',
      'Second year beekeeper, 6 hives. My inspection notes live in a soggy notebook and I can never tell which queen was marked when. Looking for an app that logs inspections per hive and reminds me of mite treatments, ideally offline.',
      { createdUtc: T0 + 3 * HOUR },
    ),
  ],
  [
    'dog walkers: every sentence reworded',
    post(
      'Scheduling my dog walkers is a mess',
      'I run a small dog walking business with 3 walkers and about 40 clients. Scheduling is all WhatsApp and a Google sheet, and last week two walkers turned up at the same house while another dog got skipped. Is there simple scheduling software for dog walkers that clients can book through? Most of what I find is built for groomers or vets.',
    ),
    post(
      'Software for a 3-walker dog walking business?',
      'Dog walking business owner, 3 walkers and ~40 regular clients. Right now we schedule everything through WhatsApp plus a shared Google sheet and it keeps going wrong: two walkers showed up at the same house last week and one dog got skipped. Any simple scheduling app for dog walkers where clients book themselves? Everything I find is made for groomers or vets.',
      { createdUtc: T0 + 40 * HOUR },
    ),
  ],
  [
    'receipts: reworded and reordered',
    post(
      'Drowning in paper receipts as a contractor',
      'Self-employed electrician. I stuff receipts in the truck visor and at tax time my accountant charges me extra to sort them. I tried a couple of scanning apps but they want me to categorise every receipt by hand. Is there anything that reads a photo of a receipt and files it under the right job automatically?',
    ),
    post(
      'Receipt app that files receipts by job?',
      'I am a self-employed electrician and my receipts end up in the truck visor. My accountant charges extra at tax time to sort them out. Is there an app that reads a photo of a receipt and puts it under the right job on its own? The scanning apps I tried make me categorise by hand.',
      { createdUtc: T0 + 6 * 24 * HOUR },
    ),
  ],
  [
    'short link-style posts: title and a line',
    post('Need an on-call scheduler for a 9 person team that is not PagerDuty pricing', 'Budget is tiny, alerts from Grafana.'),
    post(
      'Cheap on-call scheduling for a 9 person team? PagerDuty pricing is too much',
      'Alerts come from Grafana, budget is tiny.',
      {
        createdUtc: T0 + 8 * HOUR,
      },
    ),
  ],
];

/** Must stay apart: the same author asking something else in the same words of asking and of their trade. */
const OTHER_QUESTION: [name: string, a: CrossPostEntry, b: CrossPostEntry][] = [
  [
    'same author, a different question on the same topic',
    post(
      'How do you get clients to pay on time?',
      "I'm a freelance designer and about a third of my invoices get paid 30+ days late. Is there a tool that chases late invoices automatically without sounding like a debt collector?",
    ),
    post(
      'Freelancers: how do you price logo work?',
      "I'm a freelance designer and I never know what to quote for a logo. Hourly feels wrong and clients balk at flat fees. Is there a tool or a rule of thumb for pricing small design jobs?",
      { createdUtc: T0 + 30 * HOUR },
    ),
  ],
  [
    'same author, the same template for a different tool',
    post(
      'Looking for a tool that tracks my invoices',
      "Looking for a tool that does one thing well: tracks which invoices my clients have paid and which are overdue. I don't need accounting, just a clear list. Anyone have a recommendation?",
    ),
    post(
      'Looking for a tool that books my client calls',
      "Looking for a tool that does one thing well: lets my clients book calls in my free slots. I don't need a whole CRM, just a clear booking page. Anyone have a recommendation?",
      { createdUtc: T0 + 2 * HOUR },
    ),
  ],
  [
    'same author, dog walkers’ insurance instead of scheduling',
    post(
      'Scheduling my dog walkers is a mess',
      'I run a small dog walking business with 3 walkers and about 40 clients. Scheduling is all WhatsApp and a Google sheet, and last week two walkers turned up at the same house while another dog got skipped. Is there simple scheduling software for dog walkers that clients can book through?',
    ),
    post(
      'How do you handle insurance for dog walkers?',
      'I run a small dog walking business with 3 walkers. One of my walkers got bitten last month and I realised I have no idea if our insurance covers contractors. What insurance do other dog walking businesses carry for their walkers and how much does it cost?',
      { createdUtc: T0 + 20 * HOUR },
    ),
  ],
  [
    'same author, estimated taxes instead of receipts',
    post(
      'Drowning in paper receipts as a contractor',
      'Self-employed electrician. I stuff receipts in the truck visor and at tax time my accountant charges me extra to sort them. Is there anything that reads a photo of a receipt and files it under the right job automatically?',
    ),
    post(
      'Quarterly estimated taxes as a self-employed electrician?',
      'Self-employed electrician, second year on my own. My accountant says I should be paying quarterly estimated taxes but I have no idea how much to set aside from each job. Is there an app that tells you how much to put away for taxes after each invoice?',
      { createdUtc: T0 + 4 * HOUR },
    ),
  ],
];

/** Must stay apart whatever the words: strangers, too far apart in time, another platform, no author. */
const NOT_ONE_PERSON: [name: string, a: CrossPostEntry, b: CrossPostEntry][] = [
  [
    'different authors, the same template text',
    post(
      'Looking for a tool that chases late invoices',
      "Looking for a tool that chases late invoices automatically without sounding like a debt collector. I'm a freelance designer and a third of my invoices are paid late. Happy to pay a few bucks a month.",
    ),
    post(
      'Looking for a tool that chases late invoices',
      "Looking for a tool that chases late invoices automatically without sounding like a debt collector. I'm a freelance designer and a third of my invoices are paid late. Happy to pay a few bucks a month.",
      { author: 'Rusty_Walrus_812', createdUtc: T0 + HOUR },
    ),
  ],
  [
    'the same question asked again a month later',
    post(
      'Any tool that automatically chases late invoices?',
      'Freelance designer here, a third of my invoices get paid 30+ days late. Is there a tool that chases late invoices automatically without sounding like a debt collector?',
    ),
    post(
      'Any tool that automatically chases late invoices?',
      'Freelance designer here, a third of my invoices get paid 30+ days late. Is there a tool that chases late invoices automatically without sounding like a debt collector?',
      { createdUtc: T0 + 30 * 24 * HOUR },
    ),
  ],
  [
    'the same name on another platform',
    post(
      'App for hive inspection logs and varroa reminders?',
      'Second year beekeeper, 6 hives. Looking for an app that logs inspections per hive and reminds me of mite treatments.',
    ),
    post(
      'App for hive inspection logs and varroa reminders?',
      'Second year beekeeper, 6 hives. Looking for an app that logs inspections per hive and reminds me of mite treatments.',
      { platform: 'hackernews', createdUtc: T0 + HOUR },
    ),
  ],
  [
    'one YouTube channel’s two videos with its usual description',
    post(
      'I tried 5 invoicing apps so you don’t have to',
      'Which invoicing app chases late payments best? I tested five for my freelance studio. Tools mentioned: see pinned comment. Gear I use: kit.co/studiodana. Join the newsletter: studiodana.com/news. Business inquiries: hello@studiodana.com',
      { platform: 'youtube', author: 'Studio Dana' },
    ),
    post(
      'How I get clients to pay on time (freelance tips)',
      'Late payments nearly sank my freelance studio: here is the process I use now. Tools mentioned: see pinned comment. Gear I use: kit.co/studiodana. Join the newsletter: studiodana.com/news. Business inquiries: hello@studiodana.com',
      { platform: 'youtube', author: 'Studio Dana', createdUtc: T0 + 3 * 24 * HOUR },
    ),
  ],
  [
    'deleted authors are nobody in particular',
    post('Shift swapping is killing me', 'I manage a cafe with 14 part-time baristas and staff swap shifts over text all week.', {
      author: '[deleted]',
    }),
    post('Shift swapping is killing me', 'I manage a cafe with 14 part-time baristas and staff swap shifts over text all week.', {
      author: '[deleted]',
      createdUtc: T0 + HOUR,
    }),
  ],
  [
    'one author’s short replies in two threads',
    post('', 'Same here, I need this too!'),
    post('', 'I need this too, same here', { createdUtc: T0 + HOUR }),
  ],
];

describe('cross-posts', () => {
  it.each(REWORDED)('one signal: %s', (_name, a, b) => {
    expect(isCrossPost(a, b)).toBe(true);
    expect(isCrossPost(b, a)).toBe(true);
  });

  it.each([...OTHER_QUESTION, ...NOT_ONE_PERSON])('two signals: %s', (_name, a, b) => {
    expect(isCrossPost(a, b)).toBe(false);
    expect(isCrossPost(b, a)).toBe(false);
  });

  it('the threshold sits well inside the gap between reworded pairs and one author’s other questions', () => {
    const pairs = REWORDED.map(([, a, b]) => crossPostSimilarity(a, b)!);
    const others = OTHER_QUESTION.map(([, a, b]) => crossPostSimilarity(a, b)!);
    expect(Math.min(...pairs)).toBeGreaterThanOrEqual(CROSS_POST_CONTAINMENT + 0.1);
    expect(Math.max(...others)).toBeLessThanOrEqual(CROSS_POST_CONTAINMENT - 0.1);
  });
});
