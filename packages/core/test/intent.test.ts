import { describe, expect, it } from 'vitest';
import type { SignalType, UrgencyLevel } from '../src/signal';
import { classifySentences, classifyText, itemSentences, typeScores } from '../src/scoring/intent';
import { urgencyLevel } from '../src/scoring/urgency';

// Hand-written examples (not from any dataset).
const TYPE_TABLE: [SignalType, string][] = [
  ['Buying Intent', "I'd happily pay $20 a month for something that does this."],
  ['Buying Intent', 'We are willing to pay for a proper solution, budget is around $500.'],
  ['Buying Intent', 'Looking to hire a developer to build a booking system for my salon.'],
  ['Buying Intent', "We're thinking about switching from Mailchimp, it got way too pricey."],
  ['Buying Intent', 'Where can I buy a license for the team version?'],
  ['Recommendation Request', 'Is there a tool that automatically sends invoice reminders to clients?'],
  ['Recommendation Request', 'Any recommendations for a simple CRM for a two-person agency?'],
  ['Recommendation Request', 'What app do you all use to track habits?'],
  ['Recommendation Request', 'Looking for a good alternative to Notion for meeting notes.'],
  ['Recommendation Request', 'Can anyone suggest a cheap way to host a small website?'],
  ['Pain Point', 'I spend hours every week chasing clients for late payments.'],
  ['Pain Point', 'Keeping track of receipts for taxes is such a pain.'],
  ['Pain Point', "I keep forgetting to follow up with leads and I'm losing deals because of it."],
  ['Pain Point', "It's so hard to find reliable contractors in my area."],
  ['Pain Point', 'Doing payroll manually in spreadsheets takes forever.'],
  ['Complaint', 'QuickBooks is terrible, their support never answers and the app keeps crashing.'],
  ['Complaint', "The sync doesn't work since the last update. So frustrating."],
  ['Complaint', 'Still waiting for my refund after three weeks. Unacceptable.'],
  ['Complaint', 'They charged me twice and nobody replies to my emails!!'],
  // Company-directed experiences without an explicit negative word, and sarcasm.
  ['Complaint', 'Been on hold for 40 minutes and still no answer.'],
  ['Complaint', 'They cancelled my order without telling me.'],
  ['Complaint', '@AcmeSupport I was charged twice for my subscription this month.'],
  ['Complaint', '@AcmeHelp where is my refund? I returned the item two weeks ago.'],
  ['Complaint', 'Great job, the latest update deleted all my notes again.'],
  ['Complaint', 'Love the app, but it keeps logging me out.'],
  ['Feature Request', 'Please add dark mode to the mobile app.'],
  ['Feature Request', 'It would be great if the export supported CSV.'],
  ['Feature Request', 'I wish the calendar let me block time for focus work.'],
  ['Feature Request', 'There should be an option to mute notifications on weekends.'],
  ['Feature Request', "I'd love to see an integration with Google Sheets."],
  ['Feature Request', 'Would be nice to have keyboard shortcuts.'],
  ['Feature Request', "It'll be great to have a weekly summary email."],
  ['Feature Request', 'Consider adding a dark mode for the dashboard.'],
  ['Feature Request', 'Suggestion: let us export invoices as CSV.'],
  ['Feature Request', 'You should be able to pin favourite reports.'],
  ['Question', 'How do I set up recurring invoices in Wave?'],
  ['Question', 'Does anyone know if Stripe supports payouts to Kenya?'],
  ['Question', 'What is the difference between an LLC and a sole proprietorship?'],
  ['Discussion', 'I built a small invoicing app last year, here is what I learned.'],
  ['Discussion', 'Freelancing has changed a lot since 2020.'],
  ['Discussion', 'Great video, thanks for sharing.'],
  ['Discussion', 'Thanks for the quick reply, really appreciate it!'],
  ['Discussion', 'Please note the webinar starts at 5pm.'],
  ['Discussion', 'Please vote for this idea if you agree.'],
  ['Discussion', "I ordered it 3 days ago and it's great."],
];

