/** Food businesses: restaurants and bars, cafes, food trucks, catering and bakeries; delivery apps and online ordering, POS, tip pools and staffing, health inspections, allergens and labels, custom orders. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const FOOD: readonly TrainingExample[] = [
  // delivery apps and online ordering
  post(RD, `Platebird takes 28% and I still eat the refunds`, `Family pizza place. 28% commission plus "marketing fees", and when THEIR driver is late the customer gets refunded out of MY payout. $640 in refunds last month I couldn't dispute. Pulling our menu at the end of the month, going direct only.`, 'CO', 'H', 1),
  post(RD, `Commission-free online ordering for a small restaurant? want it live before the summer menu`, `Direct orders from our own site, pickup only to start. Flat monthly fee is fine, no percentage. Summer menu launches on the 1st.`, 'RR', 'H', 1),
  ...thread(RD, `Commission-free online ordering for a small restaurant? want it live before the summer menu`,
    [`Orderloft, $79/mo flat, you keep the card fees. Setup took me an afternoon.`, 'DI', 'L', 0],
    [`Orderloft's menu editor is awful with modifiers. Half-and-half pizza toppings took me an hour and it still prices them wrong.`, 'CO', 'M', 1], // hard: complaint in a reply
    [`same here, small taqueria, 40% of orders come through the apps and we make basically nothing on those. I'd pay for something that moves regulars over to ordering direct`, 'BI', 'H', 1], // hard: buying intent in a "same here" reply
    [`do your customers actually order direct though? ours open the app out of habit`, 'DI', 'L', 0], // hard: reply with "?"
  ),
  post(RD, `Orderloft, give me a "kitchen is slammed" button`, `Friday 7pm, 30 tickets on the rail, online orders keep coming in quoted at 20 minutes. I need one tap that pushes quotes to 45 or pauses orders for 15 min.`, 'FR', 'M', 1),
  // POS
  post(RD, `Tillpoint POS down on a Saturday night, AGAIN`, `Second outage this month. Cards wouldn't run for 45 minutes, we were writing IOUs on napkins. 8 months left on the contract and I'm pricing out the early termination fee right now.`, 'CO', 'H', 1),
  post(RD, `what POS for a tiny cafe? one register, one ipad, deciding this week`, `Coffee, pastries, maybe sandwiches later. Need it fast for the morning line and cheap on card fees.`, 'RR', 'H', 1),
  ...thread(RD, `what POS for a tiny cafe? one register, one ipad, deciding this week`,
    [`2 years on Brewpos. Fast, cheap hardware, talks to the printer at the bar.`, 'DI', 'L', 0],
    [`Brewpos charges 3.4% on tap payments on the cheap plan. It's buried in the fine print. Read it before you sign.`, 'CO', 'M', 1],
    [`why do you even need a POS with one register? genuine question, we run a card reader and a cash drawer`, 'DI', 'L', 0], // hard: question in a reply that's really an opinion
  ),
  post(RD, `Tillpoint should let the kitchen 86 an item from the line screen`, `When we run out of short rib the cook yells to the front, someone finds a manager, manager turns it off in the POS. 3 more tickets for short rib come in meanwhile. Let the kitchen screen do it.`, 'FR', 'M', 1),
  // tips and staffing
  post(RD, `Tip pool math takes me 3 hours every Sunday`, `14 staff, pool split by hours times points (servers 10, bar 8, bussers 5). The spreadsheet breaks whenever someone picks up a half shift, and every week someone thinks they got shorted.`, 'PP', 'M', 1),
  ...thread(RD, `Tip pool math takes me 3 hours every Sunday`,
    [`Pull hours straight from the POS export instead of typing them. That's where all our mistakes came from.`, 'DI', 'L', 0],
    [`I'd pay for literally anything that does this AND shows each person their own math. the arguing is worse than the time`, 'BI', 'H', 1],
    [`our POS has a tip-out report but it only does flat percentages, no points. useless for how we split`, 'PP', 'M', 1], // hard: pain about an unnamed tool, so PP not CO
  ),
  post(HN, `Show HN: Tipjar – a tip pool calculator for small restaurants`, `My partner manages a bar and lost every Sunday night to tip math. Enter hours and points, get each payout plus a sheet to post on the wall. Free, no login.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: Tipjar – a tip pool calculator for small restaurants`,
    [`Please add CSV import for hours. Typing 20 people's hours every week is the worst part.`, 'FR', 'M', 1],
    [`Curious how you handle cash vs card tips, since they're reported differently?`, 'QU', 'L', 0],
    [`My restaurant would pay $15/mo for this tomorrow if it remembered our staff and points between weeks.`, 'BI', 'H', 1],
  ),
  post(RD, `Shift swaps in the group chat are a disaster, need an app`, `Servers trade shifts in the group text, I thumbs-up it, nobody updates the schedule, then two people show up or nobody does. Need swaps with manager approval. Next week's schedule goes out thursday.`, 'RR', 'H', 1),
  // health inspections
  post(RD, `Health inspector wrote us up for missing temperature logs`, `We DO check the walk-in twice a day. It goes on a clipboard, the clipboard gets wet, pages disappear. Reinspection is in 10 days and they want 2 weeks of clean logs.`, 'PP', 'H', 1),
  ...thread(RD, `Health inspector wrote us up for missing temperature logs`,
    [`Wireless sensors log every 15 minutes now and they're like $30 each. No more clipboard.`, 'DI', 'L', 0],
    [`we tried Chillog sensors and the batteries die in 2 months in the freezer. the alert you get is "sensor offline" at 3am. great`, 'CO', 'M', 1],
    [`ask your inspector what format they accept first. our county takes digital, the next county over wants paper with initials`, 'DI', 'L', 0],
  ),
  post(YT, `Passing a Health Inspection: What Inspectors Actually Look For`, `A former inspector walks through a real kitchen: hand sinks, date labels, cooling logs, and the 5 things that fail most places.`, 'DI', 'L', 0),
  ...thread(YT, `Passing a Health Inspection: What Inspectors Actually Look For`,
    [`our inspection is next week and the cooling logs are a mess. is there an app inspectors actually accept?? need something before tuesday`, 'RR', 'H', 1],
    [`why do they care so much if the hand sink is blocked for 2 minutes during a rush? honest question`, 'QU', 'L', 0],
    [`please do one for food trucks, the rules are totally different and nobody explains them`, 'FR', 'L', 1],
    [`the label printer at 6:15, which one is that? buying one today`, 'BI', 'H', 1],
  ),
  // allergens, labels and bakeries
  post(RD, `Customer had a reaction because our allergen sheet was out of date`, `Bakery. Switched granola suppliers, the new one has tree nuts, the sheet on the counter still said nut-free. She's okay, thank god. Recipes live in my head and a notebook. I need ingredients and allergen labels tied together before this ever happens again, this week.`, 'PP', 'H', 1),
  post(RD, `Nutrition label software for a small bakery? 2 grocery stores start carrying us next month`, `About 12 products. Need proper labels with allergens. Don't want to pay a lab per product.`, 'RR', 'H', 1),
  ...thread(RD, `Nutrition label software for a small bakery? 2 grocery stores start carrying us next month`,
    [`Labelkit builds the panel from your recipe, around $40/mo. Enter ingredients once and it does the math.`, 'DI', 'L', 0],
    [`Labelkit's ingredient database is missing half of what I use. Typed 30 ingredients in by hand from the packaging.`, 'CO', 'M', 1],
  ),
  post(RD, `Labelkit, please add a 2x2 label size`, `My cookie bags take a 2x2 label. The smallest template is 3x4. Been trimming them with scissors for 6 months.`, 'FR', 'M', 1),
  post(RD, `Custom cake orders through Instagram DMs are eating my life`, `Solo baker. 40 DMs a week asking "how much for a cake", each one turns into 15 messages about flavors, sizes and dates, and half ghost after the quote. Manageable in the slow months but wedding season starts in april.`, 'PP', 'M', 1),
  ...thread(RD, `Custom cake orders through Instagram DMs are eating my life`,
    [`Make an order form with your prices and pin it. Answer every DM with the link. Cut my messages by like 80%.`, 'DI', 'L', 0],
    [`same, 25 hrs a week on DMs for maybe 10 hrs of actual baking. I would pay good money for an order form that takes a deposit so people stop disappearing`, 'BI', 'H', 1],
    [`the ghosting after a quote is brutal. had someone ask for 3 mockups last week and vanish`, 'PP', 'L', 1],
  ),
  post(RD, `Can I sell under cottage food laws if I rent my apartment?`, `Landlord hasn't said anything either way. Want to start selling sourdough at the farmers market this summer.`, 'QU', 'M', 1),
  post(RD, `sourdough runs my entire life now lol`, `feed at 6am, shape at 2pm, bake at 5am. just venting, I love it`, 'DI', 'L', 0),
  post(YT, `My First Month Running a Home Bakery (real numbers)`, `Revenue, ingredient costs, packaging, and what I'd do differently. Not sponsored.`, 'DI', 'L', 0),
  ...thread(YT, `My First Month Running a Home Bakery (real numbers)`,
    [`how do you take pre-orders? I do saturday pickups off my notes app and always miss one. what are you using?`, 'RR', 'M', 1],
    [`$1,240 revenue but you didn't count your own hours 😅`, 'DI', 'L', 0],
    [`2 years in and I still can't price custom orders. I undercharge every single time and I know it`, 'PP', 'M', 1], // hard: youtube comment with own pain
  ),
  // food trucks
  post(RD, `Every town wants its own food truck permit`, `We work events in 5 towns. 5 permits, 5 fire inspections, 5 renewal dates. Missed one in june and got turned away from a festival we'd already paid $300 to be at.`, 'PP', 'M', 1),
  post(RD, `How do you vet events before paying the vendor fee?`, `Year one with the truck. Paid $250 for a "festival" last week that had maybe 80 people. How do you tell a good event from a bad one?`, 'QU', 'M', 1),
  ...thread(RD, `How do you vet events before paying the vendor fee?`,
    [`Ask the organizer for last year's attendance and which trucks came, then message those trucks.`, 'DI', 'L', 0],
    [`Never pay a fee over 10% of what you expect to sell. Anything else is a gamble.`, 'DI', 'L', 0],
    [`same thing happened to us, $400 fee, it rained, 20 people came. organizer stopped answering emails after`, 'PP', 'L', 1],
  ),
  post(YT, `Food Truck Day in the Life: 300 Tacos in 4 Hours`, `Prep at the commissary at 6am, service at the brewery at 5pm. All the chaos in 14 minutes.`, 'DI', 'L', 0),
  ...thread(YT, `Food Truck Day in the Life: 300 Tacos in 4 Hours`,
    [`what's the order screen at 9:40? our line gets so long people walk off`, 'RR', 'M', 1],
    [`our Tillpoint reader won't connect when we're out of cell range. lost a whole county fair of card sales last weekend`, 'CO', 'M', 1], // hard: youtube complaint about a named product
    [`how much is commissary rent where you are? ours just went to $900/mo`, 'QU', 'L', 0],
  ),
  // catering
  post(RD, `Catering quotes take me 2 hours each`, `3 of us. Every inquiry is emails about headcount, menu and dietary needs, then I build a quote in Word from the last one. We lose jobs because the bigger company down the road replies the same day.`, 'PP', 'M', 1),
  post(RD, `Software for a small catering company? proposals, menus, deposits. Ready to pay, busy season in 6 weeks`, `Around 15 events a month in season. Want clients to pick menus, sign and pay a deposit online.`, 'BI', 'H', 1),
  ...thread(RD, `Software for a small catering company? proposals, menus, deposits. Ready to pay, busy season in 6 weeks`,
    [`Caterdesk does proposals with menu photos and takes the deposit by card. $60/mo.`, 'DI', 'L', 0],
    [`Caterdesk proposals look great but every change the client asks for means rebuilding from scratch. No versions, no history.`, 'CO', 'M', 1],
    [`Caterdesk, please let me copy a past event as a template. I do the same office lunch 30 times a year.`, 'FR', 'M', 1],
  ),
  post(RD, `Client wants everything gluten-free 2 days before a lunch for 120`, `Corporate lunch, menu was signed off 3 weeks ago. Contract says nothing about late changes. Do you charge for this? How do you word it?`, 'QU', 'M', 1),
  // cafes and roasters
  post(RD, `Wholesale coffee: I keep forgetting which cafes are due a delivery`, `Small roaster, 22 wholesale accounts. Some weekly, some every 10 days, some "whenever we run low". I miss one every week and get an angry text at 7am.`, 'PP', 'M', 1),
  post(RD, `cafe owners, what do you charge for oat milk?`, `We do 75c extra, people grumble, the place across the street charges nothing. Curious what everyone else does.`, 'QU', 'L', 0),
  post(RD, `Brewpos loyalty update wiped every customer's stamps`, `Update went out tuesday, every punch card reset to zero. My regulars think I did it on purpose. It's friday and still no fix, just "we're looking into it".`, 'CO', 'M', 1),
  // reviews and reservations
  post(RD, `6 one-star reviews in one night from people who never came in`, `Probably a competitor or a bot. Tablerate says they "don't see a policy violation". We went from 4.6 to 4.2 and friday bookings dropped. Three emails, three copy-paste replies.`, 'CO', 'M', 1),
  post(RD, `Saturday no-shows, thinking about taking card deposits`, `20 tables. Last saturday 5 tables no-showed, 18 covers in our busiest hour. Does asking for a card hurt bookings? I don't want to be the place that charges people.`, 'QU', 'M', 1),
  comment(RD, `Saturday no-shows, thinking about taking card deposits`, `same problem, 14 tables. we need a booking page that holds a card for parties of 6+ and we need it before graduation weekend, what are people using?`, 'RR', 'H', 1), // hard: recommendation request in a reply
  // HN
  post(HN, `Ask HN: Why is restaurant software so fragmented?`, `My cousin's restaurant runs 7 apps: POS, 3 delivery tablets, reservations, scheduling, payroll. None of them talk to each other. Is that a business model thing or a technical one?`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: Why is restaurant software so fragmented?`,
    [`Restaurants churn fast and margins are thin, so vendors sell narrow tools that pay back in a month. Nobody can afford an all-in-one sales cycle.`, 'DI', 'L', 0],
    [`Ex restaurant GM. The tablet wall at the pass was our biggest headache back then. Glad I'm out.`, 'DI', 'L', 0], // hard: old story, no current need
    [`I run a 2-location burger place. Our 3 delivery tablets each print their own tickets and the kitchen sometimes makes an order twice. For me that's a problem today, not a business model question.`, 'PP', 'M', 1],
  ),
  post(HN, `Restaurant closures hit a 10-year high`, ``, 'DI', 'L', 0),
  ...thread(HN, `Restaurant closures hit a 10-year high`,
    [`Closed mine in 2022. Delivery apps were 40% of sales and close to 0% of profit.`, 'DI', 'L', 0],
    [`Still open, barely. Card processing alone went up $700 a month this year and I don't have time to shop around. If something just told me what I'm actually paying per swipe I'd look at it.`, 'PP', 'M', 1], // hard: own pain under a news story
  ),
  // misc
  post(RD, `Bar owners: worst regular story, go`, `Ours tried to settle his tab with a signed photo of himself.`, 'DI', 'L', 0),
  post(RD, `Prices changed 3 times this year and the menu lives in 6 places`, `Small diner. Laminated menus, the wall board, our website and 3 delivery apps. Every change means updating all of it and I always miss one, then a customer points out the price is different online.`, 'PP', 'M', 1),
  post(RD, `Opened our second location today!`, `5 years after the first. Thanks to everyone here who answered my dumb questions about leases and hoods. Not asking anything, just happy.`, 'DI', 'L', 0),
];
