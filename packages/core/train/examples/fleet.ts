/** Trucking and fleets: owner-operators, brokers and factoring, dispatch, ELDs, fleet maintenance, dashcams, couriers and last-mile delivery. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const FLEET: readonly TrainingExample[] = [
  // owner-operators, brokers and factoring
  post(RD, `Broker hasn't paid in 67 days`, `Owner op, 1 truck. Delivered in august, POD sent the same day, they keep saying "in processing". That's $3,800 I need for my truck note on the 1st. What are my options here?`, 'QU', 'H', 1),
  ...thread(RD, `Broker hasn't paid in 67 days`,
    [`File a claim on their bond. Most brokers pay real fast once the surety calls them.`, 'DI', 'L', 0],
    [`Check broker days-to-pay before you book next time. Anything over 45 is a no for me.`, 'DI', 'L', 0],
    [`same broker? FastLane Freight? they're at 80 days with me, still "processing" lmao`, 'CO', 'M', 1], // hard: complaint in a reply
    [`this is why I went with factoring. costs me 3% but I get paid in 24h`, 'DI', 'L', 0],
    [`same thing, different broker, 2 loads unpaid since september. I'm floating fuel on a credit card rn`, 'PP', 'M', 1], // hard: "same" reply with own pain
  ),
  post(RD, `Factoring fees, am I getting ripped off?`, `Paying 4.5% with Haulpay plus a $25 processing fee per invoice, and they hold a 10% reserve for 60 days. Is this normal for a one-truck operation?`, 'QU', 'M', 1),
  post(RD, `Haulpay froze my reserve because one broker went out of business`, `Not my fault the broker folded. They're holding $6k of MY money. Switching factoring companies, the contract ends in 3 weeks.`, 'CO', 'H', 1),
  post(RD, `looking for a factoring company for a 3 truck fleet, non-recourse, no long contract`, `had it with my current one. need someone who funds same day and doesn't nickel and dime per invoice. who are you guys using?`, 'RR', 'H', 1),
  ...thread(RD, `looking for a factoring company for a 3 truck fleet, non-recourse, no long contract`,
    [`Read the "non-recourse" part carefully. Most only cover broker bankruptcy, not slow pay or disputes.`, 'DI', 'L', 0],
    [`Been with Rigfund 2 years, same-day funding, 3% flat. Only annoying thing is their app.`, 'DI', 'L', 0],
    [`Rigfund's app "loses" uploaded rate cons. I've had to resend the same paperwork 4 times for one load.`, 'CO', 'M', 1],
  ),
  // dispatch
  post(RD, `small fleet dispatch on whatsapp is chaos`, `8 trucks, 1 dispatcher (me, the owner). Drivers send BOL photos in group chat, I retype load info into a spreadsheet, then text the broker. 14 hour days. My dispatcher quit friday and I have to figure this out before monday.`, 'PP', 'H', 1),
  post(RD, `What TMS do small fleets actually use?`, `5 to 15 trucks. No enterprise stuff. Load management, driver pay, invoicing brokers. Want to pick one this month.`, 'RR', 'H', 1),
  ...thread(RD, `What TMS do small fleets actually use?`,
    [`We use Truckline, $35/truck/month. Driver settlements alone save me a day a week.`, 'DI', 'L', 0],
    [`Truckline's driver app is garbage. Can't upload a BOL without it crashing on the 3rd photo. We're back on texts.`, 'CO', 'M', 1],
    [`Honestly a good spreadsheet gets you to 10 trucks. Past that, yeah.`, 'DI', 'L', 0],
    [`by driver pay do you mean percentage or per mile? some of them only do one`, 'DI', 'L', 0], // hard: clarifying question in a reply
    [`Truckline please add split loads. Half our loads are team runs and I calculate them by hand every week.`, 'FR', 'M', 1],
  ),
  post(RD, `How do you dispatch when drivers ignore their phones while driving?`, `Which they should. But then I can't reach anyone for 4 hours when a load changes. How do bigger outfits handle this?`, 'QU', 'M', 1),
  // ELDs
  post(RD, `ELD showed me driving while I was parked at a truck stop`, `LogRoad marked 40 minutes of driving while I was sitting at a truck stop. DOT officer didn't care. Now I've got a violation on my record. Support says "edit the unassigned time". You can't edit after an inspection!!`, 'CO', 'M', 1),
  post(RD, `How do I handle personal conveyance on my ELD?`, `New driver. Want to move from the shipper to a truck stop 4 miles away after my 14 is up. Is that PC or not?`, 'QU', 'M', 1),
  ...thread(RD, `How do I handle personal conveyance on my ELD?`,
    [`If the shipper kicked you off the property, generally yes. Annotate it clearly.`, 'DI', 'L', 0],
    [`Ask your safety department, every company reads it differently and you don't want to find out at a scale house.`, 'DI', 'L', 0],
  ),
  post(YT, `ELD Tips Every New Driver Should Know`, `Yard moves, personal conveyance, unassigned drive time, and how to annotate your logs so you don't eat a violation.`, 'DI', 'L', 0),
  ...thread(YT, `ELD Tips Every New Driver Should Know`,
    [`great video, straight to the point 👍`, 'DI', 'L', 0],
    [`what ELD is that on your dash? looks way simpler than the one my company gave us`, 'RR', 'M', 1],
    [`mine logs me out every time the truck loses signal in the mountains and then I'm "driving" unassigned for an hour. every week on I-70 🙃`, 'PP', 'M', 1], // hard: youtube comment with own pain
    [`please do one on the 30 minute break rule, my trainer told me 3 different things`, 'FR', 'L', 1],
    [`LogRoad is the worst ELD ever made and I will die on that hill`, 'CO', 'M', 1], // hard: short youtube complaint
    [`been driving 31 years, paper logs were better and you can't convince me otherwise 😂`, 'DI', 'L', 0],
  ),
  // maintenance
  post(RD, `Missed a DOT annual and got put out of service`, `Truck sat for 2 days on the side of the road, lost a $4k load. It was on the whiteboard. Nobody looked at the whiteboard. I need something that yells at me.`, 'PP', 'H', 1),
  ...thread(RD, `Missed a DOT annual and got put out of service`,
    [`Put every truck's due dates in a shared calendar with reminders 30 days out. Free and it works.`, 'DI', 'L', 0],
    [`Fleetwise does this, reminders by mileage from the ELD. Saved our butts twice.`, 'DI', 'L', 0],
    [`Fleetwise only does engine-hour reminders unless you pay for Pro. Why is mileage a premium feature`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`had the same thing with a trailer. nobody tracks trailers because they don't have an ELD. lost a week`, 'PP', 'M', 1],
  ),
  post(RD, `What do you use to track PMs for 12 trucks and 20 trailers?`, `Oil changes, annuals, tires, reefer units. Whiteboard isn't working. Want something the shop guy can update from his phone. Happy to pay.`, 'RR', 'H', 1),
  post(RD, `Fleetwise doubled our price and the contract says "subject to change"`, `18 trucks. Went from $9 to $18 per unit with 30 days notice. Exporting our service history now and moving.`, 'CO', 'H', 1),
  post(RD, `How often should I really change oil on a 2019 with 400k miles?`, `Manual says one thing, my mechanic says another, oil analysis guy says a third.`, 'QU', 'M', 1),
  // dashcams and trailers
  post(RD, `dashcam for a small fleet without a monthly subscription?`, `Insurance renewal wants forward-facing cams on all 6 trucks by next month. Don't want to pay $30/truck/month forever.`, 'RR', 'H', 1),
  post(RD, `Roadeye dashcam footage is useless at night`, `$30/truck/month and the only reason we got them was to fight fake claims. Got rear-ended at night, video is a blur of headlights. Cancelling when the contract is up in april.`, 'CO', 'H', 1),
  post(RD, `Is there a way to know where my trailers are without a GPS on each one?`, `30 trailers dropped at customer yards. Half the time I don't know which yard has which.`, 'QU', 'M', 1),
  // couriers and last mile
  post(RD, `Courier business, planning 40 stops a day by hand`, `Medical courier runs, 40ish stops, some with time windows. The free map apps cap at 10 stops. Plotting routes takes me an hour every morning before I even start driving.`, 'PP', 'M', 1),
  post(RD, `Best route planner for delivery drivers? paying is fine`, `Need 50+ stops, time windows, and proof of delivery photos. New contract starts next week.`, 'RR', 'H', 1),
  ...thread(RD, `Best route planner for delivery drivers? paying is fine`,
    [`Routely. 200 stops on the paid plan, reorder mid-route. Been on it a year.`, 'DI', 'L', 0],
    [`Routely ignores time windows if you add a stop mid-route. Found out when I showed up at a pharmacy 2 hours late.`, 'CO', 'M', 1],
    [`how many stops have windows though? if it's most of them no optimizer will save you`, 'DI', 'L', 0], // hard: reply with "?"
    [`would kill for one that handles "before 10am" and "not before 2pm" on the same route. I'd pay $40/mo no question`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Customers keep saying they never got the package`, `Last-mile outfit, 6 vans. Drivers take photos but they live on the drivers' phones, finding one for a dispute takes a day. Lost 3 disputes this month.`, 'PP', 'M', 1),
  post(RD, `Routely, let me send the customer an ETA text automatically`, `Half my calls are "where's my delivery". The app knows the ETA. Just text it to them.`, 'FR', 'M', 1),
  post(YT, `A Day as an Independent Courier ($380 day?)`, `Ride along for a full day of deliveries, what I made and what I spent.`, 'DI', 'L', 0),
  ...thread(YT, `A Day as an Independent Courier ($380 day?)`,
    [`that gas station coffee at 5am hits different`, 'DI', 'L', 0],
    [`what app are you using for the stops at 3:30? looks way better than the one I use`, 'RR', 'M', 1],
    [`$380 before gas, insurance and the van payment... that's like $150 real money bro`, 'DI', 'L', 0],
    [`how do you find contracts as an independent? I've been driving for an app and the pay keeps dropping`, 'QU', 'M', 1],
  ),
  // HN
  post(HN, `Ask HN: Why is vehicle routing still so hard?`, `Curious about the CS side. VRP with time windows feels like it should be solved by now given how many companies need it.`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: Why is vehicle routing still so hard?`,
    [`The solvers are great. The modelling is the hard part: driver breaks, loading order, one-way streets, a customer who's never home before noon.`, 'DI', 'L', 0],
    [`Worked at a delivery startup. Our optimizer was fine, drivers ignored it because they knew where the parking was.`, 'DI', 'L', 0],
    [`Is there an open-source solver that handles pickup-and-delivery pairs? The ones I've tried only do deliveries.`, 'RR', 'M', 1],
  ),
  post(HN, `Show HN: A load board for small carriers that shows how fast brokers pay`, `Pulls days-to-pay from carrier reports. Free for now. I was an owner-operator for 6 years before I learned to code.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: A load board for small carriers that shows how fast brokers pay`,
    [`Please add a filter by trailer type. I pull a reefer and 80% of results are dry van.`, 'FR', 'M', 1],
    [`How do you verify the reports? Brokers will just flood it with fake ones.`, 'QU', 'L', 0],
    [`Love that it's built by someone who's actually driven. Good luck with it.`, 'DI', 'L', 0],
    [`I'd pay $20 a month tomorrow if it covers flatbed loads in the southeast.`, 'BI', 'H', 1],
  ),
  post(HN, `Freight recession enters its third year`, ``, 'DI', 'L', 0),
  ...thread(HN, `Freight recession enters its third year`,
    [`Carriers that survived 2008 say the same thing: keep costs variable and never buy new trucks at the top.`, 'DI', 'L', 0],
    [`I'm one of those small carriers. Half the loads I see pay below my cost per mile. Parking the second truck next month.`, 'PP', 'M', 1], // hard: own pain under a news story
    [`Why do rates drop so much faster than diesel does?`, 'QU', 'L', 0],
  ),
  post(RD, `Drivers keep quitting after 3 months`, `Small fleet, 10 trucks. We pay above average, home every weekend. Still lost 5 drivers this year. Exit conversations are "it's not you". I don't know what's wrong.`, 'PP', 'M', 1),
  post(RD, `Finally paid off my truck today`, `6 years, one engine rebuild, and a lot of ramen. Just had to tell someone. Not looking for advice lol`, 'DI', 'L', 0),
  comment(RD, `Customers keep saying they never got the package`, `Get drivers to take the photo with the house number visible. It ends most disputes on its own.`, 'DI', 'L', 0),
  comment(RD, `Customers keep saying they never got the package`, `ugh same, 3 vans here. I spent yesterday scrolling through a driver's camera roll looking for one porch photo`, 'PP', 'M', 1),
  post(RD, `How to calculate cost per mile for one truck?`, `Starting out on my own authority next month. I know fuel and the truck payment, but what else goes in? Don't want to take loads that lose money.`, 'QU', 'M', 1),
  post(RD, `What does detention pay usually look like after 2 hours?`, `Sat 5 hours at a receiver yesterday. Broker says detention is 'pending approval'. Is $50/hr normal to ask for?`, 'QU', 'M', 1),
];
