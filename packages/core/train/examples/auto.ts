/** Cars and motorcycles: independent repair shops, car owners and maintenance, used-car and franchise dealers, motorcycles, and EV charging at home and on the road. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const AUTO: readonly TrainingExample[] = [
  // independent repair shops
  post(RD, `Techs standing around while cars wait on customer approval`, `4 bay shop. We find a leaking water pump during an oil change, call the customer, voicemail. Car sits on the lift for 3 hours blocking a bay while we wait for a callback. Happens pretty much daily.`, 'PP', 'M', 1),
  ...thread(RD, `Techs standing around while cars wait on customer approval`,
    [`We use Wrenchly for digital inspections, customer approves line items from a link. Callbacks basically disappeared.`, 'DI', 'L', 0], // hard: reply naming a tool
    [`Wrenchly's approval links expire after 24h and customers click them on day 2 and get an error page. Then they call us anyway lol`, 'CO', 'M', 1], // hard: complaint in a reply
    [`same boat, 3 bays, and my service writer is my brother who refuses to text anyone. if there's a system that works for old school writers I'm buying it this month`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`pull it off the lift and park it out back while you wait? costs 10 minutes, not 3 hours`, 'DI', 'L', 0], // hard: advice phrased as a question
  ),
  post(RD, `Shop management software for a 2 bay shop, need to switch by the 1st`, `Our current one is killing the desktop version. Need estimates, repair orders, parts lookup and an export for the bookkeeper. Under $150/mo. What are you guys running?`, 'RR', 'H', 1),
  ...thread(RD, `Shop management software for a 2 bay shop, need to switch by the 1st`,
    [`Baywise, been on it 3 years. Parts lookup is built in and canned jobs save a ton of typing.`, 'DI', 'L', 0],
    [`Baywise is fine until you need support. 6 days for a reply when our labor rates stopped calculating on every RO.`, 'CO', 'M', 1],
    [`do you do tires? some of these handle tire quotes terribly, ask before you sign`, 'DI', 'L', 0], // hard: clarifying question in a reply
    [`Baywise pls add a way to split one RO between two payers, warranty company + customer. we do it on paper every single time`, 'FR', 'M', 1],
  ),
  post(RD, `Comeback on a brake job and the customer posted it everywhere`, `Pads squealed a week later, we fixed it free the same day. She still left 1 star on 3 sites calling us scammers. 11 years in business. Kinda gutted, not sure there's anything to do about it really.`, 'PP', 'L', 1), // hard: resigned pain point
  post(RD, `PartsRunner sent the wrong rotor 3 times this week`, `Right VIN, wrong part, every time. Their catalog is just wrong for that model and they won't fix it. Customer's car has been on my lift since monday. Opening an account with the other supplier tomorrow.`, 'CO', 'H', 1),
  post(RD, `How do you guys price diagnostic time?`, `Flat 1 hour? Actual time? Customers freak out at $160 to "just plug it in". Curious how other independents handle it.`, 'QU', 'M', 1),
  ...thread(RD, `How do you guys price diagnostic time?`,
    [`Flat first hour, explain up front it covers testing, not reading a code. Anything past that needs approval.`, 'DI', 'L', 0],
  ),
  post(YT, `Why Your Mechanic Charges $160 to Read a Code`, `Shop owner here. Scan tools, training, and what actually happens after the code comes up. Not sponsored.`, 'DI', 'L', 0),
  ...thread(YT, `Why Your Mechanic Charges $160 to Read a Code`,
    [`fair, but my shop charged me diag twice in one month for the same light and it's still on. that's the part that gets me`, 'PP', 'M', 1], // hard: own pain, no named company
    [`what scan tool is that at 4:12? been thinking about getting one for my own cars at some point`, 'RR', 'M', 1],
    [`Quickscan readers lie. mine said O2 sensor, it was a vacuum leak. $90 sensor for nothing`, 'CO', 'L', 1], // hard: short complaint about a named product
  ),
  // car owners
  post(RD, `dealer says $2,400 for "recommended services" at 30k miles, is this legit?`, `fuel system cleaning, throttle body service, cabin filter, brake fluid flush. car runs perfectly. appointment is thursday and i have to approve or decline before then`, 'QU', 'H', 1),
  ...thread(RD, `dealer says $2,400 for "recommended services" at 30k miles, is this legit?`,
    [`Check the maintenance schedule in the owner's manual. Most of that list isn't in it. Cabin filter you can do yourself in 5 minutes.`, 'DI', 'L', 0],
    [`Riverside Motors tried the same thing on me, the advisor got snippy when I said no. still have to go there for warranty work which sucks`, 'CO', 'M', 1], // hard: complaint in a reply
  ),
  post(RD, `How often does brake fluid actually need changing?`, `Manual says every 3 years, the quick lube place says every oil change. 2018 hatchback, 40k miles. Who do I believe?`, 'QU', 'M', 1),
  post(RD, `Bought a used car 2 weeks ago, check engine light just came on`, `Private sale, no warranty, seller isn't answering texts. Code says catalytic converter efficiency. Quotes are $1,800+. I'm a student and this car was all my savings. I need it for my commute starting monday.`, 'PP', 'H', 1),
  post(RD, `Recall letter showed up 4 years late`, `Got a notice about a cruise control software recall on my sedan. I've owned it since 2020, it went to the previous owner first. Dealer did it in 20 minutes. Just annoyed nobody tracks this stuff.`, 'PP', 'L', 1),
  post(RD, `how do you guys remember tire rotations`, `genuinely asking. i have never once rotated my tires on time. do people just... remember?`, 'QU', 'L', 1),
  ...thread(RD, `how do you guys remember tire rotations`,
    [`rotate at every oil change. done, never think about it again`, 'DI', 'L', 0],
    [`I log it in Milemark, it pings you by mileage`, 'DI', 'L', 0], // hard: reply naming a tool
    [`Milemark makes you type your mileage in by hand every time, which kind of defeats the point. let it read the odometer from the car already`, 'FR', 'M', 1], // hard: feature request phrased as complaint
  ),
  post(RD, `Mechanic won't release my car over a bill I never approved`, `Quote was $600. Bill is $1,350. They say the extra work was "necessary" and they're holding the car until I pay. It's my only way to get to work. What are my rights here??`, 'QU', 'H', 1),
  post(RD, `infotainment reboots every time I connect my phone`, `dealer says it's "normal behavior" for that software version. whatever, I just use the aux cable now. not worth another day without the car`, 'PP', 'L', 1), // hard: low urgency pain point
  post(YT, `I Tested 5 Cheap OBD2 Scanners So You Don't Have To`, `Tested on 3 cars. Which ones read ABS and airbag codes, which apps lock features behind a paywall, and the one I'd actually buy.`, 'DI', 'L', 0),
  ...thread(YT, `I Tested 5 Cheap OBD2 Scanners So You Don't Have To`,
    [`the Codepal app wants $5 a month just to clear a code. paywalled the one button I actually need`, 'CO', 'M', 1],
    [`which of these works on a 2008 diesel? none of the parts stores near me know`, 'RR', 'M', 1],
    [`can you test ones that work with iphone next? all of these are android only`, 'FR', 'L', 1],
    [`I just use the free scan at the parts store and look up the code 🤷`, 'DI', 'L', 0],
  ),
  // dealers
  post(RD, `Used car lot: listing photos eat 2 days a week`, `Small lot, 45 units. Every car needs 30 photos, I shoot them with my phone, edit, and upload to 4 sites. Two full days a week. I've got 12 trade-ins coming in this weekend and no idea when I'll list them.`, 'PP', 'H', 1),
  ...thread(RD, `Used car lot: listing photos eat 2 days a week`,
    [`if there was an app that cropped the background and pushed to every listing site at once I'd pay $200 a month without blinking. 60 units here`, 'BI', 'H', 1],
    [`LotLogic is supposed to do this. Their feed to AutoTrove breaks every other week and our cars vanish from the site for days`, 'CO', 'M', 1],
  ),
  post(RD, `LotLogic raised our price 40% at renewal`, `No new features, same buggy feed. Contract ends in june and we're moving the whole inventory somewhere else. Anyone been through a migration off them?`, 'CO', 'H', 1),
  post(RD, `Recon takes 3 weeks per car and it's killing our turn`, `Used department, 120 units. Cars wait for detail, then the body shop, then photos. Nobody knows where any car is in the process until someone walks the lot. GM asked me to fix it this quarter.`, 'PP', 'M', 1),
  comment(RD, `Recon takes 3 weeks per car and it's killing our turn`, `Whiteboard in the shop with every stock number and a magnet for the stage it's in. Sounds dumb, took us from 16 days to 9.`, 'DI', 'L', 0),
  comment(RD, `Recon takes 3 weeks per car and it's killing our turn`, `ugh ours is 19 days. the body shop is the black hole, cars go in and nobody hears anything for a week`, 'PP', 'M', 1), // hard: "same" reply with own pain
  post(RD, `How does floor plan financing work for a small lot?`, `Flipping 2-3 cars a month on the side right now, thinking about opening a real lot in a couple of years. How does floor plan actually work?`, 'QU', 'L', 1),
  post(HN, `Ask HN: Why is buying a car from a dealer still so painful?`, `Spent 6 hours at a dealership last weekend, 4 of them waiting for "finance". Everything else this expensive is bought online now. What's structurally stopping it?`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: Why is buying a car from a dealer still so painful?`,
    [`Franchise laws in most states. Manufacturers often can't sell to you directly, and dealers make a big part of their margin in the finance office.`, 'DI', 'L', 0],
    [`I run IT for a mid-size dealer group. Our DMS, Dealcore, charges per integration and takes 3 months to approve one. We'd move tomorrow if anyone else handled titling in our state.`, 'CO', 'H', 1], // hard: complaint in an HN reply
  ),
  // motorcycles
  post(RD, `first bike, winterizing question`, `Got my first motorcycle in august. It's going in my parents' unheated garage nov-march. Do I need to do anything besides fuel stabilizer? Don't want to kill it.`, 'QU', 'M', 1),
  ...thread(RD, `first bike, winterizing question`,
    [`Battery tender, stabilizer, run it 5 min so treated fuel gets through. Bump the tire pressure a bit. Done.`, 'DI', 'L', 0],
  ),
  post(RD, `maintenance log app for multiple bikes?`, `3 bikes. valve checks, chain, tires, fork oil. I use a notebook and lose it every season. starting a new project bike this weekend and want something set up before then`, 'RR', 'H', 1),
  ...thread(RD, `maintenance log app for multiple bikes?`,
    [`Moto Ledger does multiple bikes and custom intervals, free for up to 2.`, 'DI', 'L', 0],
    [`Moto Ledger needs chain intervals by km, not just by date. I ride 12k in a summer, date based is useless`, 'FR', 'M', 1],
  ),
  post(YT, `Group Ride Gone Wrong: 40 Bikes, 3 Wrong Turns`, `Sunday club ride vlog. Nobody crashed, everybody got lost.`, 'DI', 'L', 0),
  ...thread(YT, `Group Ride Gone Wrong: 40 Bikes, 3 Wrong Turns`,
    [`this is every ride our club does. one guy has the route, his phone dies, 30 people stop on a highway shoulder. we badly need something that shares the route live with everyone`, 'PP', 'M', 1], // hard: "this is literally us"
    [`what intercoms are you guys running? need something that works with 8+ riders before our trip in may`, 'RR', 'H', 1],
    [`Rideway drops the whole group every time someone goes through a tunnel and never reconnects them. we've stopped using it on mountain routes`, 'CO', 'M', 1],
  ),
  post(RD, `Thornfield Powersports has had my new bike for 5 weeks`, `800 miles on it, fuel pump died. They say the part is backordered and won't give me a date. Riding season is half over. Talking to a lawyer this week and I'm never buying from them again.`, 'CO', 'H', 1),
  post(RD, `Is lane filtering legal in my state yet?`, `Keep hearing different things from different people at the bike night.`, 'QU', 'L', 0),
  // EV charging
  post(RD, `Apartment has zero EV charging and I just leased an EV`, `Management says "maybe next year". Closest fast charger is 15 minutes away at $0.58/kWh, so charging costs more than gas did. Lease is 3 years. Not sure what I was thinking.`, 'PP', 'M', 1),
  ...thread(RD, `Apartment has zero EV charging and I just leased an EV`,
    [`Ask if you can use an outlet near your spot. 120V is slow but covers a normal commute overnight.`, 'DI', 'L', 0],
    [`same, our condo board voted it down twice. I'd pay a monthly fee to anyone who put a charger in our garage, honestly`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `ChargeLoop fast charger broken AGAIN, 3rd time this month`, `It's the only fast charger on my route to my mom's. Screen says "available", plug in, "session error", and it still put a hold on my card. Support line goes to voicemail.`, 'CO', 'M', 1),
  post(RD, `Home charger install: electrician quoted $2,800, is that crazy?`, `Panel is 15 ft from the garage. He wants to upgrade the panel to 200A. Getting a second quote but I want to know what's reasonable before he comes back monday.`, 'QU', 'H', 1),
  post(RD, `Need a Level 2 charger recommendation, car delivered in 10 days`, `Hardwired or plug-in, want scheduling for off-peak rates. Budget around $600.`, 'RR', 'H', 1),
  ...thread(RD, `Need a Level 2 charger recommendation, car delivered in 10 days`,
    [`HomeVolt Mini, had it 2 years, scheduling works, app is simple.`, 'DI', 'L', 0],
    [`HomeVolt Mini forgets the schedule after every firmware update and charges at peak price. Found out from my bill, $40 extra`, 'CO', 'M', 1],
    [`doesn't your car already do scheduled charging? most do, then the charger can be dumb and cheap`, 'DI', 'L', 0], // hard: answer with "?"
    [`HomeVolt please add a solar-only mode, I have panels and it just pulls from the grid whenever`, 'FR', 'M', 1],
  ),
  post(RD, `Ampway app: show me the price per kWh BEFORE I plug in`, `Right now I only see the rate on the summary after the session. It's different at every station. Just put it on the map.`, 'FR', 'M', 1),
  post(RD, `Doing my first EV road trip next summer, how do people plan charging stops?`, `700 miles each way. Is it really as bad as my uncle says?`, 'QU', 'L', 1),
  post(HN, `Show HN: A map of public EV chargers that shows whether they're actually working`, `Crowd reports plus the networks' own status feeds where they exist. Free, no account. Built it after 3 road trips ruined by broken chargers.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: A map of public EV chargers that shows whether they're actually working`,
    [`Please add filtering by connector type and minimum kW. I don't care about 7kW chargers on a road trip.`, 'FR', 'M', 1],
    [`How do you handle stale reports? A charger fixed this morning would still show broken from yesterday.`, 'QU', 'L', 0],
    [`I manage chargers for a small parking operator and our network provider's uptime dashboard says 99% while customers call us daily. I'd pay for independent monitoring, email in profile.`, 'BI', 'H', 1], // hard: buying intent in an HN reply
  ),
  // fun and promotion
  post(RD, `My 2004 pickup hit 300,000 miles today`, `Original engine, second transmission. Took a photo of the odometer at a gas station like a weirdo. Not asking anything, just proud of the old girl.`, 'DI', 'L', 0),
  post(YT, `WE PUT 1000HP IN A MINIVAN (Part 3)`, `Turbo install, tune, and the first pull. Use code WRENCH10 for 10% off at our merch store.`, 'DI', 'L', 0),
  ...thread(YT, `WE PUT 1000HP IN A MINIVAN (Part 3)`,
    [`what tuning software is that? my tuner ghosted me and I have a track day on the 14th with a car that won't idle right`, 'RR', 'H', 1],
  ),
];
