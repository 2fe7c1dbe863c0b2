/** Home life: renovation, cleaning, moving, smart home, home networks, gardening and lawns. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const HOME: readonly TrainingExample[] = [
  // renovation
  post(RD, `Contractor quoted 3 weeks, we're on week 11`, `Kitchen reno. Cabinets sitting in the garage since march, countertop guy cancelled twice, and nobody can tell me who's supposed to order the sink. I have a spreadsheet with 40 rows of "waiting on" and I'm losing my mind. We have a baby due in 6 weeks.`, 'PP', 'H', 1),
  post(RD, `Is there an app that tracks every renovation decision and payment per room?`, `Doing a full gut of a 1950s ranch. I need one place for paint codes, tile SKUs, who I paid and when, and photos of what's behind the walls before drywall goes up. Paid is fine.`, 'RR', 'H', 1),
  post(RD, `How do you get drywall seams to disappear?`, `Third coat of mud and I can still see every seam when the light hits it from the window. Sanding more just makes it worse. What's the trick?`, 'QU', 'M', 1),
  post(RD, `finished our bathroom after 14 months of weekends`, `Not asking anything, just proud. Tiled the shower myself, first time ever. Pics in comments. Thanks to this sub for the waterproofing advice last year.`, 'DI', 'L', 0),
  ...thread(RD, `Contractor quoted 3 weeks, we're on week 11`,
    [`Get a written schedule with dates per trade and hold back the last 10% until punch list is done. It's the only leverage you have.`, 'DI', 'L', 0],
    [`we went through the same, used Buildlog to share a timeline with the GC and it shamed him into showing up lol. not perfect but helped?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`honestly if someone made a "renovation project manager for homeowners" that chased trades for me I'd pay like $30 a month during the reno`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(YT, `I Renovated a Tiny Bathroom for $1,200 (full build)`, `Budget bathroom flip start to finish. Tiles, vanity, fan swap, caulk tips. Links to tools in the description are affiliate links.`, 'DI', 'L', 0),
  ...thread(YT, `I Renovated a Tiny Bathroom for $1,200 (full build)`,
    [`what thinset did you use for the floor? mine keeps cracking at the doorway and I redid it twice already, so annoyed`, 'QU', 'M', 1], // hard: frustrated troubleshooting
    [`this guy makes it look so easy 😂 my tiles look like a staircase`, 'DI', 'L', 0],
    [`where can I buy that little tile leveling kit you used at 6:12? need it this weekend`, 'BI', 'H', 1],
  ),
  post(RD, `Homey Pro app deleted all my project photos after the update`, `Three years of before/after photos for our house, gone. Support says "sync issue, try reinstalling". Reinstalled, still gone. Paying $8/mo for this. Cancelling today and looking for something that actually exports.`, 'CO', 'H', 1),
  post(RD, `Wish Homey Pro let me share a room with my contractor`, `I love the app for tracking, but every time I want the electrician to see the outlet plan I have to screenshot and text it. A read-only share link per room would be perfect.`, 'FR', 'M', 1),
  // cleaning and chores
  post(RD, `Roommates and chores: I'm the only one who ever takes out the trash`, `4 people, one bathroom, zero accountability. We tried a whiteboard, it became a doodle board. Tried a group chat, everyone mutes it. I don't want to be the chore police anymore.`, 'PP', 'M', 1),
  post(RD, `what do you all use to split chores with roommates? app preferably`, `something that rotates tasks automatically and pings people. free or cheap. we're 4 broke grad students`, 'RR', 'H', 1), // hard: "what do you all use" wants a tool
  post(RD, `How do you all handle chores when one roommate works nights?`, `Not looking for an app, more like how do you make it fair when someone sleeps during the day and can't vacuum`, 'QU', 'M', 1), // hard: "how do you all handle" without a tool
  ...thread(RD, `what do you all use to split chores with roommates? app preferably`,
    [`We use Tidyup, free tier does rotation. The reminders are a bit naggy but that's kinda the point?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`Tidyup is fine until someone swaps a task, then it double assigns. Why can't it just let two people trade a week without breaking the rotation`, 'FR', 'M', 1], // hard: feature request phrased as complaint
  ),
  post(YT, `CLEAN WITH ME | 2 hour speed clean motivation`, `Whole house reset after a busy week. Products used are linked below. Subscribe for weekly cleaning videos!`, 'DI', 'L', 0),
  ...thread(YT, `CLEAN WITH ME | 2 hour speed clean motivation`,
    [`watching this instead of cleaning my own house lol`, 'DI', 'L', 0],
    [`how do you keep the glass shower door from getting those white spots? I scrub every week and they're back in 2 days`, 'QU', 'M', 1],
    [`your videos got me through a really bad month, thank you ❤️`, 'DI', 'L', 0],
  ),
  post(RD, `Brightly cleaning service no-showed 3 times this month`, `And they still charged my card. Their "satisfaction guarantee" is a web form that goes nowhere. Anyone know a service in the Eastside that actually shows up?`, 'CO', 'H', 1),
  // moving
  post(RD, `Moving cross country in 3 weeks and I haven't packed a single box`, `Job starts the 1st. Movers want $9k. I can't figure out what to sell, what to ship, what to drive. Every time I start I just stare at the closet. Help.`, 'PP', 'H', 1),
  post(RD, `Looking for a simple app to inventory boxes when moving`, `Number each box, list what's in it, maybe a QR sticker so I can scan and see contents at the new place. Willing to pay a few bucks.`, 'RR', 'H', 1), // hard: statement recommendation request
  ...thread(RD, `Looking for a simple app to inventory boxes when moving`,
    [`I just wrote a number on each box and kept a notes file. 60 boxes, worked fine. Do you really need QR?`, 'DI', 'L', 0], // hard: answer with "?"
    [`Boxtrack does exactly the QR thing. Used it last year.`, 'DI', 'L', 0],
    [`link? need this for next month`, 'BI', 'H', 1], // hard: "link?"
  ),
  post(RD, `PackRight movers broke my grandmother's dresser and are denying the claim`, `Photos before and after, their own driver signed the damage note. Claims department says it was "pre-existing". Filing with the state and leaving a review everywhere.`, 'CO', 'M', 1),
  // smart home and networks
  post(RD, `Why does my smart plug keep going offline every night?`, `Lumo plug, 2.4ghz network, router right next to it. Works all day, then around 2am it drops and I have to power cycle it. Tried static IP, tried a new plug. I'm about to throw it out the window.`, 'QU', 'M', 1), // hard: frustrated troubleshooting
  post(RD, `Lumo hub update broke all my automations`, `Update 4.2 pushed overnight without asking. Every scene is gone, the lights in the kids' room turned on at 3am. No rollback. Support chat loops back to the FAQ. This is the second time this year.`, 'CO', 'M', 1),
  post(RD, `Lumo really needs a local mode`, `Every time their cloud hiccups my porch lights stop working. Please add a local control option so the basics work without internet.`, 'FR', 'M', 1),
  post(HN, `Ask HN: What do you run on your home network for ad blocking and DNS?`, `Kids' tablets, a smart TV that phones home constantly, and I want per-device rules. Prefer something I can run on a small box without babysitting.`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: What do you run on your home network for ad blocking and DNS?`,
    [`A small DNS sinkhole on an old thin client has run for 4 years here. Per-device groups work fine once you give the devices static leases.`, 'DI', 'L', 0],
    [`Did you consider that the TV will just hardcode 8.8.8.8? Block outbound 53 at the router and redirect it, otherwise half your rules do nothing.`, 'DI', 'L', 0], // hard: answer with "?"
    [`Tangent, but the amount of telemetry a $300 TV sends is wild. Someone measured 4000 requests a day.`, 'DI', 'L', 0],
  ),
  post(RD, `wifi dead zone in the back bedroom, what actually works?`, `Plaster walls, old house. Tried a cheap extender and it halves the speed. Is mesh worth it or should I run ethernet through the attic? I work from that room 3 days a week and calls drop.`, 'QU', 'M', 1),
  post(HN, `Mesh Wi-Fi vendor bricks devices after ending support`, ``, 'DI', 'L', 0),
  ...thread(HN, `Mesh Wi-Fi vendor bricks devices after ending support`,
    [`This is why I only buy network gear that can run open firmware. Learned after my last router died with the cloud.`, 'DI', 'L', 0],
    [`I have 3 of their nodes. What are people replacing them with that doesn't need an account to configure?`, 'RR', 'H', 1],
  ),
  // gardening and lawn
  post(RD, `first year veggie garden, everything bolted`, `lettuce, spinach, cilantro all went to seed in like 2 weeks. zone 7. did i plant too late or is it the heat?`, 'QU', 'M', 1),
  post(RD, `Is there an app that builds a planting calendar for my zone and bed layout?`, `I keep missing the window for fall garlic and tomato starts. Something where I put in my zone and my 6 raised beds and it tells me what goes where and when. Would pay for it.`, 'RR', 'H', 1),
  post(RD, `Every spring I forget what I planted where and what worked`, `Notebook gets wet, photos get lost in my phone. By april I'm guessing again which bed had the blight last year. Crop rotation is impossible when you don't remember the last crop.`, 'PP', 'M', 1),
  ...thread(RD, `Every spring I forget what I planted where and what worked`,
    [`I draw a map of the beds each year in a cheap sketchbook and date it. Old school but it never crashes.`, 'DI', 'L', 0],
    [`Gardenly has a bed planner with history, I use it. Wish it had a simple export though, I'm locked in now.`, 'FR', 'L', 1],
    [`If someone built a garden journal that remembered rotation per bed and warned me I'd pay for it, I'm serious`, 'BI', 'M', 1], // hard: buying intent in a reply
  ),
  post(YT, `How to grow 100 lbs of tomatoes in 5 buckets`, `Soil mix, pruning, watering schedule, and the one mistake that killed my plants in 2021.`, 'DI', 'L', 0),
  ...thread(YT, `How to grow 100 lbs of tomatoes in 5 buckets`,
    [`my leaves are turning yellow from the bottom up and spreading, is that blight or just watering?? I've lost 3 plants already this is so frustrating`, 'QU', 'M', 1], // hard: frustrated troubleshooting
    [`you should try self watering buckets, I made 10 from the hardware store ones and they're great`, 'DI', 'L', 0],
    [`Anyone know a drip kit that works with buckets like this? I'm away for 2 weeks in july`, 'RR', 'H', 1],
    [`fun fact tomatoes were considered poisonous in europe for a long time`, 'DI', 'L', 0],
  ),
  post(RD, `Greenleaf lawn service killed half my yard`, `They sprayed something in may, now there are brown patches everywhere. They say it's drought. It's not drought, my neighbor's lawn is fine. Cancelled and want a refund.`, 'CO', 'H', 1),
  post(RD, `Does anyone actually enjoy mowing? genuine question`, `My dad loved it, I find it meditative, my wife thinks we're both weird.`, 'QU', 'L', 0),
  post(RD, `What's a good robot mower for a hilly 1/2 acre? budget ~$2k`, `Slope is maybe 30% in one corner. Ready to buy before the season starts.`, 'BI', 'H', 1),
  ...thread(RD, `What's a good robot mower for a hilly 1/2 acre? budget ~$2k`,
    [`For 30% slope you want all wheel drive. The two-wheel ones just spin on wet grass.`, 'DI', 'L', 0],
    [`I had a Mowbot 500 and it gets stuck on every root, the boundary wire broke twice. Support took 3 weeks to ship a part.`, 'CO', 'M', 1],
  ),
  post(RD, `Hot take: HOA lawn rules are a waste of water`, `Our HOA fined someone for a clover lawn. In a drought area. Discuss.`, 'DI', 'L', 0),
  // home maintenance
  post(RD, `I never remember when to change the furnace filter, the smoke detector batteries, or flush the water heater`, `Bought our first house last year. There's like 30 recurring maintenance things and I only find out when something breaks. The water heater is now making popping sounds.`, 'PP', 'M', 1),
  post(RD, `Looking for something that tracks warranties and manuals for every appliance`, `Dishwasher died, I know it was under warranty, can't find the paperwork, manufacturer wants proof of purchase date. Never again. Want a tool for this.`, 'RR', 'H', 1), // hard: statement recommendation request
  post(YT, `10 Home Maintenance Tasks You're Forgetting`, `Dryer vents, gutter guards, GFCI testing, and more. Checklist PDF in the description.`, 'DI', 'L', 0),
  ...thread(YT, `10 Home Maintenance Tasks You're Forgetting`,
    [`is there an app version of this checklist that reminds me each season? I'd sign up today`, 'BI', 'H', 1],
    [`the dryer vent one saved us, ours was completely packed with lint`, 'DI', 'L', 0],
    [`Please make a version for people in apartments, half of this doesn't apply to renters`, 'FR', 'L', 1],
    [`How often should I actually test the sump pump? the manual says monthly which seems like a lot`, 'QU', 'L', 1],
  ),
  post(RD, `Why is my water bill double this month?`, `No visible leaks, toilet doesn't run, nothing changed. Utility says the meter is fine. What else could it be?`, 'QU', 'M', 1),
  post(RD, `Aquaflo smart water sensor is great but the app is garbage`, `Hardware catches leaks perfectly. App logs me out every day, notifications show up 20 min late, and there's no way to silence the one under the sink I'm replacing. Come on.`, 'CO', 'M', 1),
  post(RD, `please let Aquaflo sensors send alerts by SMS`, `Push notifications are unreliable on my mom's old phone. An SMS fallback would make this the perfect gift for her.`, 'FR', 'M', 1),
  // own pain with a product in passing, and the plain questions beside the tool requests
  post(RD, `I keep buying paint I already have`, `Garage has 30 cans. I have the Homey Pro app with all the color codes in it, but I never remember to check it at the store, so I buy "Harbor Fog" again. The app's fine, my brain isn't.`, 'PP', 'L', 1), // hard: own pain, product in passing
  comment(HN, `Ask HN: What do you run on your home network for ad blocking and DNS?`, `I'm the family IT department and I'm tired. Every visit home is fixing the printer, the wifi and mom's tablet. We have a Lumo hub but that's not the problem, nobody else knows how anything works.`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `Need something to catalog which keys open which doors`, `Inherited my grandparents' house: 40 keys on a ring, no labels, sheds and padlocks everywhere. Want a way to record keys, locks and who has copies before I lose my mind.`, 'RR', 'H', 1), // hard: statement recommendation request
  post(RD, `How do you all handle the garage? ours is a disaster`, `Not looking for products. I mean the system: how often do you purge, what do you keep, how do you stop it filling up again?`, 'QU', 'M', 1), // hard: "how do you all handle" without a tool
  comment(YT, `CLEAN WITH ME | 2 hour speed clean motivation`, `any tips for keeping a house clean with 3 dogs and 2 kids? not products, just routines that actually stick`, 'RR', 'M', 1),
  comment(RD, `Moving cross country in 3 weeks and I haven't packed a single box`, `u got this. sell the big stuff on marketplace, ship books media mail, drive the rest. did it in 2019 w a hatchback lol`, 'DI', 'L', 0),
];