// General rules from the product evaluation (bench/product-eval.ts); hand-written sentences.
const RULE_TABLE: [string, SignalType, string, string?][] = [
  // A post that clearly asks for a tool is a request even when its title asks "how do you…?".
  [
    'a clear ask for a tool beats a how-to title',
    'Recommendation Request',
    'Half my clients pay late and I hate nagging them. Is there an app that sends the reminders for me?',
    'How do you get clients to pay on time?',
  ],
  ['a question asking others to name a product is a request', 'Recommendation Request', 'Anyone know a good plumber in Leeds?'],
  [
    'a question that only asks whether someone knows is a question',
    'Question',
    'Does anyone know if Wave supports Kenyan banks?',
  ],
  // A complaint needs something to complain about; without one the grievance is a pain point.
  [
    'no product or company named: a pain point',
    'Pain Point',
    'Our nightly export had not run for two weeks and nobody noticed. No errors, nothing.',
  ],
  ['a named product: a complaint', 'Complaint', 'Zoho stopped sending my reminders after the last update, so annoying.'],
  ['a service interaction: a complaint', 'Complaint', 'Been on hold for 40 minutes and still no answer.'],
  // Founders testing an idea and people sharing tips talk about the need; they do not have it.
  ['a founder asking for feedback', 'Discussion', 'Would you use an app that splits school pickups between parents?'],
  [
    'a founder sharing a project',
    'Discussion',
    'I built a small tool that chases unpaid invoices. Spent 4 months on it, feedback welcome.',
  ],
  ['a reply sharing a tip', 'Discussion', 'Pro tip: write the carpool rotation in a shared note and pin it.'],
  // Buying intent in replies.
  ['"would genuinely pay"', 'Buying Intent', 'I would genuinely pay for this.'],
  ['"I\'d sign up today"', 'Buying Intent', "If it supports Kubernetes I'd sign up today."],
];

describe('general rules (product evaluation)', () => {
  it.each(RULE_TABLE)('%s', (_name, type, text, title) => {
    expect(classifyText(text, title).type).toBe(type);
  });
});

// Rules added with the second product-evaluation pass; every sentence is hand-written.
const RULE_TABLE_2: [name: string, type: SignalType, text: string, title?: string][] = [
  // Troubleshooting: asking why one's own setup fails is a question, not a complaint.
  [
    'a job that stops, "any ideas what\'s going on?"',
    'Question',
    "My backup script just stops after a couple of days. Nothing in the logs. Any ideas what's going on?",
  ],
  [
    'a silent failure, "is there a sane way to…?"',
    'Question',
    'Our scheduled export has been failing for days and nothing told us. Is there a sane way to get alerted when it does not finish?',
  ],
  ['"how do I fix…" after an error', 'Question', 'The sync keeps crashing with exit code 1 every night. How do I debug this?'],
  [
    'a product named, then blamed with "it", stays a complaint',
    'Complaint',
    'We tried Carpoolr last spring. Half the parents never installed it and it kept logging everyone out. Disappointing.',
  ],
  [
    'a name dropped in passing does not make a grievance a complaint',
    'Pain Point',
    'Inherited 40 Windows scheduled tasks from the last admin. Nobody gets notified, nobody checks. I am supposed to fix all of this.',
  ],
  // Posts that share what worked, pitch an idea, or end "Thoughts?".
  ['"we switched to…" shares what worked', 'Discussion', 'We switched to smaller packs of greens and throw out far less.'],
  [
    'an idea pitched with "Thoughts?"',
    'Discussion',
    'Parents at the same school share rides to practice. Thoughts?',
    'App idea: rides for kids',
  ],
];

describe('general rules (product evaluation, second pass)', () => {
  it.each(RULE_TABLE_2)('%s', (_name, type, text, title) => {
    expect(classifyText(text, title).type).toBe(type);
  });
});

