/** Trades and field services, construction, logistics and farming. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const TRADES: readonly TrainingExample[] = [
  // electricians, plumbers, HVAC: running the business
  post(RD, `Quoting jobs eats my evenings`, `Solo electrician. I do site visits all day then write quotes at the kitchen table till 11pm. Half of them never reply. My wife says I work two jobs and only get paid for one.`, 'PP', 'M', 1),
  post(RD, `Best quoting app for a one-man electrical business? need it now, losing jobs to faster guys`, `Something I can fill out on my phone in the driveway with my price list and send before I leave. Happy to pay.`, 'RR', 'H', 1),
  ...thread(RD, `Best quoting app for a one-man electrical business? need it now, losing jobs to faster guys`,
    [`Quotewise on my phone, templates per job type. Took me an evening to load my prices. Now I send quotes from the van. You on android or iphone?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`Quotewise is fine until you need a materials markup that's different per supplier, then it's back to the calculator. Wish it had per-supplier markup.`, 'FR', 'M', 1],
    [`Tradebook lost all my price lists when they moved to their new app. 300 items, retyping them by hand on weekends. Avoid.`, 'CO', 'M', 1],
  ),
  post(RD, `Plumbers: how do you handle customers who want a price over the phone?`, `I refuse to quote without seeing it and I lose work. Others throw out a number and eat it later. What's your approach?`, 'QU', 'M', 1), // hard: "how do you handle" without a tool
  post(RD, `FieldPro app lost a week of my job notes`, `Sync failed silently while I was in basements with no signal. No warning, nothing. Customer disputes the hours and I have no notes. Cancelling and moving the crew to something else this month.`, 'CO', 'H', 1),
  post(RD, `Why can't FieldPro work offline? half my jobs are in basements`, `It's a field service app. The field has no signal. Let me save locally and sync later, how is this not the first feature.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(RD, `HVAC guys, what's the lifespan of a heat pump in a cold climate realistically?`, `Customer asking and I give a different answer every time.`, 'QU', 'L', 1),
  post(YT, `Day in the life of a plumber (emergency calls only)`, `Burst pipes, a toilet in a 4th floor walkup, and a very angry cat.`, 'DI', 'L', 0),
  ...thread(YT, `Day in the life of a plumber (emergency calls only)`,
    [`what app is that work order the customer signed on the tablet? looked fast. I need something like that for my guys asap`, 'RR', 'H', 1],
    [`the cat at 7:32 😂😂`, 'DI', 'L', 0],
    [`respect, I could never do this job`, 'DI', 'L', 0],
  ),
  post(RD, `Chasing permit inspections is a part time job`, `County portal times out, phones go to voicemail, inspector shows up on a different day than scheduled. Every delay pushes my whole crew. I lose probably 6 hours a week to this.`, 'PP', 'M', 1),
  // landscaping, cleaning, pool, pest businesses
  post(RD, `Landscaping business: routing 40 weekly clients is a nightmare`, `Two crews, clients change days, new ones join mid season. I plan routes by hand every Sunday night and still have trucks crossing town twice.`, 'PP', 'M', 1),
  post(RD, `looking for route planning software for a small landscaping company`, `2 trucks, 40-60 stops a week, recurring. Needs to re-plan when someone skips. Not $200/mo fleet software.`, 'RR', 'H', 1), // hard: statement recommendation request
  ...thread(RD, `looking for route planning software for a small landscaping company`,
    [`We used Routely for two seasons. Free tier is 20 stops, paid is $25. Did the job, the re-plan is a button.`, 'DI', 'L', 0],
    [`I'd pay for this too if it handled biweekly clients properly, none of them do`, 'BI', 'M', 1], // hard: buying intent in a reply
    [`how do you price by the visit or monthly? always wondered`, 'QU', 'L', 0],
  ),
  post(RD, `Cleaning business owners, do you charge by hour or by the job?`, `Starting out. Everyone says something different.`, 'QU', 'M', 1),
  post(RD, `Spotless business software raised prices 60% mid contract`, `Email said "to serve you better". We're 8 cleaners, we went from $89 to $142. Already exporting clients and leaving at renewal.`, 'CO', 'H', 1),
  post(RD, `need a checklist app for my cleaners with photo proof, ready to buy`, `Clients say rooms were skipped. I want each cleaner to tick rooms and snap a photo. Will pay per user.`, 'BI', 'H', 1),
  post(RD, `Pool route: chemicals log per pool?`, `How do you all track what chemicals went into which pool each week? Paper or an app? Customers started asking for it.`, 'RR', 'M', 1), // hard: "how do you all" wants a tool (or paper)
  post(YT, `Starting a pressure washing business with $1000`, `Equipment, insurance, finding first clients.`, 'DI', 'L', 0),
  ...thread(YT, `Starting a pressure washing business with $1000`,
    [`how do I get insurance as a brand new business with no history? every quote I get is crazy`, 'QU', 'M', 1],
    [`Did this in 2022, now 3 trucks. The real work is marketing not washing.`, 'DI', 'L', 0],
    [`Can you do a follow up on pricing driveways vs houses?`, 'FR', 'L', 1],
  ),
  // auto repair shops
  post(RD, `Customers never approve repairs fast enough`, `Car's on the lift, I find a bad CV axle, I call, voicemail. Text, no answer. The lift sits there for 3 hours. Multiply by 6 cars a day.`, 'PP', 'M', 1),
  post(RD, `Shopmaster software update deleted our labor rates`, `All jobs since tuesday invoiced at $0 labor. We caught it after 2 days. Their "fix" is us re-entering everything. 14 years with them and this is it.`, 'CO', 'H', 1),
  post(RD, `please shopmaster let customers approve estimates by text link`, `The tech sends photos, customer taps approve, done. Every competitor has it and I don't want to switch.`, 'FR', 'M', 1),
  post(RD, `why won't my scan tool read ABS codes on a 2014 Civic?`, `Reads engine codes fine. ABS light on, tool says "no communication". Checked fuses. Customer is waiting and I'm looking dumb here.`, 'QU', 'H', 1), // hard: frustrated troubleshooting
  // construction
  post(RD, `GC here: subs ignore the schedule I send`, `PDF schedule by email, nobody opens it, then the drywall guy shows up before the electrician's rough in. Costs us days every job.`, 'PP', 'M', 1),
  post(RD, `What do small GCs use for scheduling subs? under 10 projects at a time`, `Need texts to subs when dates change. Big platforms are overkill and priced for 200-person firms.`, 'RR', 'H', 1),
  ...thread(RD, `What do small GCs use for scheduling subs? under 10 projects at a time`,
    [`Honestly a shared calendar and a weekly text from me. The tool matters less than calling them on friday.`, 'DI', 'L', 0],
    [`Buildline. The sub notifications work, they don't need an account. Costs $60/mo which is fine for us`, 'DI', 'L', 0],
    [`Buildline charges per project and we got a bill for "archived" projects we closed last year. Fun.`, 'CO', 'M', 1],
  ),
  post(RD, `How do you calculate concrete for a footing with a weird shape?`, `L-shaped, stepped on one side. My math keeps coming up different from the supplier's.`, 'QU', 'M', 1),
  post(HN, `Ask HN: Why is construction software still so bad?`, `My dad runs a 12-person framing company. Everything is paper, fax (!), and one ancient desktop app. Every modern tool he tried was built for enterprise.`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: Why is construction software still so bad?`,
    [`Margins are thin, buyers are busy and suspicious, and each trade works differently. It's a services business disguised as software.`, 'DI', 'L', 0],
    [`Built software for roofers for 4 years. The product was never the hard part, getting them to use a phone on the roof was.`, 'DI', 'L', 0],
    [`If someone made a dead-simple timesheet + job costing app for framing crews, I know 5 owners who'd pay tomorrow. My dad would be first.`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  // logistics
  post(RD, `Small trucking company, IFTA paperwork every quarter is hell`, `5 trucks. Drivers hand me handwritten trip sheets and I match them to fuel card statements, a week reconstructing miles per state. Deadline is in 9 days and I'm not even halfway.`, 'PP', 'H', 1),
  post(RD, `Any recs for a dispatch board for 5-10 trucks?`, `Drag loads to drivers, see status, send load info to their phone. Willing to pay but not enterprise pricing.`, 'RR', 'H', 1),
  post(RD, `LoadLink ELD keeps dropping drivers' hours`, `Three drivers got flagged at inspection for missing log time. The device shows it, the portal doesn't. Support: "reboot the tablet". We're getting fined for their bug.`, 'CO', 'M', 1),
  post(RD, `Why can't LoadLink just show me which driver is closest to a pickup?`, `It has every truck's GPS. It has the load address. Put them together. I'm switching tabs 40 times a day.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(HN, `Ask HN: How do you model last-mile delivery costs?`, `Building a pricing page for a regional courier. Per stop? Per km? Per drop density? Curious how others think about it.`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: How do you model last-mile delivery costs?`,
    [`Stop density dominates. A dense zone at $3/stop can beat a rural one at $12. Price by zone, not distance.`, 'DI', 'L', 0],
    [`Are you counting failed deliveries? They were ~8% of our stops and roughly doubled the cost of those stops.`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  post(YT, `Why Shipping Containers Cost 5x More This Year`, `Ports, fuel, and the shipping alliance game explained.`, 'DI', 'L', 0),
  ...thread(YT, `Why Shipping Containers Cost 5x More This Year`,
    [`great explainer. economics teacher here, showing this in class`, 'DI', 'L', 0],
    [`So do freight prices ever come back down or is this the new normal?`, 'QU', 'L', 0],
    [`I import furniture and this is killing me, my landed cost went from $180 to $610 per piece and I can't raise prices that much`, 'PP', 'M', 1],
  ),
  post(RD, `Warehouse pick errors up after we added a second shift`, `Same SKUs, same layout, the night shift mispicks 3x more. Paper pick lists. Not sure if it's training or the lists or lighting.`, 'PP', 'M', 1),
  post(RD, `cheap barcode scanning for a 2000 sq ft warehouse? will buy hardware + software this month`, `Phones with a scanning app would be ideal. Need pick lists and counts.`, 'BI', 'H', 1),
  // farming
  post(RD, `Farm records are a disaster, 3 notebooks and a whiteboard in the barn`, `Spray records, seed lots, which field got what fertilizer. The co-op wants records for certification and I'm reconstructing it from memory.`, 'PP', 'H', 1),
  post(RD, `Is there a farm management app for a 40 acre vegetable farm that isn't made for 5000 acre corn?`, `Everything is built for commodity crops. I grow 30 crops in small beds. Want planting records and harvest logs.`, 'RR', 'H', 1),
  ...thread(RD, `Is there a farm management app for a 40 acre vegetable farm that isn't made for 5000 acre corn?`,
    [`Tilth Records was made by market gardeners. Not fancy, does beds and successions.`, 'DI', 'L', 0],
    [`Tilth is decent but why can't it print harvest lists by CSA share size? I rebuild them in a spreadsheet every week`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`ok looks like exactly what I need, trying the trial now`, 'BI', 'H', 1],
  ),
  post(RD, `Irrigation timer from Dripmate failed and cooked a field of lettuce`, `Controller rebooted itself during a heat wave and lost the schedule. No alert. $4k of lettuce gone. Warranty covers the $90 controller, great.`, 'CO', 'M', 1),
  post(RD, `When is it too late to plant winter wheat in zone 6?`, `Got delayed by rain. Is mid november a lost cause?`, 'QU', 'M', 1),
  post(YT, `Our First Year Farming: What We'd Do Differently`, `Small diversified farm, year one numbers and mistakes.`, 'DI', 'L', 0),
  ...thread(YT, `Our First Year Farming: What We'd Do Differently`,
    [`how did you sell at the farmers market without a card reader at first? we're starting this spring and worried about it`, 'QU', 'M', 1],
    [`Love this channel. Most honest farm content out there.`, 'DI', 'L', 0],
    [`Where can I buy the seeding tray you use? the 128-cell ones I got keep cracking`, 'BI', 'H', 1],
  ),
  post(RD, `Fun fact: a single cow can produce around 80 glasses of milk a day`, `Was told this on a farm tour today and now I can't stop thinking about it.`, 'DI', 'L', 0),
  post(RD, `I spend Sunday nights matching timesheets to jobs`, `Crew of 6. They clock in with FieldPro, which works, but half the time they forget to switch jobs when they drive to the next site, so I'm guessing who worked where from their texts.`, 'PP', 'M', 1), // hard: own pain, product in passing
  comment(RD, `Best quoting app for a one-man electrical business? need it now, losing jobs to faster guys`, `Careful with Quotewise, it sent my quote to the wrong customer. Both named Dave, it autocompleted. Now a client knows what I charged his neighbor. Not ok for a paid tool.`, 'CO', 'M', 1), // hard: complaint aimed at the product
  comment(HN, `Ask HN: Why is construction software still so bad?`, `Looking for something my dad's crew could use for daily job photos with the address and date stamped on, no accounts for the guys. If anyone knows one, I'm listening.`, 'RR', 'H', 1), // hard: statement recommendation request
  comment(YT, `Starting a pressure washing business with $1000`, `any advice on which surface cleaner to start with? not buying yet, still saving up`, 'RR', 'M', 1),
  comment(YT, `Our First Year Farming: What We'd Do Differently`, `what laying hen breed would you recommend for a beginner in a cold climate? planning for next spring`, 'RR', 'M', 1),
];
