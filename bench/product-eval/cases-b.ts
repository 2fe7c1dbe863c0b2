/**
 * Set B of the product-level evaluation (bench/product-eval.ts): a second, independent set of
 * hand-written conversations, written by a different pass in a looser style (typos, slang, long
 * rambling posts, one-line replies, sarcasm) for five founder queries in domains set A does not
 * touch. Nothing here is copied from a dataset or a real thread; every name and story is made up.
 *
 * Same labels as set A (product-eval/cases.ts, decisions §6), decided while writing, before the
 * scorer was run on them. ALL of set B is held out: it is never read item by item while tuning,
 * and no rule may be written from it. `--errors` / `--items` never print it.
 */
import { query, reddit, redditComment, youtube } from './cases';
import type { ProductQuery } from './cases';

// ---------------------------------------------------------------------------------------------
// 1. Business idea: Shopify inventory sync
// ---------------------------------------------------------------------------------------------
const inventory = query('invsync', 'sync Shopify inventory across multiple sales channels', 'business_idea', [
  reddit(
    'r/shopify',
    'oversold AGAIN because etsy and shopify stock dont talk to each other',
    "ok so I sell handmade candles on both shopify and etsy and every single weekend I oversell something bc someone buys the last one on etsy while shopify still shows 1 in stock. had to refund 3 ppl this week and one left a 1 star. is there an app that actually syncs inventory both ways in real time?? tried one that only updated every 6 hrs which is useless",
    [3, 'RR', 'H'],
    [
      ['we use a sync app for this, set it up once and havent oversold since. costs like $25/mo tho', [2, 'DI', 'L']],
      ['just keep a buffer of 1-2 units on etsy. cheap fix', [1, 'DI', 'L']],
      ['same thing happened to me on black friday, 14 refunds. never again', [3, 'PP', 'M']],
      ['your candles look sick btw whats the scent in pic 2', [0, 'QU', 'M']],
    ],
  ),
  reddit(
    'r/ecommerce',
    'Will pay for multichannel inventory that doesnt suck',
    "Shopify + Amazon + a wholesale spreadsheet. Currently a VA updates stock counts by hand twice a day. I'd happily pay $100/mo for something that keeps Shopify inventory in sync with Amazon FBA and our warehouse without me babysitting it. Need it before Q4.",
    [3, 'BI', 'H'],
  ),
  reddit(
    'r/shopify',
    'Shopify payments held my payout for 3 weeks',
    'No explanation, support just keeps saying "under review". I have bills to pay. Absolute clown show.',
    [0, 'CO', 'M'],
  ),
  reddit(
    'r/FulfillmentByAmazon',
    'Anyone running shopify and amazon from one inventory pool?',
    "how are you all handling stock across both? right now I'm exporting a CSV every night and it's error prone as hell. what tools do you use",
    [3, 'RR', 'H'],
    [
      ["Have you tried linking them through a middleware? That's what fixed it for us.", [1, 'DI', 'L']],
      ['CSV every night lmao I did that for a year, pain', [2, 'PP', 'L']],
    ],
  ),
  youtube(
    'Ecom Elena',
    'How I Stopped Overselling: Multichannel Inventory Sync for Shopify (2025)',
    "In this video I walk through how I sync inventory between Shopify, Etsy and eBay so I never oversell. I'll show the settings I use and the mistakes I made. Links to the apps in the description.",
    [2, 'DI', 'L'],
    [
      ['does this work if you have bundles? like one bundle uses 3 of the same SKU', [2, 'QU', 'M']],
      ['the sync app you showed keeps double-deducting stock on my end, anyone else?? support hasnt replied in 4 days', [3, 'CO', 'M']],
      ['Love your energy!! subscribed', [0, 'DI', 'L']],
      ['would be cool if it could also sync to my square pos for the farmers market', [2, 'FR', 'M']],
    ],
  ),
  reddit(
    'r/shopify',
    'Best theme for a clothing store?',
    'Launching next month, want something clean that shows off photos. Free or paid, any recs?',
    [0, 'RR', 'H'],
  ),
  reddit(
    'r/smallbusiness',
    'Inventory is the most stressful part of running my shop',
    "Not looking for anything specific, just venting. Between the website, two markets a month and wholesale orders I never actually know how many of anything I have. I count stuff at 1am. My partner thinks I'm losing it.",
    [3, 'PP', 'M'],
  ),
  reddit(
    'r/shopify',
    'Thinking of building a dead simple inventory sync for small shops, would you use it?',
    'Most sync apps are built for big brands and cost a fortune. Idea: Shopify + Etsy + one marketplace, real-time, flat $15. Would this be useful or is the market covered?',
    [2, 'DI', 'L'],
    [
      ["yes please. i'd switch tomorrow, the one i have is $49 and breaks every time etsy changes something", [3, 'BI', 'H']],
      ['market is pretty crowded tbh, you would need some angle', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Etsy',
    'Etsy fees are out of control',
    'Transaction fee, offsite ads, payment processing, listing fee... I make like 60% of the sticker price. Thinking of leaving.',
    [0, 'CO', 'M'],
  ),
  redditComment(
    'r/shopify',
    'What app do you regret paying for?',
    "Honestly my inventory sync app. Sold as 'real time' but it lags 20 min and I still oversell on weekends. Cancelled last month.",
    [2, 'CO', 'M'],
  ),
  reddit(
    'r/ecommerce',
    'How do you track inventory with a physical store and a Shopify site?',
    "Small bookshop. We have a till in store and the Shopify site. What's the sane way to keep counts right on both?",
    [3, 'QU', 'M'],
  ),
  reddit(
    'r/warehouse',
    'Forklift cert worth it?',
    'Picker at a 3PL, they offered to pay for my forklift ticket. Does it actually bump pay?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/shopify',
    'Shopify inventory count wrong after import',
    'Imported 400 products from CSV and half the quantities are 0. What did I do wrong? Is there a way to bulk fix?',
    [1, 'QU', 'M'],
  ),
  reddit(
    'r/ecommerce',
    'we went from 2 to 5 sales channels and inventory is chaos',
    "Shopify, Amazon, Walmart, TikTok Shop and a retail partner. Overselling weekly. Looked at enterprise stuff and it's $800/mo which we can't do yet. Anyone know something in between?",
    [3, 'RR', 'H', 400],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 2. Unmet needs: language learning for busy parents
// ---------------------------------------------------------------------------------------------
const language = query('langparent', 'learning a language as a busy parent with no free time', 'unmet_needs', [
  reddit(
    'r/languagelearning',
    'How do you actually learn a language with two toddlers??',
    "My husband's family speaks Portuguese and I'm tired of being left out at dinners. But I have a 2yo and a 4yo, work full time and by 9pm my brain is mush. Duolingo streak died at day 11. Is there anything that works for parents with literally 10 minutes a day?",
    [3, 'RR', 'H'],
    [
      ['podcasts on the commute. thats how I got to B1 in spanish', [2, 'DI', 'L']],
      ['Same here, 3 kids, I keep buying courses I never open. Feels bad man', [3, 'PP', 'M']],
      ['Learn it together with the kids! Kids songs in portuguese, you both learn', [2, 'DI', 'L']],
      ['dinners with the in-laws where you dont understand anything are honestly a blessing lol', [0, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Parenting',
    "I'd pay real money for a language app designed around nap times",
    'Like 5 minute lessons that I can do while the baby naps, that remember where I stopped, and audio only so I can do it while folding laundry. Everything out there assumes you have an hour and a quiet desk. Take my money.',
    [3, 'BI', 'H'],
  ),
  reddit(
    'r/duolingo',
    'Duolingo removed hearts and now it is worse',
    'The new energy system is garbage, I can do like 5 lessons and then it wants me to pay. Uninstalled.',
    [1, 'CO', 'M'],
  ),
  youtube(
    'Polyglot Dad',
    'How I Learned German in 15 Minutes a Day (as a Dad of 3)',
    'No fluff: my exact daily routine fitting language practice into school runs, bath time and the 10 minutes after the kids are in bed. Plus the 3 apps I actually kept using.',
    [2, 'DI', 'L'],
    [
      ['this is exactly my situation, thank you. the bath time trick is genius', [2, 'DI', 'L']],
      ['What app is the one with the flashcards at 6:12? cant read the name', [2, 'RR', 'H']],
      ['bro has 3 kids and time to edit youtube videos, im calling cap', [1, 'DI', 'L']],
      ['I wish one of these apps let me set "I have 4 minutes" and gave me a lesson that fits', [3, 'FR', 'M']],
    ],
  ),
  reddit(
    'r/languagelearning',
    'Best way to learn Japanese kanji fast?',
    'Going to Japan in 6 months for a trip, want to read basic signs. WaniKani or Anki?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/Mommit',
    'Anyone else feel like they lost themselves after kids?',
    "I used to speak 3 languages, read a book a week. Now I can't remember the word for spoon in my own language. Not even sure what I'm asking, just wanted to say it.",
    [2, 'PP', 'L'],
  ),
  reddit(
    'r/languagelearning',
    'is it even worth starting a language at 38 with a newborn',
    "honestly asking. I've wanted to learn Italian forever but between night feeds and work I have zero free time. Is it realistic or should I wait 5 years?",
    [3, 'QU', 'M'],
  ),
  reddit(
    'r/SaaS',
    'Building micro-lessons for parents learning a language, looking for feedback',
    'Audio lessons in 3-5 minute chunks, picks up where you left off, designed for one hand free. Prototype is live, would love thoughts from anyone with kids.',
    [2, 'DI', 'L'],
    [
      ["signed up. if the spanish one is good i'm paying for the year right away", [3, 'BI', 'H']],
      ['Landing page font is hard to read on mobile fyi', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Parenting',
    'Raising bilingual kids when only one parent speaks the language',
    "Dad speaks French, I don't. We want the kids bilingual. How do other families handle this? Any tips?",
    [1, 'QU', 'M'],
  ),
  reddit(
    'r/duolingo',
    '1000 day streak!!!',
    'Never thought I would get here. Spanish is slowly clicking.',
    [0, 'DI', 'L'],
  ),
  redditComment(
    'r/languagelearning',
    'What is stopping you from learning a language?',
    "Time. Single dad, two jobs. The apps all want daily 20 min sessions and I just can't. I'd use something that works in 2 min bursts in the car line.",
    [3, 'PP', 'M'],
  ),
  reddit(
    'r/languagelearning',
    "Pimsleur is overpriced and it's not even that good",
    "$20 a month for audio I could get from a library. The pace is glacial. Don't get the hype.",
    [1, 'CO', 'M'],
  ),
  reddit(
    'r/Fitness',
    'Fitting workouts in as a busy parent',
    'Two kids, full time job. How do you find 30 minutes for the gym? Home workouts?',
    [0, 'QU', 'M'],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 3. Business idea: podcast editing service
// ---------------------------------------------------------------------------------------------
const podcast = query('podedit', 'podcast editing service for small podcasters', 'business_idea', [
  reddit(
    'r/podcasting',
    'editing is killing my podcast',
    "I run a small interview show (about 300 downloads an ep) and editing takes me 6-8 hrs per episode. Cutting ums, fixing levels, removing the dog barking. I'm about to quit. Are there editing services that don't cost $200 an episode? Need someone who can start this month",
    [3, 'RR', 'H'],
    [
      ['i pay a guy on fiverr $40 an ep, hes fine. not amazing but fine', [2, 'DI', 'L']],
      ['use descript, cut by editing the transcript. took my edit time way down', [2, 'DI', 'L']],
      ['300 downloads is actually solid for an indie show, congrats', [1, 'DI', 'L']],
      ['6-8 hrs is me too. my wife thinks I have a second job', [3, 'PP', 'M']],
    ],
  ),
  reddit(
    'r/podcasting',
    'Looking to hire a podcast editor - budget $60/episode',
    'Weekly show, 45 min, two hosts, remote recording. Need noise cleanup, leveling, intro/outro. DM me with samples please.',
    [3, 'BI', 'H'],
  ),
  youtube(
    'Podcast Pro Tips',
    'Stop Editing Your Podcast Like This (5 Mistakes)',
    'Most new podcasters over-edit. In this video I cover the five editing mistakes that waste your time and how to fix them in any DAW.',
    [1, 'DI', 'L'],
    [
      ['honestly I just want someone else to do it. is there an editing service you recommend?', [3, 'RR', 'H']],
      ['what mic is that', [0, 'QU', 'M']],
      ['Mistake #3 is literally me. 4 hours on one episode removing breaths 😭', [2, 'PP', 'M']],
    ],
  ),
  reddit(
    'r/podcasting',
    'Podcast editor ghosted me with 3 episodes unpaid-for... I mean undelivered',
    'Paid upfront for a batch of 3, got one back, and he has not replied in 2 weeks. Lesson learned I guess. Never paying upfront again.',
    [2, 'CO', 'M'],
  ),
  reddit(
    'r/podcasts',
    'Recommend me a true crime podcast that is not just two people giggling',
    'Tired of the chatty ones. Want well researched, well produced.',
    [0, 'RR', 'H'],
  ),
  reddit(
    'r/podcasting',
    'Is it worth paying for editing when you only have 50 listeners?',
    'Genuine question. My show is tiny, editing takes me forever, but paying $50 an episode for 50 listeners feels insane. What would you do?',
    [3, 'QU', 'M'],
    [
      ["Your time is worth something. If editing is why you'd quit, pay for it.", [1, 'DI', 'L']],
      ['Do a rougher edit. Nobody cares about every um at 50 listeners.', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Entrepreneur',
    "Started a podcast editing side hustle, here's month 6 numbers",
    '11 clients, mostly small business podcasts, $35-80 per episode. Biggest lesson: small podcasters want fast turnaround more than perfection.',
    [2, 'DI', 'L'],
  ),
  reddit(
    'r/audioengineering',
    'Best compressor settings for spoken voice?',
    'Recording voiceover, want it to sound radio-ish. Ratio, attack, release?',
    [0, 'QU', 'M'],
  ),
  redditComment(
    'r/podcasting',
    'What do you wish existed for podcasters?',
    'An editing service that takes my raw zoom files and returns a finished episode in 48h for like $30. Most either want $150 or take two weeks.',
    [3, 'FR', 'M'],
  ),
  reddit(
    'r/podcasting',
    'Riverside keeps desyncing my guest audio',
    'Third episode in a row where the guest track drifts by like 2 seconds by the end. Unusable. Support says "clear your cache". Come on.',
    [1, 'CO', 'M'],
  ),
  reddit(
    'r/podcasting',
    'switching from doing it myself to an editing service, what should I ask before hiring?',
    'Finally decided to outsource editing. Launching season 2 in 3 weeks. What questions should I ask an editor, what turnaround is normal?',
    [3, 'QU', 'H'],
  ),
  reddit(
    'r/NewTubers',
    'How long does it take you to edit a 10 min video?',
    'I spend like 10 hours and feel like that is too long',
    [0, 'QU', 'M'],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 4. Pain points: class booking for small gym studios
// ---------------------------------------------------------------------------------------------
const studio = query('studio', 'class booking app for small gym and yoga studios', 'pain_points', [
  reddit(
    'r/yoga',
    'Studio owners: what do you use for class bookings? Mindbody is bleeding us dry',
    "Small yoga studio, 2 rooms, ~180 members. Mindbody went up again and it's now our third biggest expense after rent and teachers. We need class booking, waitlists, class packs and that's about it. What do other small studios use? Looking to switch before renewal in March.",
    [3, 'RR', 'H'],
    [
      ['We moved to a smaller booking app last year, half the price and members like it more', [2, 'DI', 'L']],
      ['mindbody is a hostage situation tbh', [2, 'CO', 'M']],
      ['Do you do hot yoga? Looking for a studio in Leeds', [0, 'QU', 'M']],
    ],
  ),
  reddit(
    'r/gymowner',
    'Members keep no-showing booked classes',
    "Our 6am HIIT class fills up on the app and then 5 people don't show, meanwhile 4 people were on a waitlist. Is there a booking system that auto-releases spots or charges no-show fees?",
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/crossfit',
    'Is 5x a week too much for a beginner?',
    'Started 3 weeks ago, loving it, but my knees hurt. Should I scale back?',
    [0, 'QU', 'M'],
  ),
  youtube(
    'Studio Growth Lab',
    'I Tested 6 Booking Apps for Small Fitness Studios',
    'Pricing, member app, waitlists, payments and how annoying the setup is. Which booking software is actually good for a studio under 200 members?',
    [2, 'DI', 'L'],
    [
      ['you skipped the one thing I care about: can members book from instagram without downloading an app', [2, 'FR', 'M']],
      ['Glofox support took 9 days to answer a billing error. Nine. Days.', [2, 'CO', 'M']],
      ['great vid, what are you filming on?', [0, 'QU', 'M']],
      ['I run a pilates studio with 3 reformers and all of these are overkill for me. I need something simple, will pay if it exists', [3, 'BI', 'H']],
    ],
  ),
  reddit(
    'r/smallbusiness',
    'I spend every Sunday night fixing class schedules by hand',
    'Own a tiny boxing gym. Coaches swap shifts in a whatsapp group, members book via a google form, and I reconcile it all in a spreadsheet every Sunday. It works, kind of, but I hate it.',
    [3, 'PP', 'M'],
  ),
  reddit(
    'r/yoga',
    'Teacher keeps talking through savasana',
    'Am I the only one who finds this annoying? Just let me lie there.',
    [0, 'CO', 'M'],
  ),
  reddit(
    'r/gymowner',
    'Booking app vs just using a calendar link, does it matter?',
    "Opening a small spin studio with 12 bikes. Do I really need a proper booking app or will a Calendly-type link do for now? What's the downside?",
    [3, 'QU', 'M'],
    [
      ["You'll want packs and waitlists within a month. Calendly can't do either.", [1, 'DI', 'L']],
      ['we started with a calendar link and moved after 2 months, wish we started with real software', [2, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/fitness',
    "My gym's app is so bad I just stopped going to classes",
    'It logs me out every time, the class list takes 20 seconds to load and I got charged twice for one spin class. Might cancel.',
    [2, 'CO', 'M'],
  ),
  redditComment(
    'r/yoga',
    'What would make you switch booking software?',
    'If someone made a booking app where members can pause memberships themselves and it charged a flat fee instead of a % of revenue, I would switch same day.',
    [3, 'FR', 'H'],
  ),
  reddit(
    'r/gymowner',
    'How much do you charge for a drop-in class?',
    'Small functional fitness gym in a suburb. Currently $20 drop in, feels low?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/gymowner',
    'Old thread but: class booking software for a 1 room studio?',
    'Asked this 2 years ago, still looking honestly. Everything is built for chains.',
    [3, 'RR', 'L', 700],
  ),
]);

// ---------------------------------------------------------------------------------------------
// 5. Business idea: tenant–landlord maintenance requests
// ---------------------------------------------------------------------------------------------
const maintenance = query('maint', 'app for tenants to submit maintenance requests to landlords', 'business_idea', [
  reddit(
    'r/Landlord',
    'Tenants text me maintenance stuff at 11pm with zero detail',
    "4 units, self managed. I get texts like 'sink broken' with no photo, no unit number (yes really), at all hours. Then I forget who reported what. Is there a simple app where tenants submit requests with photos and I can track them? Don't need full property management software.",
    [3, 'RR', 'H'],
    [
      ['google form + a shared sheet. free and it works', [2, 'DI', 'L']],
      ['the no unit number ones get me every time lmao', [2, 'PP', 'L']],
      ['we use our PM software for this but its $$$ for 4 units', [2, 'DI', 'L']],
      ['self managing 4 units is a full time job man, hire a PM', [1, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Tenant',
    'Landlord has ignored my broken heater for 3 weeks',
    "It's 4 degrees out. I've called, texted, emailed. He says 'someone will come'. Nobody comes. What are my options? I have a toddler.",
    [2, 'CO', 'H'],
    [
      ['Document everything in writing with dates. Then check your local tenant rights org.', [1, 'DI', 'L']],
      ['this is why there needs to be some kind of official log tenants can point to', [3, 'FR', 'M']],
    ],
  ),
  reddit(
    'r/realestateinvesting',
    'Is buying a duplex in 2025 still worth it?',
    'Numbers barely cash flow with current rates. House hack or wait?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/PropertyManagement',
    'Our maintenance request portal is so clunky tenants just call instead',
    "We pay for Buildium and the tenant portal is so hard to use that 80% of our requests still come in by phone. Anyone found a tenant-facing request app people actually use? Willing to pay per unit.",
    [3, 'BI', 'H'],
  ),
  youtube(
    'Landlord Larry',
    'How I Handle Maintenance Requests for 30 Units (System Walkthrough)',
    'My full process: how tenants submit requests, how I triage emergencies vs. routine, and how I dispatch contractors. Template in the description.',
    [2, 'DI', 'L'],
    [
      ['can the tenant see the status of their request in your setup? thats the part mine is missing', [2, 'QU', 'M']],
      ['as a tenant I wish my landlord watched this', [1, 'DI', 'L']],
      ['Larry your hair in this one 😂', [0, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Tenant',
    "Can my landlord enter without notice if it's for repairs?",
    'He let himself in to check the smoke detector while I was at work. Is that legal in California?',
    [0, 'QU', 'M'],
  ),
  reddit(
    'r/Landlord',
    'Thinking of making a dead simple maintenance request app for small landlords',
    'Tenant scans a QR code on the fridge, snaps a photo, picks a category. Landlord gets a clean list. No accounting, no listings. Would small landlords pay $5/unit for this?',
    [2, 'DI', 'L'],
    [
      ['yes. I would pay today for that, I have 6 units and my texts are a mess', [3, 'BI', 'H']],
      ['QR code on the fridge is smart, tenants never find the portal link', [2, 'DI', 'L']],
    ],
  ),
  reddit(
    'r/Tenant',
    'submitted a maintenance request through the app 2 months ago, still says "received"',
    'Leaking bathroom ceiling. The app says received, office says they never saw it. Why even have the app??',
    [2, 'CO', 'M'],
  ),
  reddit(
    'r/HomeImprovement',
    'How to fix a running toilet?',
    'Flapper seems fine, water keeps running. What else could it be?',
    [0, 'QU', 'M'],
  ),
  redditComment(
    'r/Landlord',
    'Biggest headache of being a small landlord?',
    'Maintenance requests coming in every possible channel. Text, email, FB messenger, once a note under my door. Tracking it is a nightmare.',
    [3, 'PP', 'M'],
  ),
  reddit(
    'r/PropertyManagement',
    'What software do small PMs use for work orders?',
    'Managing 60 doors for a few owners, currently on spreadsheets. What do people use for maintenance requests and work orders?',
    [3, 'RR', 'H'],
  ),
  reddit(
    'r/Landlord',
    'Tenant wants to paint the living room dark green',
    'Lease says no painting without permission. Do I allow it if they repaint when they leave?',
    [0, 'QU', 'M'],
  ),
]);

export const PRODUCT_QUERIES_B: readonly ProductQuery[] = [inventory, language, podcast, studio, maintenance];
