/**
 * Forum topics (Discourse) for the tune topics. Each topic names two forums: the community where
 * its people talk, and a neighbouring forum whose words collide with the topic's. Made up.
 */
import { forumTopic, type NamedForums } from '../forum-topics';
import type { ExtraThreads } from '../types';

export const TUNE_FORUMS: NamedForums = {
  plants: ['houseplantclub', 'homeassistant'],
  oncall: ['sre-community', 'callcenter'],
  tutor: ['homeschoolers', 'teachers-lounge'],
  hive: ['beekeepers', 'hive-data'],
  trials: ['moneysavers', 'saas-founders'],
};

export const TUNE_DISCOURSE: ExtraThreads = {
  plants: [
    forumTopic(
      'houseplantclub',
      'Any app that tracks watering per plant? I have 45 and keep losing track',
      "Calendar reminders say 'water plants' but every plant needs something different & I travel for work. I'd pay for an app that knows each plant, reminds me, and tells me why leaves go yellow. What do you use?",
      [3, 'RR', 'H'],
      [
        ['A spreadsheet with last watered dates, honestly. Apps never fit my plants.', [2, 'DI', 'L']],
        ['Same boat, my fiddle leaf is yellowing and I have no idea if it is too much or too little water 😩', [3, 'PP', 'M'], [['Usually too much. Check the soil 2 inches down before watering.', [1, 'DI', 'L']]]],
      ],
    ),
    forumTopic(
      'houseplantclub',
      'Yellow leaves on peace lily, what am I doing wrong?',
      'Lower leaves turning yellow, I water every Sunday, north window. Photos attached.',
      [2, 'QU', 'M'],
      [['Peace lilies droop when they want water, water then, not on a schedule.', [1, 'DI', 'L']]],
    ),
    forumTopic(
      'homeassistant',
      'Soil moisture sensor automation to remind me to water plants',
      'Sharing my automation: cheap Zigbee soil sensors, a notification when moisture drops under 30%. Works for my 6 plants.',
      [1, 'DI', 'L'],
      [['Nice. I wish it also knew each plant type, cacti want way drier soil.', [2, 'FR', 'M']]],
    ),
    forumTopic(
      'homeassistant',
      'Power plant energy dashboard shows yellow warnings',
      'My solar plant integration shows yellow warning icons every morning since the update. Anyone else?',
      [0, 'QU', 'M'],
    ),
  ],
  oncall: [
    forumTopic(
      'sre-community',
      'On-call at a 6 person startup: how do you stop the 3am noise?',
      "We get paged 5+ times a night for alerts that resolve themselves. No runbooks, so whoever is on call just guesses. People are burning out. What actually reduced pager noise for small teams? Tool suggestions welcome.",
      [3, 'RR', 'H'],
      [
        ['Delete every alert nobody acted on in the last month. Brutal but it works.', [2, 'DI', 'L']],
        ['We had the same, every incident was archaeology because nobody wrote anything down. I would pay for something that builds runbooks from past incidents.', [3, 'PP', 'M']],
      ],
    ),
    forumTopic(
      'sre-community',
      'Alert fatigue metrics: what do you track?',
      'Trying to convince management alert fatigue is real. What numbers do you track (pages per shift, night pages, ack time)?',
      [2, 'QU', 'M'],
      [['Night pages per week per person. Ours was 11, that got attention.', [2, 'PP', 'M']]],
    ),
    forumTopic(
      'callcenter',
      'Agents on call during night shift need better alerts',
      'Our call center night shift misses incoming call alerts when the queue is quiet. Looking for a louder queue alert for agents.',
      [0, 'RR', 'M'],
    ),
  ],
  tutor: [
    forumTopic(
      'homeschoolers',
      'Affordable math tutor for a 14 year old who is really struggling?',
      "My daughter is 2 grades behind in math and we can't do $80/hr tutors. We tried free videos but she needs someone to explain it. How did you find affordable math help, and how did you know it was working?",
      [3, 'RR', 'H'],
      [
        ['College students from the local university math club, $25/hr and relatable.', [2, 'DI', 'L']],
        ["Same situation with my son. We paid for 3 months and I still couldn't tell you if it helped.", [3, 'PP', 'M']],
      ],
    ),
    forumTopic(
      'homeschoolers',
      'How do you measure if tutoring is working?',
      'We pay for weekly algebra tutoring. Grades are flat. Is there a way to see progress beyond the report card?',
      [3, 'QU', 'M'],
    ),
    forumTopic(
      'teachers-lounge',
      'Struggling with my math department schedule',
      'New department head here. Scheduling math teachers across 3 grade levels is a nightmare this year. Tips?',
      [0, 'QU', 'M'],
      [['Block scheduling saved us. Start from the constraints, not the preferences.', [0, 'DI', 'L']]],
    ),
  ],
  hive: [
    forumTopic(
      'beekeepers',
      'How do you keep inspection records for your hives?',
      'Second year, 5 hives. My notes are on scraps of paper and the hive lids. I want to track mite counts and queen status over time but every app I tried is clunky in the bee yard. What do you use?',
      [3, 'RR', 'M'],
      [
        ['Notebook in a ziploc, then a spreadsheet on Sunday. Works but I never look at the spreadsheet.', [2, 'DI', 'L']],
        ['I would pay for a simple app that takes voice notes while I inspect and charts mite counts per hive.', [3, 'BI', 'H']],
        ['Brick on the lid: on its side means queenright, flat means check again 😄', [1, 'DI', 'L']],
      ],
    ),
    forumTopic(
      'beekeepers',
      'Mite count after treatment still high, what now?',
      'Did an alcohol wash: 9 mites per 300 bees two weeks after treatment. Do I treat again?',
      [2, 'QU', 'M'],
      [['Log every wash with dates, you will see if it is trending down. Treat again if it is not.', [1, 'DI', 'L']]],
    ),
    forumTopic(
      'hive-data',
      'Hive metastore log growing too fast',
      'Our Hive metastore logs grow 20 GB a day after the upgrade. How do you keep the log tracker under control?',
      [0, 'QU', 'M'],
      [['Lower the log level for the metastore, the upgrade set it to DEBUG.', [0, 'DI', 'L']]],
    ),
  ],
  trials: [
    forumTopic(
      'moneysavers',
      'Forgot to cancel another free trial, $89 gone',
      "That's the third time this year. I sign up for a 7 day trial, forget, and get charged for a year. Some services hide the cancel button so well I gave up halfway. How do you keep track of trials?",
      [3, 'PP', 'M'],
      [
        ['Virtual card with a $1 limit for every trial. They can not charge it.', [2, 'DI', 'L']],
        ['The gym one is the worst, they want a letter by post to cancel. In 2026!', [3, 'CO', 'M']],
      ],
    ),
    forumTopic(
      'moneysavers',
      'App that cancels subscriptions for you, worth it?',
      'Seen ads for services that cancel subscriptions on your behalf. Anyone used one? I have 11 subscriptions and cancelling each is a maze.',
      [3, 'RR', 'H'],
    ),
    forumTopic(
      'saas-founders',
      'Free trial to paid conversion benchmarks?',
      'Our 14 day free trial converts at 4%. What do you see? Does asking for a card up front help?',
      [0, 'QU', 'M'],
      [['Card up front: fewer trials, 3x conversion for us.', [0, 'DI', 'L']]],
    ),
  ],
};
