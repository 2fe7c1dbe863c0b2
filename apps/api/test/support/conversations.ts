/**
 * A small world of public conversations, written by us in the style of real Reddit threads and
 * YouTube videos, for the local platform server. Not recorded data: the recorded fixtures live
 * in packages/sources/test/fixtures and cover the wire formats.
 */
export interface WorldComment {
  id: string;
  author: string;
  body: string;
  score: number;
  replies?: WorldComment[];
}

export interface WorldPost {
  id: string;
  subreddit: string;
  author: string;
  title: string;
  selftext: string;
  score: number;
  createdDaysAgo: number;
  comments: WorldComment[];
}

export interface WorldVideo {
  id: string;
  channel: string;
  title: string;
  description: string;
  views: number;
  likes: number;
  createdDaysAgo: number;
  comments: { id: string; author: string; text: string; likes: number }[];
  commentsDisabled?: boolean;
}

/**
 * A recent r/freelance thread for a test's own small world: its post and, when given, one reply.
 * Authors are named after the ids, so each thread's people are its own.
 */
export function freelanceThread(id: string, title: string, selftext: string, reply?: string): WorldPost {
  return {
    id,
    subreddit: 'freelance',
    author: `u_${id}`,
    title,
    selftext,
    score: 12,
    createdDaysAgo: 4,
    comments: reply === undefined ? [] : [{ id: `${id}c1`, author: `u_${id}c1`, body: reply, score: 3 }],
  };
}

/**
 * One person asking the same thing in two subreddits a day apart, reworded (a new title, a
 * sentence dropped, the rest reordered): one signal, charged once (issue 23).
 */
export const REWORDED_CROSSPOST: WorldPost[] = [
  {
    id: 'xpo001',
    subreddit: 'freelance',
    author: 'studio_mira',
    title: 'How do you get clients to pay their invoices on time?',
    selftext:
      "I'm a freelance illustrator and about a third of my clients pay invoices 30+ days late. I chase them with reminder emails by hand and it's awkward every time. Is there an invoicing tool that sends the reminders automatically without sounding rude? I'd pay a few dollars a month.",
    score: 64,
    createdDaysAgo: 3,
    comments: [],
  },
  {
    id: 'xpo002',
    subreddit: 'smallbusiness',
    author: 'studio_mira',
    title: 'Any invoicing tool that sends late payment reminders automatically?',
    selftext:
      "Is there an invoicing tool that sends the reminders automatically without sounding rude? Freelance illustrator here, a third of my clients pay invoices 30+ days late. I'd pay a few dollars a month.",
    score: 5,
    createdDaysAgo: 2,
    comments: [],
  },
];

