import { hn, reddit, topic, youtube, type EvalTopic } from '../types';

export const PLANTS: EvalTopic = topic(
  'plants',
  'tune',
  'business_idea',
  'App that reminds busy people when to water each houseplant and diagnoses yellow leaves',
  [
    reddit(
      'houseplants',
      'killed my 3rd pothos this year, i literally forget they exist',
      "I work 10-11h days and travel twice a month. I buy a plant, love it for a week, then one day I look over and it's crispy. How do you people remember??",
      [3, 'PP', 'M'],
      [
        ['same. i set phone alarms but after a week i just swipe them away without looking', [3, 'PP', 'M']],
        [
          "is there an app that just says 'water the fern today, half a cup' and nothing else? not a social network, not a shop. just that",
          [3, 'RR', 'H'],
        ],
        ["pothos are basically unkillable, if it's crispy it's underwatering tho. stick a finger in the soil", [1, 'DI', 'L']],
        ['my cat ate my last pothos so at least yours died of natural causes', [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'plantclinic',
      'Monstera leaves going yellow one after another (pics in comments)',
      "Bottom leaves first, now a new one too. I water every Sunday, about a glass. North window. Is that too much? Too little? I genuinely can't tell and I've read 10 guides that contradict each other.",
      [3, 'QU', 'M'],
      [
        [
          'Yellow plus soft stems near the soil is usually too much water. Let it dry out 2 inches down before you water again.',
          [1, 'DI', 'L'],
          [
            [
              "see this is my problem, 'let it dry 2 inches', I'm never home to check. I need something that just tells me when",
              [3, 'PP', 'M'],
            ],
          ],
        ],
        [
          'I wish I could just snap a pic and get a straight answer instead of posting here and waiting a day for six different opinions',
          [3, 'FR', 'M'],
        ],
        ['gorgeous plant tho, the fenestrations!!', [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'houseplants',
      'Moving off Sproutly now that reminders are behind a $8.99/mo paywall',
      "I have 37 plants in Sproutly. Yesterday's update: the free tier gets 'up to 5 plant reminders'. I'm not paying $108 a year to be told to water a cactus. Exporting everything tonight. What are people switching to?",
      [3, 'CO', 'H'],
      [
        ['Same boat, 22 plants. Need something this week because half of mine are on a 7 day cycle', [3, 'RR', 'H']],
        [
          "Honestly I'd pay a one-time $10-15 for an app that does per-plant schedules (different amounts for different pot sizes) and then leaves me alone",
          [3, 'BI', 'H'],
        ],
        ['I went back to a spreadsheet with conditional formatting. ugly but free', [1, 'DI', 'L']],
      ],
    ),
    reddit(
      'plantclinic',
      'Fiddle leaf fig yellow patches, is there an app that can tell what is wrong from a pic?',
      "Three new yellow patches this week. I don't want to post here every time, I want something on my phone that looks at it and tells me.",
      [0, 'RR', 'H'],
      [
        ['OP deleted but for anyone finding this later: patches on fiddles are usually uneven watering', [1, 'DI', 'L']],
        ['commenting because I want the same thing. 3 fiddles, zero clue, they all look sad', [3, 'RR', 'M']],
      ],
      { deleted: true },
    ),
    reddit(
      'houseplants',
      "What's the best watering reminder app? (yes I read the rules, the weekly thread is dead)",
      'Need one that handles different amounts per plant. Android.',
      [0, 'RR', 'H'],
      [],
      { removed: true },
    ),
    reddit(
      'NoStupidQuestions',
      'How do people with 60 hour work weeks keep houseplants alive?',
      'Genuinely asking. Mine all die of neglect. Is there a trick everyone knows except me?',
      [3, 'QU', 'M'],
      [
        ['self watering pots + a recurring phone reminder every sunday. 5 minutes a week', [2, 'DI', 'L']],
        ["they don't, they buy new ones every spring. source: me", [1, 'DI', 'L']],
      ],
    ),
    reddit(
      'SomebodyMakeThis',
      "An app that looks at a photo of my plant and says 'water 200ml on thursday'",
      "Not plant ID. I know what my plants are. I want: take a pic, it sees the droopy yellow leaves, tells me if it's thirsty or drowning, and puts the next watering on my phone. I have 14 plants and a job.",
      [3, 'FR', 'M'],
      [['would buy on day one. my calathea is crying as we speak', [3, 'BI', 'H']]],
    ),
    reddit(
      'AskReddit',
      'What are you embarrassingly bad at as an adult?',
      '',
      [0, 'DI', 'L'],
      [
        [
          'Keeping plants alive. I forget them for two weeks, then drown them out of guilt. Rinse, repeat, compost.',
          [2, 'PP', 'M'],
        ],
        ['parallel parking. I will drive 3 extra blocks to avoid it', [0, 'DI', 'L']],
        ['replying to texts. I read it, answer in my head, never send it', [0, 'DI', 'L']],
        ['cooking rice. somehow burnt AND crunchy', [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'AppIdeas',
      'What small app would you actually pay for?',
      'Not another todo list. Something you would pull your card out for today.',
      [0, 'DI', 'L'],
      [
        [
          "one where I point my phone at a sad plant and it tells me why the leaves are yellow and when to water next. I'd pay $5/mo no question, lost 4 plants since March",
          [3, 'BI', 'H'],
        ],
        ['a grocery list that sorts itself by the aisle order of my store', [0, 'FR', 'L']],
        ['a calendar where adding an event takes less than 4 taps', [0, 'CO', 'L']],
        ["something that tells me which friends I haven't talked to in a while", [0, 'FR', 'L']],
      ],
    ),
    reddit(
      'manufacturing',
      'Need a maintenance reminder tool for our bottling plant, budget approved',
      'We run a small bottling plant, 3 lines. Preventive maintenance lives on a whiteboard and someone always forgets to flush the water lines. Need something that reminds the shift lead what to do and when, with photo sign-off. Has to be live before our audit in March.',
      [0, 'BI', 'H'],
      [
        ['We use Upkeepr for PM work orders, about $40 a seat. Reminders and photo attachments both work fine', [0, 'DI', 'L']],
        ['whiteboard PM is how audits get failed, good call getting ahead of it', [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'PokemonScarlet',
      'Shiny Leafeon looks so washed out and yellow in photo mode??',
      'Took like 40 photos and the leaves always come out yellow. Is it the filter?',
      [0, 'QU', 'L'],
      [
        ['its the golden hour filter, turn it off under camera settings', [0, 'DI', 'L']],
        ["shiny leafeon's leaves ARE yellowish tho, it's not the filter lol", [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'Cooking',
      'Is watering down store-bought pasta sauce a crime?',
      'Jar is too thick and too salty. Can I just add water or am I ruining it?',
      [0, 'QU', 'L'],
      [['splash of pasta water, not tap water. the starch makes all the difference', [0, 'DI', 'L']]],
    ),
    reddit(
      'jobs',
      'Plant manager keeps me on 12h shifts, how do I leave without burning bridges?',
      "Three years at the plant. I'm busy every waking hour and my manager reminds me daily that I'm 'replaceable'. Have an offer. How do I quit cleanly?",
      [0, 'QU', 'M'],
      [["give two weeks, be boring about it, don't vent in the exit interview", [0, 'DI', 'L']]],
    ),
    reddit(
      'vegetablegardening',
      'Tomato lower leaves yellowing in July, normal?',
      'Raised bed, watered every morning. Bottom leaves going yellow and spotty.',
      [1, 'QU', 'M'],
    ),
    reddit(
      'houseplants',
      'Drop your watering system. How do you keep track?',
      "Just hit 30 plants and my 'I'll remember' system has officially failed. Lost a maranta last week. What do you all actually use?",
      [3, 'RR', 'H'],
      [
        ['Chopstick in the soil. Comes out clean, you water.', [1, 'DI', 'L']],
        ['Sticky notes on each pot with the date. They fall off when I water lol', [2, 'PP', 'M']],
        ['I used Droplet for a year, then it started sending reminders at 2am and I uninstalled it', [2, 'CO', 'M']],
        ['spreadsheet. one row per plant, one column per week', [1, 'DI', 'L']],
        [
          "The hard part isn't when, it's how MUCH. my tiny succulent and my giant bird of paradise should not get the same glass of water and I never know the right amount",
          [3, 'PP', 'M'],
        ],
        ['moisture meter from the hardware store, $12', [1, 'DI', 'L']],
        ['30 plants is rookie numbers 😤', [0, 'DI', 'L']],
        [
          "I'd love a reminder that shifts in winter. everything drinks half as much in January and every app I've tried keeps the summer schedule",
          [3, 'FR', 'M'],
        ],
        ['whats ur favorite of the 30 tho', [0, 'DI', 'L'], [['my hoya, she bloomed last week!!', [0, 'DI', 'L']]]],
        ['do you name them? mine are all named after 90s sitcom characters', [0, 'DI', 'L']],
        ['bottom watering everything in the bathtub once a week. 1 hour and done', [1, 'DI', 'L']],
        [
          'my partner waters them when I travel and kills them with kindness every time. I need something that tells HIM exactly how much each one gets',
          [3, 'PP', 'M'],
        ],
      ],
    ),
    reddit(
      'plantclinic',
      'Do any of the plant ID apps actually diagnose problems?',
      'Tried three. All of them said my overwatered peace lily needed more water. What is the point.',
      [2, 'CO', 'L'],
      [["Leafcam's diagnosis told me my plant had sunburn. It lives in a closet.", [2, 'CO', 'L']]],
      { daysAgo: 450 },
    ),
    reddit(
      'houseplants',
      'I travel 2 weeks a month and my plants are paying for it',
      "Consultant, on the road constantly. Came back to a drooping peace lily and yellow leaves on basically everything. I want to keep plants but I need a system that tells my roommate what to water and how much while I'm gone.",
      [3, 'PP', 'M'],
      [['peace lilies are drama queens, it will perk up an hour after a drink', [1, 'DI', 'L']]],
      { crosspostTo: 'plantclinic' },
    ),
    youtube(
      'Juno Grows',
      'Why are my houseplant leaves turning yellow? 5 causes',
      'Overwatering, underwatering, light, nutrients and plain old age. Timestamps below.',
      [1, 'DI', 'L'],
      [
        ['its #1 for me. I water whenever I remember, which is either never or 3 times in one day', [3, 'PP', 'M']],
        ['is there an app for this?? i need someone to just TELL me which plant and how much', [3, 'RR', 'H']],
        ['your cat walking through at 4:12 😂', [0, 'DI', 'L']],
        ['great video as always', [0, 'DI', 'L']],
      ],
    ),
    youtube(
      'Urban Jungle Sam',
      'How I keep 60 plants alive working night shifts',
      "I'm gone 12 hours at a time, so here's the schedule, the amounts per pot size and the one rule that saved my plants. Comments are off because of spam bots, sorry.",
      [2, 'DI', 'L'],
      [],
      { commentsDisabled: true },
    ),
    youtube(
      'Grid & Steam',
      'Inside a coal power plant: where all that water goes',
      'Cooling towers, condensers and the water treatment nobody talks about.',
      [0, 'DI', 'L'],
      [
        ['how much water does a plant like this use in a day?', [0, 'QU', 'L']],
        ['my grandpa worked at one for 31 years, this brought back memories', [0, 'DI', 'L']],
      ],
    ),
    youtube(
      'Leaf & Logic',
      'I tested 4 plant care apps for 30 days',
      'Reminders, plant ID, and the so-called photo diagnosis. One of them surprised me.',
      [2, 'DI', 'L'],
      [
        ['the photo diagnosis in all of them was garbage. told my overwatered calathea it needed MORE water', [3, 'CO', 'M']],
        [
          'ThirstTrack wiped my plant list after the last update. 40 plants gone. switching today, thanks for this video',
          [3, 'CO', 'H'],
        ],
        ['the music in this is so relaxing', [0, 'DI', 'L']],
      ],
    ),
    youtube(
      'Paint It Quick',
      'Painting yellow autumn leaves in watercolor',
      'Loose, fast leaves with two brushes and three colors.',
      [0, 'DI', 'L'],
      [['what brush size are you using for the leaves?', [0, 'QU', 'L']]],
    ),
    hn(
      'ask_hn',
      "Ask HN: What's a side project you use every single day?",
      '',
      [0, 'DI', 'L'],
      [
        [
          'A cron job that texts me which plants are due, based on when I last logged watering each one and how much it got. Took an evening. First winter my monstera survived.',
          [2, 'DI', 'L'],
        ],
        ['A tiny CLI that tells me when the next train leaves my station.', [0, 'DI', 'L']],
      ],
    ),
    hn(
      'show_hn',
      'Show HN: Leafdoc – diagnose houseplant problems from a photo, on-device',
      'A 4MB model trained on about 9k photos we took and labelled ourselves. It separates overwatering, underwatering, low light and nutrient deficiency. Feedback welcome.',
      [2, 'DI', 'L'],
      [
        [
          "I'd pay for this if it also told me when to water. I travel a lot and the diagnosis only tells me after the damage is done.",
          [3, 'BI', 'H'],
        ],
        ["What's the accuracy on photos taken in bad indoor light? That's where every plant photo I take lives.", [2, 'QU', 'M']],
        ['Nice. Is the model open?', [0, 'QU', 'L']],
      ],
    ),
    hn(
      'story',
      'Power plant operators are automating water chemistry checks',
      '',
      [0, 'DI', 'L'],
      [
        [
          "The chemistry is the easy part. Getting sensors that don't foul in a cooling tower loop is where these projects die.",
          [0, 'DI', 'L'],
        ],
      ],
    ),
    hn(
      'ask_hn',
      "Ask HN: Is there a houseplant care app that isn't bloated?",
      'I want: a list of my plants, how much water each, and when. No social feed, no shop, no account.',
      [3, 'RR', 'L'],
      [["Calendar plus a note per plant. Don't overthink it.", [1, 'DI', 'L']]],
      { daysAgo: 700 },
    ),
  ],
);
