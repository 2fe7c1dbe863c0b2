/** Small retail, restaurants and food businesses, online sellers. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const SHOPS: readonly TrainingExample[] = [
  // small retail
  post(RD, `Need a POS for a tiny gift shop, ready to switch this week`, `Current one charges 3.5% plus a monthly fee and the card reader disconnects every afternoon. ~400 transactions a month, mostly cards. What should I buy?`, 'BI', 'H', 1),
  post(RD, `Tillpoint POS double charged 23 customers on Saturday`, `Terminal froze, I hit retry like their support told me to, and it ran everything twice. Now I'm refunding people one by one and they won't cover the fees. Done with them, contract or not.`, 'CO', 'H', 1),
  post(RD, `Tillpoint, let me print shelf labels from the item list`, `I have 900 items and type every price tag by hand in a word processor. The data is right there in your system. Please.`, 'FR', 'M', 1),
  post(RD, `why won't Tillpoint let me give a discount to one line item instead of the whole cart??`, `Customer buys 5 things, one is damaged, I want 20% off that one. Apparently impossible. Every other POS on earth does this.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(RD, `Shoplifting is eating 4% of my revenue`, `Small bookshop, one register, I can't watch the back shelves and ring people up at the same time. Cameras catch it after the fact. Insurance doesn't cover small stuff. Feeling helpless.`, 'PP', 'M', 1),
  ...thread(RD, `Shoplifting is eating 4% of my revenue`,
    [`Move the expensive stuff in sight of the counter and put a mirror in the back corner. Cheap and it works better than cameras in my experience.`, 'DI', 'L', 0],
    [`Have you thought about a bell on the back room door? Sounds silly but people behave when they know they're heard.`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  post(RD, `How do small shops handle gift cards without a big POS?`, `Paper certificates get forged. Looking for something simple that works with a basic card reader.`, 'RR', 'H', 1),
  post(RD, `What's the markup on greeting cards usually?`, `Opening a stationery corner in my cafe. Wholesale is $1.80, people sell at $5.99?`, 'QU', 'M', 1),
  post(YT, `How I Run My Record Store With No Employees`, `Tour of the shop, the tools I use, and what a normal tuesday looks like.`, 'DI', 'L', 0),
  ...thread(YT, `How I Run My Record Store With No Employees`,
    [`what do you use to list used records online at the same time as in store? I keep selling the same copy twice`, 'RR', 'H', 1],
    [`dream job honestly`, 'DI', 'L', 0],
    [`I'd buy the binder system you use for the sleeves if you sold it, where did you get it?`, 'BI', 'H', 1],
  ),
  // restaurants (not scheduling)
  post(RD, `Food costs up 30% and I can't tell which dishes still make money`, `Small bistro, 28 items. Suppliers change prices every week. I used to cost recipes once a year. Now I suspect half the menu loses money and I have no time to redo the math.`, 'PP', 'H', 1),
  post(RD, `Recipe costing software for a small restaurant? that updates when supplier prices change`, `Need it to take supplier price sheets and re-cost each plate. Budget maybe $50-100/mo. Want to start next month.`, 'RR', 'H', 1),
  ...thread(RD, `Recipe costing software for a small restaurant? that updates when supplier prices change`,
    [`we built this in a spreadsheet with an import tab per supplier. took a weekend, saved us from a $2 loss on our best seller.`, 'DI', 'L', 0],
    [`Platecost does it but the supplier import only works with 2 distributors, and ours isn't one. Support said "on the roadmap" in 2023.`, 'CO', 'M', 1],
    [`Platecost really needs a price sheet import from a photo, typing 60 line items a week defeats the purpose`, 'FR', 'M', 1],
  ),
  post(RD, `Tablewise reservations sent confirmation for the wrong date to 40 guests`, `Valentine's day. Half showed up the 13th. We ate the cost of comped desserts and their support said "known issue, fixed now". Looking for alternatives before mother's day.`, 'CO', 'H', 1),
  post(RD, `please let Tablewise hold tables for walk-ins`, `I want 3 tables never bookable online. Right now I block them with fake reservations named "WALKIN".`, 'FR', 'M', 1),
  post(RD, `Delivery apps take 30% and I can't get off them`, `60% of my orders come through them. If I leave, I lose the orders. If I stay, I barely break even on delivery. Anyone found a way out?`, 'PP', 'M', 1),
  post(RD, `How do you get customers to order direct instead of through the delivery apps?`, `Tips? Flyers in the bag? Discount codes? What actually works?`, 'RR', 'M', 1),
  ...thread(RD, `How do you get customers to order direct instead of through the delivery apps?`,
    [`A card in every bag with 10% off direct orders. About 1 in 8 switched for us. Do you have your own online ordering set up yet?`, 'DI', 'L', 0], // hard: answer with "?"
    [`we did this and the app threatened to delist us lol`, 'DI', 'L', 0],
  ),
  post(RD, `Health inspection in 5 days and my temp logs are a mess`, `Paper logs on a clipboard, half empty because the night crew forgets. Last inspector wrote us up. Need something that won't let them skip it.`, 'PP', 'H', 1),
  post(RD, `Looking for wireless fridge temperature sensors that log for health inspections`, `4 walk-ins and 6 reach-ins. Want alerts if a door's left open and a report I can print. Will buy this week.`, 'BI', 'H', 1), // hard: a search that is ready to buy
  post(RD, `What's the actual rule on cooling cooked rice? inspector and my chef disagree`, `Chef says room temp for an hour is fine. Inspector said no. Which is it in most states?`, 'QU', 'M', 1),
  post(YT, `Inside a Michelin kitchen during dinner rush`, `Filmed over 3 nights. No talking, just service.`, 'DI', 'L', 0),
  ...thread(YT, `Inside a Michelin kitchen during dinner rush`,
    [`the silence is terrifying`, 'DI', 'L', 0],
    [`what are those tickets printing from? our kitchen printer jams every friday and I want to buy whatever they have`, 'BI', 'H', 1],
    [`10 years as a line cook and this still gives me anxiety`, 'DI', 'L', 0],
  ),
  // bakery, coffee, food trucks
  post(RD, `Custom cake orders are killing me`, `Orders come by Instagram DM, email, phone, and one lady writes on a napkin. I've double booked two weekends in a row and had to refund a wedding cake. I bake, I'm not an admin.`, 'PP', 'H', 1),
  post(RD, `Would pay for a simple order form + calendar for custom bakers`, `Take deposits, block days when I'm full, show what's due this week. I don't need a full website. $20/mo would be a no brainer.`, 'BI', 'H', 1),
  ...thread(RD, `Would pay for a simple order form + calendar for custom bakers`,
    [`Same. Sign me up if anyone builds it.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`I use a form builder + a shared calendar + payment links. Clunky but it's $0. Want me to share my template?`, 'DI', 'L', 0], // hard: answer with "?"
    [`Bakebook exists for this, it's ok. The deposit part is what sold me.`, 'DI', 'L', 0],
  ),
  post(RD, `Why does my espresso taste sour no matter what grind I use??`, `New machine, fresh beans, went finer, went coarser, changed dose, 18g in 36g out in 28 seconds, still sour. I'm about to return the whole thing.`, 'QU', 'M', 1), // hard: frustrated troubleshooting
  post(RD, `Roastly wholesale changed my standing order without telling me`, `Got 20kg of a decaf I never ordered and they won't take it back. Third mistake this quarter. Looking for a new roaster.`, 'CO', 'H', 1),
  post(RD, `Food truck owners: how do you tell people where you'll be each day?`, `Instagram stories disappear, website is always out of date. Is there an app for schedules that customers actually check?`, 'RR', 'H', 1), // hard: "how do you" wants a tool
  post(RD, `what's the best day of the week for a food truck, in your experience?`, `Just curious what others see. We're slowest on tuesdays by far.`, 'QU', 'L', 0),
  post(RD, `Our food truck generator died mid festival`, `Lost a whole saturday, about $3k in sales. Had a backup plan on paper and no backup generator. Lesson learned.`, 'DI', 'L', 0),
  // e-commerce and marketplaces
  post(RD, `Returns are 22% of my orders and I'm drowning`, `Apparel store, small. Every return is an email thread, a label, a refund and a restock I forget to do. Christmas returns start next week.`, 'PP', 'H', 1),
  post(RD, `Looking for a returns portal that isn't enterprise pricing`, `Under 300 orders a month. Customers should print their own label and pick refund or exchange. Everything I found is $300/mo.`, 'RR', 'H', 1), // hard: statement recommendation request
  ...thread(RD, `Looking for a returns portal that isn't enterprise pricing`,
    [`Returnly Lite is $29. Did it for a year. Support is slow, but the portal itself never broke.`, 'DI', 'L', 0],
    [`Would love one that offers store credit first, we'd pay more for that honestly`, 'BI', 'M', 1],
  ),
  post(RD, `Parcelpro printed 80 labels with the wrong return address`, `Their template update swapped my warehouse address for my old home address. Customers are returning things to an apartment I moved out of 2 years ago. Zero response for 5 days.`, 'CO', 'M', 1),
  post(RD, `parcelpro pls add batch printing by carrier`, `I want all the USPS labels, then all the UPS ones. Now they come out mixed and I sort 200 sheets by hand.`, 'FR', 'M', 1),
  post(RD, `How do I calculate sales tax for online sales in multiple states?`, `I'm over the threshold in 2 states now I think. Do I need to register in each one? Confused and slightly scared.`, 'QU', 'M', 1),
  post(RD, `Etsy fees went up again, time to move to my own site?`, `Discuss. I make ~$2k/month in candles. Part of me thinks it's time, part of me knows I'd lose the traffic.`, 'DI', 'L', 0),
  post(RD, `why can't Craftmarket let me reply to reviews??`, `A customer left 1 star because the post office lost the package. I can't explain anything publicly. Let sellers respond, that's all.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(RD, `Is there a tool that tells me which products I'm losing money on after ad spend and fees?`, `Revenue looks great, bank account doesn't. I need profit per product, not per store. Will pay.`, 'BI', 'H', 1),
  post(YT, `I Made $10k In 30 Days With Print On Demand (honest breakdown)`, `Niche research, design tips, ads. Course link below.`, 'DI', 'L', 0),
  ...thread(YT, `I Made $10k In 30 Days With Print On Demand (honest breakdown)`,
    [`$10k revenue, how much profit tho 🤔`, 'DI', 'L', 0],
    [`every POD video is a course ad now`, 'DI', 'L', 0],
    [`my designs keep getting rejected for "trademark" even when they're original, how do I find out what word triggered it? nobody answers`, 'QU', 'M', 1], // hard: frustrated troubleshooting
  ),
  post(HN, `Show HN: An open-source storefront for small shops that runs on a $5 VPS`, `Checkout, inventory per location, and no per-transaction fees beyond the payment processor. Feedback welcome.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: An open-source storefront for small shops that runs on a $5 VPS`,
    [`Is there a hosted version? My sister runs a yarn shop and would never touch a VPS, but she'd pay $20/mo to get off her current platform.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`How do you handle taxes across regions? That's usually where these projects die.`, 'QU', 'M', 1],
    [`Would be great if it could import products from a CSV export of the big platforms. Migration is the real barrier.`, 'FR', 'M', 1],
    [`Nice. The admin UI is surprisingly clean for an OSS project.`, 'DI', 'L', 0],
  ),
  post(HN, `Ask HN: Small e-commerce owners, what do you use for customer support inbox?`, `Email, Instagram DMs and marketplace messages. 3 people answering. Shared inbox that doesn't cost per-seat enterprise money.`, 'RR', 'H', 1),
  post(RD, `Closing the register takes me 45 minutes every night`, `Counting cash, matching card totals, writing the deposit slip. Tillpoint gives me the card number fine, it's the cash drawer and the deposit that eat my night, and I'm the only one who can do it.`, 'PP', 'M', 1), // hard: own pain, product in passing
  comment(YT, `How I Run My Record Store With No Employees`, `same setup here with Tillpoint, and honestly the software isn't my issue. it's that I can't take a single day off because nobody else knows how anything works`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `How do you all handle loyalty in a small cafe? punch cards get faked`, `What app or system do you use? Has to work with a basic card reader and not cost more than the free coffees.`, 'RR', 'H', 1), // hard: "how do you all handle" wants a tool
  post(RD, `my shop website is very slow and I loose customers`, `i sell spare parts for motorbike, website take 9 seconds to open on mobile. the developer is gone. what i can do for make it faster? i dont know programming`, 'QU', 'M', 1),
  post(RD, `Recieved wrong item 3 times from Shopzy, they dont care`, `ordered blue jacket size M, recieved red one size S, then again wrong, then again. every time they say "sorry we send again". i want my money back not more wrong jackets`, 'CO', 'H', 1),
];