// A reply that answers its thread or gives a tip is Discussion unless it also asks for something.
const REPLY_TABLE: [name: string, type: SignalType, text: string][] = [
  ['an imperative tip', 'Discussion', 'Charge a late fee and write it into the contract. Clients pay faster.'],
  ['an imperative after criticism', 'Discussion', 'The intro is fine but the pricing table is too long. Cut it in half.'],
  ['"just use…"', 'Discussion', 'Just use a shared calendar, nobody gets confused that way.'],
  ['second-person advice', 'Discussion', "You can set the reminder to go out three days after the due date, it's in settings."],
  ['what the writer uses', 'Discussion', "We use Cronitor for this, it's been solid and never missed a failed job."],
  ['"we switched to…"', 'Discussion', 'We switched to a paper list on the fridge and nothing goes off anymore.'],
  ['"have you tried…?" is advice, not a question', 'Discussion', 'Have you tried batch cooking on Sundays?'],
  [
    'a tip plus a clear ask stays an ask',
    'Recommendation Request',
    'I use a spreadsheet for now. Any recommendations for an app that does this?',
  ],
  [
    'a tip plus an open question stays a question',
    'Question',
    'We use Healthchecks for this. Does anyone know if it supports SSO?',
  ],
  [
    'a reply without an answer is typed as before',
    'Pain Point',
    'Same here. I keep forgetting to follow up with people and lose work because of it.',
  ],
];

describe('replies that answer the thread', () => {
  it.each(REPLY_TABLE)('%s', (_name, type, text) => {
    expect(classifySentences(itemSentences('', text), { reply: true }).type).toBe(type);
  });
  it('the same words in a post are not treated as an answer', () => {
    expect(classifySentences(itemSentences('', 'You should add an export button.'), { reply: false }).type).toBe(
      'Feature Request',
    );
  });
});

describe('signal type (decisions §6)', () => {
  it.each(TYPE_TABLE)('%s: %s', (type, text) => {
    expect(classifyText(text).type).toBe(type);
  });

  it('negated intent does not count', () => {
    expect(classifyText("I'm not willing to pay for this.").type).not.toBe('Buying Intent');
    expect(classifyText("I wouldn't recommend any of them.").type).not.toBe('Recommendation Request');
  });

  it('the title counts as a sentence and the evidence is the cue sentence', () => {
    const r = classifyText(
      'Freelance for six years. Would happily pay for a tool that does it. Thanks!',
      'Invoices are killing me',
    );
    expect(r.type).toBe('Buying Intent');
    expect(r.evidenceIndex).toBe(2); // title is sentence 0
  });

  it('typeScores is continuous and ranks a request above a statement', () => {
    const req = typeScores('Please add an option to export reports as PDF.')['Feature Request'];
    const stmt = typeScores('The report export runs every night.')['Feature Request'];
    expect(req).toBeGreaterThan(1);
    expect(stmt).toBeLessThan(req);
  });
});

const URGENCY_TABLE: [UrgencyLevel, string, number, number][] = [
  // level, text, relevance, age in days
  ['High', 'Is there a tool that automatically sends invoice reminders?', 0.9, 2],
  ['High', "I'd pay for an app that does this, seriously.", 0.9, 2],
  ['High', 'We are switching from Trello to something with better reporting.', 0.9, 2],
  ['High', 'I need a contract template asap, my client meeting is tomorrow.', 0.9, 2],
  ['High', 'Our deadline is Friday and the export keeps failing, I need a fix urgently.', 0.9, 2],
  ['Medium', 'I spend hours every week chasing clients for late payments.', 0.9, 2],
  ['Medium', 'How do I set up recurring invoices in Wave?', 0.9, 2],
  ['Medium', 'Please add dark mode to the mobile app.', 0.9, 2],
  ['Medium', 'Their support never answers and the app keeps crashing.', 0.9, 2],
  // Asking others to name a product, a service or someone to hire wants a solution now; asking
  // for tips does not.
  ['High', 'Any recommendations for a bookkeeper who works with freelancers?', 0.9, 2],
  ['High', 'What do you all use to monitor cron jobs?', 0.9, 2],
  ['High', 'Anyone know a handyman who does small jobs?', 0.9, 2],
  ['Medium', 'Any tips for staying focused when working from home?', 0.9, 2],
  ['Medium', 'Is there a tool that automatically sends invoice reminders?', 0.35, 2], // indirect
  ['Low', 'Freelancing has changed a lot since 2020.', 0.9, 2],
  ['Low', 'Is there a tool that automatically sends invoice reminders?', 0.9, 500], // old
  ['Low', 'I spend hours every week chasing clients for late payments.', 0.9, 400],
];

describe('urgency', () => {
  it.each(URGENCY_TABLE)('%s: %s (relevance %s, %s days old)', (level, text, relevance, ageDays) => {
    expect(urgencyLevel({ intent: classifyText(text), relevance, ageDays })).toBe(level);
  });
});