export const REDDIT_POSTS: WorldPost[] = [
  {
    id: 'inv001',
    subreddit: 'freelance',
    author: 'designer_dana',
    title: 'Is there a tool that automatically chases unpaid invoices?',
    selftext:
      "I'm a freelance designer and I spend hours every month chasing clients who pay late. Is there an app that sends invoice reminders automatically? I'd happily pay $20 a month for something that just works.",
    score: 184,
    createdDaysAgo: 3,
    comments: [
      {
        id: 'c_inv001a',
        author: 'dev_marco',
        body: 'Same problem here. I track invoices in a spreadsheet and it is a nightmare. Following for recommendations.',
        score: 41,
        replies: [
          { id: 'c_inv001b', author: 'bookkeeper_jo', body: 'Have you tried setting up recurring invoice reminders in your accounting software? Most freelancers never turn them on.', score: 12 },
        ],
      },
      { id: 'c_inv001c', author: '[deleted]', body: '[deleted]', score: 1 },
    ],
  },
  {
    id: 'inv002',
    subreddit: 'smallbusiness',
    author: 'bakery_owner',
    title: 'Late paying clients are killing my cash flow',
    selftext:
      'Three of my wholesale clients are 60+ days late on invoices. I hate having awkward conversations about money. How do other small businesses handle late payments without losing the client?',
    score: 92,
    createdDaysAgo: 12,
    comments: [
      { id: 'c_inv002a', author: 'cfo_sam', body: 'Charge a late fee and put it in the contract. Automated invoice reminders at 7, 14 and 30 days help a lot.', score: 33 },
    ],
  },
  {
    id: 'inv003',
    subreddit: 'freelance',
    author: 'copy_kat',
    title: 'What invoicing software do you recommend for freelancers?',
    selftext: 'Looking for recommendations. I need simple invoicing with payment links and reminders for late clients. FreshBooks feels too expensive for me.',
    score: 57,
    createdDaysAgo: 20,
    comments: [
      { id: 'c_inv003a', author: 'pm_lee', body: 'I switched from FreshBooks to Wave last year. Invoicing is free, reminders are basic though.', score: 18 },
    ],
  },
  {
    id: 'inv004',
    subreddit: 'Entrepreneur',
    author: 'agency_ana',
    title: 'I wish my invoicing app would escalate reminders for overdue invoices',
    selftext:
      'It would be great if invoicing tools let you escalate: a friendly reminder first, then a firmer one, then a final notice. Mine only sends one generic email. Feature request to anyone building in this space.',
    score: 44,
    createdDaysAgo: 40,
    comments: [],
  },
  {
    id: 'inv005',
    subreddit: 'freelance',
    author: 'video_vic',
    title: 'Client ghosted me after I delivered. Invoice unpaid for 3 months.',
    selftext: 'So frustrated. I delivered the whole video project, sent the invoice, and the client stopped answering. Any advice on collecting unpaid invoices as a freelancer?',
    score: 230,
    createdDaysAgo: 6,
    comments: [
      { id: 'c_inv005a', author: 'lawyer_liz', body: 'Send a formal demand letter first. Small claims court is the next step for unpaid invoices.', score: 64 },
    ],
  },
  {
    id: 'inv006',
    subreddit: 'freelance',
    author: 'copy_kat_alt',
    title: 'What invoicing software do you recommend for freelancers?',
    selftext: 'Looking for recommendations. I need simple invoicing with payment links and reminders for late clients. FreshBooks feels too expensive for me.',
    score: 3,
    createdDaysAgo: 19,
    comments: [],
  },
  {
    id: 'off001',
    subreddit: 'cooking',
    author: 'chef_tom',
    title: 'Best way to keep sourdough starter alive on vacation?',
    selftext: 'Going away for two weeks. Should I freeze my starter or feed it heavily before leaving?',
    score: 310,
    createdDaysAgo: 2,
    comments: [{ id: 'c_off001a', author: 'baker_bea', body: 'Feed it and put it in the fridge. It will be fine for two weeks.', score: 80 }],
  },
  {
    id: 'off002',
    subreddit: 'gaming',
    author: 'pixel_pat',
    title: 'The new patch broke my save files',
    selftext: 'After the update all my saves are gone. Anyone else? This is so annoying.',
    score: 120,
    createdDaysAgo: 1,
    comments: [],
  },
  {
    id: 'rem001',
    subreddit: 'removed_sub',
    author: '[deleted]',
    title: 'Invoice reminders removed post',
    selftext: '[removed]',
    score: 5,
    createdDaysAgo: 4,
    comments: [],
  },
];

export const YOUTUBE_VIDEOS: WorldVideo[] = [
  {
    id: 'vidInv00001',
    channel: 'Freelance Finance',
    title: 'How to get clients to pay invoices on time (freelancer guide)',
    description: 'Late payments are the number one complaint of freelancers. In this video: invoice reminders, late fees and payment terms.',
    views: 48210,
    likes: 1900,
    createdDaysAgo: 25,
    comments: [
      { id: 'ytc_inv01a', author: 'Maya R', text: 'I need a tool that sends invoice reminders for me, I always forget and then clients pay 2 months late.', likes: 88 },
      { id: 'ytc_inv01b', author: 'Chris P', text: 'Great video! The late fee tip saved me.', likes: 12 },
    ],
  },
  {
    id: 'vidInv00002',
    channel: 'Small Biz Weekly',
    title: 'Chasing unpaid invoices: what actually works',
    description: 'We tested five ways to collect unpaid invoices, from polite emails to collection agencies.',
    views: 12033,
    likes: 410,
    createdDaysAgo: 9,
    comments: [{ id: 'ytc_inv02a', author: 'Dee', text: 'Is there any app that automates the whole unpaid invoice follow up? I would pay for that.', likes: 40 }],
    commentsDisabled: false,
  },
  {
    id: 'vidOff00001',
    channel: 'Travel Vlogs',
    title: 'Two weeks in Portugal on a budget',
    description: 'Lisbon, Porto and the Algarve.',
    views: 90000,
    likes: 5000,
    createdDaysAgo: 30,
    comments: [],
    commentsDisabled: true,
  },
];
