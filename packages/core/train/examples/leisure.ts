/** Travel, fitness and running, cars, cycling, camping and gaming. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const LEISURE: readonly TrainingExample[] = [
  // travel
  post(RD, `Planning a 3 week trip with 6 friends and the group chat is unusable`, `Flights, Airbnbs, who paid what, who's arriving when, 900 unread messages. Every decision takes 3 days of polls. We leave in a month.`, 'PP', 'H', 1),
  ...thread(YT, `I Planned a 2 Week Japan Trip for Under $3000`, 
    [`what app did you use for the itinerary map at 5:40? I need that for my trip in october, would pay for it`, 'BI', 'H', 1],
    [`Tripnest (the one in the video) lost my whole itinerary when I switched phones. No cloud backup on the free plan, which they don't tell you.`, 'CO', 'M', 1],
    [`wish Tripnest could import booking confirmation emails automatically, typing every train time is tedious`, 'FR', 'M', 1],
    [`how did you get the rail pass that cheap? the price went up and I can't figure out if it's still worth it`, 'QU', 'M', 1],
    [`any recs for a pocket wifi vs eSIM? going next month with my kids`, 'RR', 'H', 1],
    [`Japan in autumn is unreal, went last year 🍁`, 'DI', 'L', 0],
  ),
  post(RD, `Skyfare cancelled my flight and offered a voucher instead of a refund`, `The law says refund. They say voucher or nothing. 5 calls, 4 hours on hold. Never flying them again.`, 'CO', 'H', 1),
  post(RD, `is there an app that tracks price drops on a flight I already booked?`, `Some airlines give credit if the price drops. I never check. Want something that watches for me.`, 'RR', 'H', 1),
  ...thread(HN, `Show HN: I built a tool that splits group trip costs by who was there each day`,
    [`This solves the exact fight my friends have every trip. Is there an app version? I'd pay a few bucks.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`Would be great if it could handle multiple currencies with the rate from the day of the purchase.`, 'FR', 'M', 1],
    [`How do you handle someone who leaves halfway but already paid for the whole rental?`, 'QU', 'L', 1],
  ),
  // fitness and running
  ...thread(YT, `Stride 7 Running Watch: 6 Month Review`,
    [`mine's GPS drifts 300m on every run in the city, track looks like I ran through buildings. firmware update made it worse. returning it`, 'CO', 'H', 1],
    [`please Stride add a way to export workouts as a file, I'm locked into their app`, 'FR', 'M', 1],
    [`why can't it just show pace and heart rate on the same screen?? it's a running watch`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`where can I buy the older model? I want the one with buttons not the touchscreen`, 'BI', 'H', 1],
    [`how accurate is the heart rate compared to a chest strap? thinking about buying`, 'QU', 'M', 1],
  ),
  post(RD, `Training for my first marathon and my knees hate me`, `Week 9 of 18. Pain on the outside of the knee after 10k. Physio is booked out for 3 weeks. Race is in 9 weeks and I'm scared I won't make it.`, 'PP', 'H', 1),
  post(RD, `Any tips for running in winter without freezing my lungs?`, `First winter running. Not looking for gear brands necessarily, more how people deal with it.`, 'RR', 'M', 1),
  post(RD, `Looking for a training plan app that adapts when I miss a workout`, `Every plan breaks the moment life happens. I want one that reshuffles the week. Paying is fine.`, 'RR', 'H', 1), // hard: statement recommendation request
  ...thread(YT, `Home Workout: 20 Minute Full Body (no equipment)`,
    [`my downstairs neighbor would like a word about the jumping jacks 😂`, 'DI', 'L', 0],
    [`can you make a low impact version? I have a bad knee and half of this hurts`, 'FR', 'L', 1],
    [`I keep quitting these after a week. every single time. what keeps you consistent?`, 'PP', 'M', 1],
    [`is there an app with your workouts? I'd pay instead of scrolling through videos`, 'BI', 'M', 1],
  ),
  post(RD, `Fitbod-style apps all assume a full gym, I have dumbbells and a bench`, `Which workout app lets me set exactly the equipment I own? Need one today, starting a program Monday.`, 'RR', 'H', 1),
  post(RD, `Lift app reset my personal records after an update`, `Three years of PRs. The update "migrated" the data and everything is zero. Developer hasn't replied in 2 weeks.`, 'CO', 'M', 1),
  // cars
  post(RD, `Buying a used car privately, how do I not get scammed?`, `First time. Budget $9k. Any tips on inspections and paperwork?`, 'RR', 'M', 1),
  post(RD, `Check engine light on, dealer wants $180 just to read the code`, `2016 hatchback. Is it worth buying a cheap OBD reader? Which one works?`, 'RR', 'H', 1),
  ...thread(YT, `5 Things I Hate About My Electric Car After 1 Year`,
    [`the charging app in mine (Voltio) logs me out every time I'm at the charger with one bar of signal. why can't it just remember me??`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`Voltio network chargers are broken half the time near me and they still charge the session fee. I've reported 3. Nothing.`, 'CO', 'M', 1],
    [`range in winter is my biggest issue too, I lose 35% and my commute is 80 miles`, 'PP', 'M', 1],
    [`what home charger do you have? mine trips the breaker every night and the electrician is 3 weeks out`, 'RR', 'H', 1],
    [`"5 things I hate" and it's all things I'd hate in a gas car too lol`, 'DI', 'L', 0],
  ),
  post(RD, `Autofix shop kept my car 3 weeks for a 2 day job`, `Every call "parts are coming". Parts were in stock at the store down the street. I've been renting a car on my own dime. Picking it up tomorrow and never going back.`, 'CO', 'H', 1),
  post(RD, `I can never remember when my car's service is due`, `Sticker on the windshield fades, dealer emails go to spam. Missed an oil change by 4,000 miles last year.`, 'PP', 'L', 1),
  post(RD, `why does my car battery die if I don't drive it for a week??`, `Brand new battery, 2019 sedan. Third jump start this month. Dealer says it's normal. It isn't normal, right?`, 'QU', 'M', 1), // hard: frustrated troubleshooting
  // cycling and camping
  ...thread(YT, `Budget Bikepacking Setup Under $500`,
    [`where did you get that frame bag? I'd order it today`, 'BI', 'H', 1],
    [`How do you keep your phone charged for 4 days with no outlets?`, 'QU', 'M', 1],
    [`Trailpack bags leak at the zipper in any real rain, ask me how I know. Their warranty said "not waterproof, water resistant"`, 'CO', 'M', 1],
    [`nice video. the mountains at 11:02 😍`, 'DI', 'L', 0],
  ),
  post(RD, `Booking a campsite is harder than getting concert tickets`, `Reservations open 6 months out at 7am and sell out in 90 seconds. I've tried 4 weekends in a row. There has to be a better way.`, 'PP', 'M', 1),
  post(RD, `any service that alerts me when a campsite cancellation opens up?`, `For state parks. I'll pay for alerts, I just want one weekend in july.`, 'BI', 'H', 1),
  post(RD, `What's the best 2-person tent under 3 lbs?`, `Need it for a trip in 3 weeks, budget $350.`, 'RR', 'H', 1),
  post(RD, `Ridewell bike app please add route sharing by link`, `My group rides use 4 different apps. Let me share a route with people who don't have an account.`, 'FR', 'M', 1),
  // gaming
  post(RD, `Game keeps crashing on launch after the patch and I've tried EVERYTHING`, `Verified files, reinstalled drivers, ran as admin, deleted config. Crashes at the logo every time. Playing with friends tonight. What else is there??`, 'QU', 'H', 1), // hard: frustrated troubleshooting
  post(RD, `Looking for a group to play co-op on weekends, EU evenings`, `30s, chill, no toxicity please. Anyone know a discord or site for finding adult gaming groups?`, 'RR', 'M', 1),
  ...thread(YT, `Emberfall Season 4 Patch Notes Review`,
    [`Emberfall devs nerfed the only fun build AGAIN and didn't fix the crash on the boss. I'm done, uninstalling.`, 'CO', 'H', 1],
    [`please let us remap controller buttons, it's 2025 and I can't play with my hands like this`, 'FR', 'M', 1],
    [`why can't they just add a pause in single player?? my kid walks in and I die`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`is the season pass worth buying this time or wait for a sale?`, 'QU', 'M', 1],
    [`the patch notes are longer than my thesis`, 'DI', 'L', 0],
  ),
  post(YT, `Gaming Setup Tour 2025 (every product linked)`, `Desk, chair, monitor arms, cable management. Affiliate links below.`, 'DI', 'L', 0),
  ...thread(YT, `Gaming Setup Tour 2025 (every product linked)`,
    [`where can I buy that exact desk? link in description is dead`, 'BI', 'H', 1],
    [`cable management at 3:40 is a work of art`, 'DI', 'L', 0],
    [`my monitor arm from Mountix sagged after 2 months, their support said it's "within tolerance". buying a different brand`, 'CO', 'H', 1],
  ),
  post(HN, `Ask HN: What's your setup for running game servers for friends cheaply?`, `Want a persistent server for 8 friends, ~$10/mo, that I don't have to babysit.`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: What's your setup for running game servers for friends cheaply?`,
    [`A small ARM VPS handles 8 players for most survival games. Use a container per game and snapshot the world nightly.`, 'DI', 'L', 0],
    [`Isn't the RAM on the cheapest tier too low for modded servers? Mine chokes at 6 players.`, 'QU', 'M', 1],
  ),
  post(HN, `Speedrunner finds a way to skip half of a 30-year-old game`, ``, 'DI', 'L', 0),
  ...thread(HN, `Speedrunner finds a way to skip half of a 30-year-old game`,
    [`The amount of reverse engineering in these communities would put most QA teams to shame.`, 'DI', 'L', 0],
    [`How do they even find these glitches? Is it fuzzing or just thousands of hours?`, 'QU', 'L', 0],
  ),
  comment(YT, `Stride 7 Running Watch: 6 Month Review`, `no complaints about the Stride, the watch is great. my problem is I can't make myself run in the morning. 3 months of snoozed alarms`, 'PP', 'L', 1), // hard: own pain, product in passing
  comment(YT, `Budget Bikepacking Setup Under $500`, `looking for a light stove that works with the cheap fuel cans, trip is in 2 weeks`, 'RR', 'H', 1), // hard: statement recommendation request
  comment(YT, `Home Workout: 20 Minute Full Body (no equipment)`, `is there any app where i can do this workout with the timer? i am from brazil, sorry my english`, 'RR', 'H', 1),
];
