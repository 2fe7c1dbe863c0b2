/**
 * Hand-written conversations for the product-level evaluation (bench/product-eval.ts). Written for
 * FirstSignal in the style of Reddit posts, Reddit comments, YouTube videos and YouTube comments:
 * nothing here is copied from a public dataset or a real thread; every name, number and story is
 * made up. Each founder query comes with the conversations a platform search might plausibly
 * return for it: people who need the product, people answering them, near-topic distractors that
 * share words but not the intent, and off-topic noise.
 *
 * Labels (decided by reading each conversation, before the scorer was run on it):
 *   grade    0 off-topic (must be dropped), 1 related, 2 relevant (must be kept),
 *            3 exactly someone who needs this
 *   type     the signal type by decisions §6 (a reply recommending a tool is Discussion)
 *   urgency  High: wants a solution now (asks for a tool, will pay, deadline, switching);
 *            Medium: a clear pain or question; Low: discussion, older than a year, indirect
 *
 * Conversations are numbered in order within a query; even numbers are the tuning half, odd
 * numbers are held out (bench/product-eval.ts).
 */
import type { SearchType, SignalType, UrgencyLevel } from '@firstsignal/core';

export type Grade = 0 | 1 | 2 | 3;

export interface Conversation {
  id: string;
  platform: 'reddit' | 'youtube';
  kind: 'post' | 'comment';
  /** Subreddit or channel. */
  source: string;
  /** A post's or video's title; for a comment, the title of its post or video. */
  title: string;
  text: string;
  ageDays: number;
  grade: Grade;
  type: SignalType;
  urgency: UrgencyLevel;
}

export interface ProductQuery {
  key: string;
  queryText: string;
  searchType: SearchType;
  conversations: Conversation[];
}

type TypeCode = 'BI' | 'RR' | 'PP' | 'CO' | 'FR' | 'QU' | 'DI';
type UrgencyCode = 'H' | 'M' | 'L';
/** [grade, type, urgency, age in days (default: a few weeks)]. */
type Label = readonly [Grade, TypeCode, UrgencyCode, number?];

const TYPES: Record<TypeCode, SignalType> = {
  BI: 'Buying Intent',
  RR: 'Recommendation Request',
  PP: 'Pain Point',
  CO: 'Complaint',
  FR: 'Feature Request',
  QU: 'Question',
  DI: 'Discussion',
};
const URGENCY: Record<UrgencyCode, UrgencyLevel> = { H: 'High', M: 'Medium', L: 'Low' };

interface Draft {
  platform: Conversation['platform'];
  kind: Conversation['kind'];
  source: string;
  title: string;
  text: string;
  label: Label;
}

/** A Reddit post and (optionally) some of its comments. */
export function reddit(source: string, title: string, text: string, label: Label, comments: [string, Label][] = []): Draft[] {
  return [
    { platform: 'reddit', kind: 'post', source, title, text, label },
    ...comments.map(([t, l]): Draft => ({ platform: 'reddit', kind: 'comment', source, title, text: t, label: l })),
  ];
}

/** A Reddit comment whose post is not among the results (only the comment matched). */
export function redditComment(source: string, postTitle: string, text: string, label: Label): Draft[] {
  return [{ platform: 'reddit', kind: 'comment', source, title: postTitle, text, label }];
}

/** A YouTube video (title + description) and some of its comments. */
export function youtube(channel: string, title: string, description: string, label: Label, comments: [string, Label][] = []): Draft[] {
  return [
    { platform: 'youtube', kind: 'post', source: channel, title, text: description, label },
    ...comments.map(([t, l]): Draft => ({ platform: 'youtube', kind: 'comment', source: channel, title, text: t, label: l })),
  ];
}

export function query(key: string, queryText: string, searchType: SearchType, drafts: Draft[][]): ProductQuery {
  const conversations = drafts.flat().map((d, i): Conversation => {
    const [grade, type, urgency, age] = d.label;
    return {
      id: `${key}-${String(i).padStart(2, '0')}`,
      platform: d.platform,
      kind: d.kind,
      source: d.source,
      title: d.title,
      text: d.text,
      // A few weeks old unless the label says otherwise (spread so recency is not constant).
      ageDays: age ?? 3 + ((i * 37) % 90),
      grade,
      type: TYPES[type],
      urgency: URGENCY[urgency],
    };
  });
  return { key, queryText, searchType, conversations };
}

// ---------------------------------------------------------------------------------------------
// 1. Business idea: invoice reminders
// ---------------------------------------------------------------------------------------------
const invoices = query('invoice', 'automatic invoice reminders for freelancers', 'business_idea', [
  reddit(
    'r/freelance',
    'Clients paying late - how do you chase without being awkward?',
    "Freelance designer here. Every month 2-3 invoices go past due and I hate writing the 'just following up!' emails. Is there an app that sends automatic payment reminders so I don't have to? I use a google doc template for invoices rn lol",
    [3, 'RR', 'H'],
    [
      ['I use FreshBooks for this, it has automatic late payment reminders at 7/14/30 days. Changed my life tbh', [2, 'DI', 'L']],
      ['Charge a late fee and put it in the contract. People pay on time when it costs them.', [1, 'DI', 'L']],
      [
        "Same boat. I literally have a calendar reminder to check who hasn't paid and then I manually email each one. Takes me half a day every month and I still forget some.",
        [3, 'PP', 'M'],
      ],
      ['lol your flair says designer but your post history is all fantasy football', [0, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/smallbusiness',
    'Willing to pay for something that chases unpaid invoices',
    "Solo consultant with ~15 clients. Chasing invoices is killing me. I'd honestly pay $20/mo for something that watches my invoices and emails the client automatically when one is overdue, with a firmer tone each time. Wave's reminders are too basic.",
    [3, 'BI', 'H'],
  ),
  reddit(
    'r/Upwork',
    'Upwork fees went up AGAIN',
    '20% on the first $500 and now they want connects for everything. This platform is a joke for freelancers trying to make rent.',
    [0, 'CO', 'M'],
  ),
  reddit(
    'r/freelance',
    "Freelancers: what's your invoicing setup in 2024?",
    "Curious what everyone uses. I'm on Bonsai but thinking of switching because it's getting pricey. Main thing I need is recurring invoices and reminders that go out on their own.",
    [3, 'RR', 'H'],
  ),
  youtube(
    'The Freelance Fix',
    'How I Get Paid On Time as a Freelancer (5 systems)',
    'In this video I share the five systems I use so clients pay on time: deposits, clear payment terms, automated invoice reminders, late fees and a polite final notice. Tools I use are linked below.',
    [2, 'DI', 'L'],
    [
      [
        'the reminder part is so real. i have one client who is 90 days late and i feel sick every time i have to email him',
        [3, 'PP', 'M'],
      ],
      ['What camera do you use? The video quality is crazy good', [0, 'QU', 'M']],
      ['Which invoicing software did you use for the automated reminders at 4:30? Does it work in the UK?', [2, 'RR', 'H']],
      ['Deposits upfront is the real answer. 50% before I start anything.', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Accounting',
    'QBO invoice reminder emails landing in spam',
    "Our QuickBooks Online automated invoice reminders started landing in clients' spam folders last week. Anyone else seeing this? Support has been useless.",
    [2, 'CO', 'M'],
  ),
  reddit(
    'r/personalfinance',
    'Got a hospital invoice 8 months late, do I still have to pay it?',
    'Had a minor procedure in March, insurance processed it, and now I get an invoice for $640 with a late notice attached. Nobody ever sent the first one. Is this even legal?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/freelanceWriters',
    'How long do you wait before sending a payment reminder?',
    "New-ish freelance writer. Client's net-30 passed 5 days ago. Is it rude to send a reminder already? What do you usually say?",
    [2, 'QU', 'M'],
  ),
  reddit(
    'r/SaaS',
    'I built an automated invoice follow-up tool for freelancers, roast my landing page',
    'Spent 4 months on this. It connects to your invoicing tool and sends polite, then firmer, reminders until the client pays. Looking for honest feedback on the page and pricing.',
    [2, 'DI', 'L'],
    [
      [
        "Honestly I'd sign up today if it works with Stripe invoices. Chasing payments is the worst part of freelancing for me. What's the pricing?",
        [3, 'BI', 'H'],
      ],
      ['Landing page is fine but the hero text is too long. Cut it in half.', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/freelance',
    'I spend more time chasing payments than doing actual work',
    "Every client pays late. I send reminders, they say 'will process this week', nothing happens. I'm exhausted and I've started dreading my inbox.",
    [3, 'PP', 'L', 520],
  ),
  reddit(
    'r/ADHD',
    'Best reminder app for ADHD brains?',
    "I've tried Todoist and the iPhone reminders app and I ignore both after a week. What actually works for you guys?",
    [0, 'RR', 'H'],
  ),
  reddit(
    'r/smallbusiness',
    'Clients pay us 60-90 days late. Normal?',
    'Small agency, 4 people. Cash flow is a mess because big clients sit on invoices for 60-90 days. We send reminders manually but nobody reads them. How do you guys handle this?',
    [2, 'PP', 'M'],
  ),
  reddit(
    'r/freelance',
    'Need to auto-send invoice reminders by Friday, about to lose my mind',
    "Got 11 invoices outstanding and my accountant needs everything reconciled by end of the month. Looking for something that sends automatic reminders from my gmail. Doesn't need to be fancy. ASAP pls",
    [3, 'RR', 'H'],
  ),
  youtube(
    'Small Biz Tutorials',
    'Zoho Invoice tutorial: set up automatic payment reminders',
    'Step by step: how to configure automatic payment reminders in Zoho Invoice, customise the email template, and set reminder schedules before and after the due date.',
    [2, 'DI', 'L'],
    [
      ['Great tutorial. Wish Zoho let me send reminders by SMS too, half my clients never open email.', [2, 'FR', 'M']],
      ['Zoho reminders stopped sending for me after the last update, super annoying. anyone else??', [2, 'CO', 'M']],
    ],
  ),
  reddit(
    'r/legaladvice',
    'Former client refuses to pay my last invoice (contractor, Texas)',
    'I did contract work for a company, they owe me $3,100 and stopped responding to emails. What are my options, is small claims worth it?',
    [1, 'QU', 'M'],
  ),
  reddit(
    'r/graphic_design',
    'Freelancers, how do you set your prices?',
    'Day rate? Per project? I keep undercharging and then resenting it.',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/selfemployed',
    "Anyone actually use Stripe's automatic invoice reminders?",
    'Do they work, and can you customise the wording? The default text sounds like a debt collector.',
    [2, 'QU', 'M'],
  ),
  reddit(
    'r/Frugal',
    'Gym keeps sending me invoice reminders for a membership I cancelled',
    'Cancelled in person in January, have the email confirming it, and they still send a reminder every week saying I owe them. Ridiculous.',
    [0, 'CO', 'M'],
  ),
  redditComment(
    'r/freelance',
    "What's one tool you couldn't freelance without?",
    'For me it is the auto reminder in Harvest. I used to be too scared to ask for money, now the software does it for me and clients pay within a week.',
    [2, 'DI', 'L'],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 2. Pain points: meal planning and food waste
// ---------------------------------------------------------------------------------------------
const meals = query('meals', 'meal planning takes too long, groceries go to waste', 'pain_points', [
  reddit(
    'r/MealPrepSunday',
    'I spend 2 hours every Sunday just deciding what to cook',
    "Not even cooking. Just planning. Scrolling recipes, checking what's in the fridge, writing the grocery list. By the time I'm done I don't want to cook anything. How do you all plan faster??",
    [3, 'PP', 'M'],
    [
      [
        'Rotate the same 10 dinners. Seriously, we have a list on the fridge and just pick 5 each week. Planning takes 5 mins now.',
        [2, 'DI', 'L'],
      ],
      ["following - is there an app that builds the week's plan from what's already in my fridge?", [3, 'RR', 'H']],
      ['Mealime worked for me for a while but I got bored of the recipes.', [1, 'DI', 'L']],
      ['Your username made me laugh way too hard', [0, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Frugal',
    "We throw out so much produce every week and it's driving me nuts",
    "Family of 4. Every Friday I'm tossing wilted spinach, half a bag of carrots, moldy berries. Probably $30-40 a week straight into the bin. I buy with good intentions and then life happens.",
    [3, 'PP', 'M'],
    [
      [
        'Freeze stuff before it turns. Spinach goes straight into smoothies, bananas into the freezer for baking.',
        [2, 'DI', 'L'],
      ],
      ['Same here, cilantro is my nemesis. Buy a bunch for one recipe and 80% of it rots.', [2, 'PP', 'M']],
    ],
  ),
  reddit(
    'r/EatCheapAndHealthy',
    'Any meal planning app that actually uses up leftovers?',
    "Tried Paprika, Plan to Eat and a couple of others. They're great at storing recipes but none of them care that I have half a cabbage and 3 eggs that need using. Looking for something smarter.",
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/Cooking',
    'Best chef knife for a beginner under $60?',
    "Moving into my first apartment and want one decent knife instead of a block of bad ones. What's the move?",
    [0, 'RR', 'H'],
  ),
  reddit(
    'r/Parenting',
    'Dinner planning with picky kids is exhausting',
    'Every night is the same fight. I plan meals, one kid hates everything, the other only eats pasta. I spend so much time figuring out what to make that everyone will eat.',
    [2, 'PP', 'M'],
  ),
  youtube(
    'Budget Bites',
    'I Meal Prep for the Whole Week in 1 Hour | Budget Grocery Haul',
    'Full week of lunches and dinners for two, under $70. Grocery haul, prep order, and how I store everything so it stays fresh.',
    [2, 'DI', 'L'],
    [
      ['The planning is the part that kills me not the cooking. I can spend an hour just making the list 😩', [3, 'PP', 'M']],
      ['where is your cutting board from?? love it', [0, 'QU', 'M']],
      ["Tip: plan around what's about to go off in your fridge first, then shop. Cut our food waste in half.", [2, 'DI', 'L']],
      ['Would love if you made a printable weekly plan + shopping list to go with these videos!', [2, 'FR', 'M']],
    ],
  ),
  reddit(
    'r/ZeroWaste',
    'Food waste stats are depressing',
    'Read that the average household throws out about a third of the food it buys. Anyone have good reads on the systemic side of this? Not looking for personal tips.',
    [1, 'DI', 'L'],
  ),
  reddit(
    'r/hellofresh',
    'Cancelling HelloFresh, too expensive. What do you use instead?',
    '$90 a week for 3 meals is insane. We mostly did it to avoid planning. Looking at cheaper options that still plan the week for us - anyone tried EveryPlate or just a planning app?',
    [3, 'BI', 'H'],
  ),
  reddit(
    'r/MealPrepSunday',
    'Is there an app that makes a meal plan AND the shopping list from it?',
    "I'm so tired of doing this on paper every week. I want to pick meals and get the list sorted by aisle.",
    [3, 'RR', 'L', 420],
  ),
  reddit(
    'r/budgetfood',
    'Groceries went up 30% here, how are you coping?',
    "Same cart that was $120 last year is $160 now. We've cut meat to twice a week. Curious what everyone else is doing.",
    [1, 'DI', 'L'],
  ),
  reddit(
    'r/nutrition',
    'Is it bad to eat the same lunch every day?',
    'Chicken, rice, broccoli, five days a week. Am I missing anything important?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/productivity',
    'Spent my whole Sunday planning the week and got nothing done',
    'Color-coded calendar, task list, time blocks. Looked great. Then Monday happened and I ignored all of it. Planning has become my procrastination.',
    [0, 'PP', 'M'],
  ),
  redditComment(
    'r/Cooking',
    "What's your best tip for using up leftovers?",
    "Friday is 'fridge clean out' night. Whatever is left becomes fried rice, a frittata or soup. Nothing goes to waste and nobody has to plan dinner.",
    [2, 'DI', 'L'],
  ),
  reddit(
    'r/Mommit',
    "Baby #2 due in two weeks and I can't keep up with meals",
    'I can barely keep up with dinners now. I need a dead simple way to plan meals and order groceries so nothing rots in the fridge. Recommendations please, need this sorted before she arrives!',
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/Frugal',
    'PSA: stop buying bagged salad',
    'Bagged salad was the #1 thing we wasted. Switched to whole heads of romaine, they last two weeks in the crisper.',
    [2, 'DI', 'L'],
  ),
  reddit(
    'r/Costco',
    'Costco pack sizes are too big for 2 people',
    'Love Costco but everything comes in such huge packs that half of it spoils before we get through it. Anyone else just stop buying produce there?',
    [2, 'CO', 'M'],
  ),
  youtube(
    'Kitchen Tech Reviews',
    'Meal planning apps compared: Mealime vs Paprika vs Plan to Eat',
    'I used each app for a month to plan dinners for my family. Here is what each one gets right, what it gets wrong, and which one I kept.',
    [2, 'DI', 'L'],
    [
      [
        "I paid for Paprika and still spend ages planning because it doesn't suggest anything, it just stores recipes. Kinda disappointed",
        [3, 'CO', 'M'],
      ],
      ['Does Mealime work offline?', [1, 'QU', 'M']],
    ],
  ),
  reddit(
    'r/AskReddit',
    "What's a food you wasted money on and regret?",
    'For me it was a $40 bottle of truffle oil that tasted like gasoline.',
    [0, 'DI', 'L'],
  ),
  reddit(
    'r/gardening',
    'Zucchini plants producing way too much, what do I do with it all',
    'Three plants, twenty zucchini a week. Neighbours are starting to avoid me.',
    [0, 'QU', 'M'],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 3. Unmet needs: a simple CRM for a solo consultant
// ---------------------------------------------------------------------------------------------
const crm = query('crm', 'a CRM simple enough for a solo consultant', 'unmet_needs', [
  reddit(
    'r/consulting',
    'Solo consultant - is a CRM even worth it?',
    "Just went independent after 9 years at a Big 4. I have ~30 contacts I'm nurturing and a handful of open proposals. Everything's in my head and a spreadsheet. Do I need a CRM or is that overkill for one person?",
    [3, 'QU', 'M'],
    [
      [
        'I tried HubSpot free and it was way too much. Ended up with a Notion table with 5 columns. Works fine for a one-person shop.',
        [2, 'DI', 'L'],
      ],
      [
        'Same situation. My problem is follow-ups. I keep forgetting to ping people after a first call and lose deals because of it.',
        [3, 'PP', 'M'],
      ],
      ['Congrats on going independent! First year is the hardest, lean on your network.', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/CRM',
    "Salesforce is overkill for me, what's the simplest CRM out there?",
    "I'm a one-man business consultancy. Salesforce feels like flying a 747 to the grocery store. I need contacts, a pipeline, reminders. That's it. Cheap or free ideally.",
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/salesforce',
    'Our Salesforce admin quit and nobody knows how anything works',
    '200 custom fields, 40 flows, zero documentation. Sales team is screaming because their reports broke this morning.',
    [0, 'PP', 'M'],
  ),
  reddit(
    'r/smallbusiness',
    'Switching from Pipedrive - too many features I never use',
    "I'm a solo consultant paying $49/mo for Pipedrive and I use maybe 10% of it. Want to move to something simpler and cheaper before my renewal next week. Suggestions?",
    [3, 'BI', 'H'],
  ),
  reddit(
    'r/Notion',
    'Notion CRM template for consultants?',
    "Anyone have a good Notion template for tracking clients and leads? Don't want a full blown CRM, just something clean.",
    [2, 'RR', 'H'],
  ),
  reddit(
    'r/consulting',
    'Best lightweight CRM for independent consultants?',
    "Must have: email integration, follow-up reminders. Don't need: team features, marketing automation, 'AI insights'.",
    [3, 'RR', 'L', 600],
  ),
  youtube(
    'Sales Ops Academy',
    'HubSpot CRM Tutorial for Beginners (Full Course)',
    'Everything you need to set up HubSpot CRM: contacts, companies, deals, pipelines, sequences, reporting and the sales hub.',
    [1, 'DI', 'L'],
    [
      [
        'this is way too complicated for a solo consultant like me. I just need to remember who I talked to and when to follow up lol',
        [3, 'PP', 'M'],
      ],
      ['Thank you!! Passed my certification exam because of this video', [0, 'DI', 'L']],
      ['HubSpot really needs a stripped-down mode for one-person businesses. Half the menus are useless to me.', [2, 'FR', 'M']],
    ],
  ),
  reddit(
    'r/sales',
    'CRM recommendations for a 50-person sales team?',
    'Moving off spreadsheets (yes really). Need territories, forecasting, call logging and Outlook integration.',
    [1, 'RR', 'H'],
  ),
  reddit(
    'r/freelance',
    'How do you keep track of leads and follow ups?',
    "I'm a solo marketing consultant. Leads come in from LinkedIn, email and referrals and I'm losing track of them. My spreadsheet is getting messy. How do you all manage this?",
    [3, 'QU', 'M'],
  ),
  redditComment(
    'r/consulting',
    'What tools do you use as an independent?',
    "folk crm. super simple, imports from linkedin, costs like $20. not perfect but I'm not fighting it every day like I was with Zoho.",
    [2, 'DI', 'L'],
  ),
  reddit(
    'r/personalfinance',
    'Should I hire a financial consultant at 28?',
    'Make 85k, have 20k saved, no debt. A friend says I should pay someone to plan my investments. Is that a waste?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/Zoho',
    'Zoho CRM support is non-existent',
    "Ticket open for 3 weeks about a sync bug, no reply. We're a 10 person team. Getting really fed up.",
    [1, 'CO', 'M'],
  ),
  reddit(
    'r/consulting',
    "Solo consultant here, I'd happily pay for a CRM that isn't built for sales teams",
    "Every CRM assumes I have SDRs, territories and a sales manager. I'm one person doing strategy work. I'd pay $15-20/mo for something that just tracks relationships, reminds me to follow up, and keeps notes from calls.",
    [3, 'BI', 'H'],
    [
      ['Check out Capsule or Less Annoying CRM. Both are built for exactly this.', [2, 'DI', 'L']],
      ["This. I've tried 4 CRMs and abandoned all of them within a month because the setup was too much work.", [3, 'PP', 'M']],
      ["What kind of strategy work? I'm thinking of going independent too", [0, 'QU', 'M']],
    ],
  ),
  reddit(
    'r/startups',
    'Building a CRM for solo consultants - would you use it?',
    'Contacts, a simple pipeline, follow-up nudges and call notes. No seats, no sales-team stuff. Trying to figure out if this is a real need.',
    [2, 'DI', 'L'],
    [
      [
        "I would use this. I'm an independent HR consultant, currently in a spreadsheet. Biggest need is reminders + a simple pipeline. Let me know when there's a beta.",
        [3, 'BI', 'M'],
      ],
    ],
  ),
  reddit(
    'r/msp',
    'Best RMM + PSA combo for a small MSP?',
    "3 techs, about 40 clients. ConnectWise is too expensive for us. What's everyone running?",
    [0, 'RR', 'H'],
  ),
  reddit(
    'r/linkedin',
    'Is Sales Navigator worth it for a solo consultant?',
    'Trial ends Friday. I mostly use it to find decision makers at mid-size companies. $99/mo feels steep for one person.',
    [1, 'QU', 'M'],
  ),
  youtube(
    'Tools For Tiny Teams',
    'Less Annoying CRM review - the best CRM for small business?',
    'An honest review after 6 months: setup, contacts, pipelines, calendar, pricing, and who it is (and is not) for.',
    [2, 'DI', 'L'],
    [
      ["Can it sync with Outlook calendar? That's a deal breaker for me", [2, 'QU', 'M']],
      ['first', [0, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/excel',
    'How to make a dropdown that changes the cell color?',
    'Data validation list with Yes/No/Maybe, want each one to turn the cell a different color.',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/consulting',
    'Anyone else hate the admin side of being independent?',
    "Invoicing, chasing leads, updating my 'pipeline' spreadsheet... I spend like a day a week on admin and none of it is billable.",
    [2, 'PP', 'M'],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 4. Business idea (B2B dev tool): cron job monitoring
// ---------------------------------------------------------------------------------------------
const cron = query('cron', 'monitoring that alerts when cron jobs silently fail', 'business_idea', [
  reddit(
    'r/devops',
    "Our nightly backup cron hadn't run for 3 weeks and nobody noticed",
    'Found out yesterday when we needed a restore. The container the cron lived in got rebuilt without the crontab. No errors, no alerts, just... nothing. How are you all monitoring scheduled jobs?',
    [3, 'PP', 'M'],
    [
      [
        "Healthchecks.io. The job pings a URL when it finishes, if the ping doesn't arrive you get alerted. Dead man's switch basically.",
        [2, 'DI', 'L'],
      ],
      ["We use Cronitor for this, it's been solid for 2 years.", [2, 'DI', 'L']],
      ["Also test your restores regularly. A backup you've never restored isn't a backup.", [1, 'DI', 'L']],
      [
        "Happened to us too, except it was the billing job. Customers didn't get charged for a month. Silent failures are the worst kind.",
        [3, 'PP', 'M'],
      ],
    ],
  ),
  reddit(
    'r/sysadmin',
    "Need a dead man's switch for cron jobs by Monday, any suggestions?",
    'Audit found we have zero alerting on our scheduled tasks. I need something in place before Monday. Self-hosted preferred, ~40 jobs across 6 servers.',
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/kubernetes',
    'CronJob runs at the wrong time?',
    "My CronJob with schedule '0 2 * * *' runs at 2am UTC, not local time. How do I set the timezone?",
    [1, 'QU', 'M'],
  ),
  reddit(
    'r/devops',
    'Datadog bill is out of control',
    "$14k last month, mostly custom metrics. We're a 12-person startup. Seriously looking at alternatives now.",
    [1, 'CO', 'H'],
  ),
  reddit(
    'r/selfhosted',
    'What do you use to monitor your cron jobs?',
    "Running a bunch of scripts on a home server (backups, photo sync, cert renewal). Sometimes they fail and I only find out weeks later. What's the lightweight option here?",
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/node',
    'How to run a function every 5 minutes in Node?',
    'setInterval feels hacky. Is node-cron the standard or is there something better?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/SaaS',
    "We'd pay for better job monitoring - what's out there beyond Cronitor?",
    "Cronitor works but per-monitor pricing gets silly at 300 jobs. We'd happily pay for something that understands job duration and output, not just 'did it ping'.",
    [3, 'BI', 'H'],
  ),
  reddit(
    'r/devops',
    'Silent cron failures keep biting us',
    'Last month a report job failed for 9 days. Exit code 0, it just wrote an empty file. Nobody noticed until finance asked where the numbers were.',
    [3, 'PP', 'L', 450],
  ),
  youtube(
    'Linux Made Simple',
    'Crontab Tutorial: Schedule Tasks on Linux',
    'Learn crontab syntax, how to edit your crontab, environment gotchas, and how to log output from scheduled jobs.',
    [1, 'DI', 'L'],
    [
      ['how do I get notified if the job fails? right now it just silently does nothing', [2, 'QU', 'M']],
      ["bro explained in 8 mins what my professor couldn't in a whole semester", [0, 'DI', 'L']],
      ['what does the */15 mean again?', [1, 'QU', 'M']],
    ],
  ),
  reddit(
    'r/aws',
    'Scheduled Lambda failing silently, no CloudWatch alarm fired',
    "Our EventBridge-scheduled Lambda has been timing out for days and the alarm never triggered because we alarmed on Errors, not Timeouts. Is there a sane way to get alerted when a scheduled job doesn't complete?",
    [3, 'QU', 'M'],
  ),
  reddit('r/ProgrammerHumor', 'cron jobs be like', 'works on my machine at 3am', [0, 'DI', 'L']),
  reddit(
    'r/sysadmin',
    'Nagios alert fatigue is real',
    'We get 400 alerts a day, 95% noise. The important ones get lost. How do you tune this without missing real outages?',
    [1, 'PP', 'M'],
  ),
  redditComment(
    'r/devops',
    'What monitoring gaps bit you this year?',
    'Scheduled jobs, 100%. We monitor every HTTP endpoint to death but had zero visibility into whether our ETL cron actually ran.',
    [3, 'PP', 'M'],
  ),
  reddit(
    'r/Python',
    'APScheduler jobs silently stop after a few days',
    "Using APScheduler in a Flask app. After 2-3 days jobs just stop running. No exception in the logs. Any ideas what's going on?",
    [2, 'QU', 'M'],
  ),
  reddit(
    'r/startups',
    'Built a cron monitoring tool, got my first 10 paying users',
    'Six months in. Started because our own jobs kept failing silently. Happy to answer questions about pricing, distribution, whatever.',
    [2, 'DI', 'L'],
    [["Does it support Kubernetes CronJobs? If yes I'd sign up today, we've been burned twice this quarter.", [3, 'BI', 'H']]],
  ),
  reddit(
    'r/homelab',
    'Raspberry Pi keeps rebooting randomly',
    'Pi 4, official power supply, happens every 2-3 days. Nothing in syslog. Losing my mind.',
    [0, 'PP', 'M'],
  ),
  reddit(
    'r/devops',
    'Alternatives to Healthchecks.io with SSO?',
    "Our security team now requires SSO for every SaaS and our plan doesn't have it. Looking for an alternative for cron / heartbeat monitoring that supports Okta.",
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/cscareerquestions',
    'On-call is destroying my sleep',
    'Paged 4 times last night, all false alarms. Is this normal at startups or should I start looking?',
    [0, 'PP', 'M'],
  ),
  reddit(
    'r/sysadmin',
    'Inherited 60 Windows scheduled tasks, half are failing with 0x1',
    "Nobody gets notified, nobody checks. Last run result 0x1 on about 30 of them and I have no idea since when. I'm supposed to fix this.",
    [2, 'PP', 'M'],
  ),
  reddit(
    'r/PrometheusMonitoring',
    "Alert when a batch job hasn't run?",
    "How do I write an alert rule that fires when a batch job hasn't pushed metrics for 25 hours? Using Pushgateway.",
    [3, 'QU', 'M'],
  ),
  reddit(
    'r/golang',
    'Best library for scheduling jobs in Go?',
    'Need cron expressions and graceful shutdown. robfig/cron seems unmaintained?',
    [1, 'RR', 'H'],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 5. Business idea (parents): school carpools
// ---------------------------------------------------------------------------------------------
const carpool = query('carpool', 'app for parents to coordinate school carpools and pickups', 'business_idea', [
  reddit(
    'r/Parenting',
    'The school pickup group chat is out of control',
    'We have 5 families sharing pickups for soccer and school. It is all in a WhatsApp group with 200 messages a day. Someone always thinks someone else is driving. Last week my son waited 40 min at school because of a mixup.',
    [3, 'PP', 'M'],
    [
      ['We use a shared Google calendar, each family gets a color. Not perfect but way fewer mixups.', [2, 'DI', 'L']],
      ["Is there an app for this?? Our carpool is 4 families and the spreadsheet isn't cutting it", [3, 'RR', 'H']],
      ['40 minutes?? Poor kid. Hope he had a snack at least 😅', [0, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Mommit',
    'Carpool app recommendations?',
    'Starting a carpool with 3 other moms for kindergarten in September. Any apps that let us set up a rotating schedule and swap days easily? Free would be great.',
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/daddit',
    "Just got my first 'you forgot pickup' call from school",
    'Wife thought I had it, I thought she had it. Kid was fine, I was not. How do you two-parent households keep track of who is on pickup duty?',
    [2, 'PP', 'M'],
  ),
  reddit(
    'r/Parenting',
    'How do I get my teen to talk to me more?',
    'He is 15 and answers everything with "fine". Car rides used to be our time but he has headphones in now.',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/Teachers',
    'Parents blocking the pickup line every single day',
    'They park in the bus lane, leave the car, chat for 10 minutes. Admin does nothing. I am on duty out there in the rain.',
    [1, 'CO', 'M'],
  ),
  reddit(
    'r/Parenting',
    'Looking for an app to organize carpools with other parents from our school',
    'Ideally something where everyone can see the week and claim a day.',
    [3, 'RR', 'L', 700],
  ),
  youtube(
    'Family Tech Talk',
    'GoKid carpool app review - does it actually work?',
    'We tested GoKid with three families for a month of school runs and soccer practice. Setup, inviting parents, schedules, notifications.',
    [2, 'DI', 'L'],
    [
      [
        'We tried GoKid last year. The other parents never installed it so we were back to texting within a month. Disappointing.',
        [3, 'CO', 'M'],
      ],
      ['Does it work if some parents have Android and some iPhone?', [2, 'QU', 'M']],
      ['Your kitchen is so pretty!', [0, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/coparenting',
    "Co-parent keeps 'forgetting' it's his pickup day",
    'We have a shared calendar but he claims he never sees it. I need a way to send him a reminder the day before without it being me nagging.',
    [2, 'PP', 'M'],
  ),
  reddit(
    'r/Parenting',
    'Our district is ending bus service for our neighborhood - what are others doing?',
    'No more buses for anyone within 2 miles of school. Half the parents on our street start work at 8. We need to figure something out before term starts in 3 weeks.',
    [2, 'QU', 'H'],
  ),
  redditComment(
    'r/Parenting',
    "What's one thing that made school mornings easier?",
    "Honestly, setting up a carpool with two neighbours. We each drive one week at a time, it's saved me like 5 hours a week.",
    [2, 'DI', 'L'],
  ),
  reddit(
    'r/AppIdeas',
    "App idea: Uber but for kids' rides to activities with vetted parents",
    'Parents in the same school sign up, get verified, and share rides to practice and lessons. Thoughts?',
    [2, 'DI', 'L'],
    [
      ['Liability insurance is going to kill this idea. No way parents let strangers drive their kids.', [1, 'DI', 'L']],
      [
        "I would genuinely pay for this. I have 3 kids in 3 different activities on Tuesdays and I can't be in 3 places.",
        [3, 'BI', 'H'],
      ],
    ],
  ),
  reddit(
    'r/Parenting',
    'School pickup line takes 45 minutes, is this normal?',
    'New school this year. We arrive at 2:50 for a 3:15 dismissal and still get out at 3:40.',
    [1, 'QU', 'M'],
  ),
  reddit(
    'r/whatcarshouldIbuy',
    'Best minivan for carpooling 7 kids?',
    'Need 8 seats, good safety ratings, budget around 35k. Sienna vs Odyssey vs Pacifica?',
    [0, 'RR', 'H'],
  ),
  reddit(
    'r/workingmoms',
    'Juggling pickups with two full-time jobs is breaking me',
    "We both work until 5:30 and aftercare closes at 6. Every week something breaks - a meeting runs late, traffic, a sick day. I'm constantly texting other parents begging for favors.",
    [3, 'PP', 'M'],
  ),
  reddit(
    'r/Parenting',
    'Birthday party etiquette - do I have to invite the whole class?',
    'My daughter wants 6 friends, the school says whole class or nobody if invites go out at school.',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/productivity',
    'Shared family calendar app that the whole family will actually use?',
    'Need something for 2 parents + a nanny to see who is doing drop-off and pickup each day. Google Calendar is too clunky for our nanny.',
    [2, 'RR', 'H'],
  ),
  redditComment(
    'r/daddit',
    'Carpool drama, need advice',
    "Pro tip: put the carpool rotation in a shared note and pin it. And confirm the night before. We've had zero mixups since.",
    [2, 'DI', 'L'],
  ),
  youtube(
    'Busy Mom of Four',
    'Day in my life as a mom of 4 | school run, pickups, activities',
    'Come with me on a crazy Tuesday: school drop-off, work, pickups, swim, piano and dinner.',
    [1, 'DI', 'L'],
    [
      ['The pickup juggling is so real. I spend more time coordinating rides than actually driving them lol', [2, 'PP', 'M']],
      ['Where did you get that lunchbox?', [0, 'QU', 'M']],
    ],
  ),
  reddit(
    'r/Parenting',
    'Would you use an app to split school pickups with other parents?',
    'Thinking of building something simple: a shared weekly schedule, swap requests, and a reminder to whoever is driving. Would you use it?',
    [2, 'DI', 'L'],
  ),
  reddit(
    'r/legaladvice',
    "Am I liable if I drive another family's kid in a carpool and get in an accident?",
    'Ohio. Informal carpool, no money changes hands.',
    [1, 'QU', 'M'],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 6. Unmet needs (local services): a reliable handyman
// ---------------------------------------------------------------------------------------------
const handyman = query('handyman', 'finding a reliable handyman for small home repairs', 'unmet_needs', [
  reddit(
    'r/HomeImprovement',
    'Why is it impossible to find a handyman for small jobs?',
    'I need a door rehung, two outlets replaced and a leaky faucet fixed. Called 6 guys. 3 never called back, 2 said the job was too small, 1 quoted $800. How do people get small stuff done??',
    [3, 'PP', 'M'],
    [
      [
        "Small jobs are a pain for contractors because drive time eats the profit. Bundle a bunch of small things into one visit and they'll come.",
        [2, 'DI', 'L'],
      ],
      ["Same in Denver. I've had a running toilet for 2 months because nobody will come out for it.", [3, 'PP', 'M']],
      ['Honestly learn to do it yourself. Faucets are easy, YouTube is your friend.', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/AskNYC',
    'Reliable handyman recommendations in Brooklyn?',
    'Need someone to patch drywall and mount a TV this week. Last guy I found on Craigslist did a terrible job and disappeared. Will pay fair rates, just want someone who shows up.',
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/Plumbing',
    'Is this a normal quote for a water heater replacement?',
    '$2,900 for a 50 gallon gas tank, install included. Seems high?',
    [1, 'QU', 'M'],
  ),
  reddit(
    'r/HomeImprovement',
    'Thumbtack was a total waste of time',
    "Posted a small repair job, got 4 quotes, booked one, he no-showed twice. Support just said 'sorry about that'. Never using it again.",
    [3, 'CO', 'M'],
  ),
  reddit(
    'r/FirstTimeHomeBuyer',
    'First house, everything is breaking',
    "Closed 2 months ago. Garbage disposal died, a cabinet door fell off, the gutter is hanging. I'm not handy at all and I don't know anyone in town. Where do you even find a handyman you can trust?",
    [3, 'PP', 'M'],
  ),
  reddit(
    'r/Landlord',
    'How do you find maintenance guys for small repairs?',
    'Have 6 doors across town. My old guy retired. Need someone reliable for the little stuff - clogged drains, broken blinds, etc.',
    [2, 'QU', 'M'],
  ),
  reddit(
    'r/woodworking',
    'Finished my first dining table!',
    'Walnut top, steel legs, took about 3 months of weekends. Pretty happy with how the finish came out.',
    [0, 'DI', 'L'],
  ),
  reddit(
    'r/HomeImprovement',
    'Is there an app to find vetted handymen that actually show up?',
    'Angi has been useless for me, half the pros never respond.',
    [3, 'RR', 'L', 800],
  ),
  youtube(
    'DIY Dan',
    'How to Fix a Leaky Faucet in 10 Minutes (No Plumber Needed)',
    'Save money on home repairs: replace the cartridge, O-rings and washer on a single-handle faucet with basic tools.',
    [1, 'DI', 'L'],
    [
      [
        "Tried this, made it worse 😂 now I need a plumber AND a new faucet. Good luck finding one who'll come out for this",
        [2, 'PP', 'M'],
      ],
      ['What brand is that wrench?', [0, 'QU', 'M']],
      ['Saved me $200, thanks man!', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/smallbusiness',
    'Starting a handyman business - how do I get my first customers?',
    'Licensed and insured, 15 years in construction. Want to do small residential jobs. Where do I start?',
    [1, 'QU', 'M'],
  ),
  reddit(
    'r/HomeImprovement',
    "TaskRabbit handyman damaged my wall and TaskRabbit won't help",
    'He drilled into a pipe mounting a shelf. TaskRabbit says it is between me and the tasker. Tasker stopped replying.',
    [2, 'CO', 'M'],
  ),
  reddit(
    'r/Austin',
    'Need a handyman ASAP - ceiling leak, landlord not responding',
    "Water dripping from the bathroom ceiling light since last night. Landlord hasn't answered in 18 hours. Can anyone recommend someone who can come today? Willing to pay out of pocket.",
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/DIY',
    'Best cordless drill for basic home repairs?',
    'Nothing fancy, hanging shelves and putting furniture together. DeWalt vs Ryobi?',
    [0, 'RR', 'H'],
  ),
  redditComment(
    'r/HomeImprovement',
    'How did you find your handyman?',
    'Nextdoor, honestly. Asked for recs, got 10 replies, and the guy with the most mentions has been great for 3 years.',
    [2, 'DI', 'L'],
  ),
  reddit(
    'r/RealEstate',
    'Is it a good time to buy a house?',
    'Rates are still high but prices in my area dropped a bit. Wait or buy?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/homeowners',
    'Would you pay a monthly fee for an on-call handyman?',
    'Thinking about a subscription: a set number of hours per month for small repairs, guaranteed visit within a week.',
    [2, 'DI', 'L'],
    [
      [
        "Yes. $30-50/mo for someone who'll come within a week for small stuff? Sign me up. I'd have paid that 10x over this year.",
        [3, 'BI', 'H'],
      ],
      ["Home warranties are basically this and they're a scam, so I'd be skeptical.", [1, 'DI', 'L']],
    ],
  ),
  reddit('r/electricians', 'Apprentice wages in 2024?', 'Second year apprentice in Ohio making $19/hr. Is that normal?', [
    0,
    'QU',
    'M',
  ]),
  reddit(
    'r/HomeImprovement',
    'Handyman vs licensed electrician for replacing a light fixture?',
    'Just swapping a ceiling fixture for a fan, box is already fan-rated. Can a handyman legally do this?',
    [2, 'QU', 'M'],
  ),
  reddit(
    'r/Seattle',
    'Anyone know a handyman who does small jobs? Everyone I call has a 4 hour minimum',
    'Just need a couple of doors adjusted and a shelf hung. Not paying $400 for 40 minutes of work.',
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/homeowners',
    'Contractor ghosted me halfway through our kitchen remodel',
    'Paid 50% upfront, demo is done, cabinets are sitting in the garage and he stopped answering 3 weeks ago.',
    [1, 'CO', 'M'],
  ),
]);

export const PRODUCT_QUERIES: readonly ProductQuery[] = [invoices, meals, crm, cron, carpool, handyman];
