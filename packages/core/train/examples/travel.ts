/** Travel: trip planning and itineraries, airlines and lost bags, points and miles, vacation rentals from the guest's side, travel insurance and visas, tour guides and small travel agencies. */
import { HN, RD, YT, post, thread, type TrainingExample } from './types';

export const TRAVEL: readonly TrainingExample[] = [
  // trip planning
  post(RD, `Honeymoon in 3 weeks and I still haven't figured out Lisbon to Seville`, `We fly into Lisbon and out of Seville. Train? Bus? Rent a car? Every site says something different and half the buses don't show up online. Help before I lose my mind`, 'QU', 'H', 1),
  ...thread(RD, `Honeymoon in 3 weeks and I still haven't figured out Lisbon to Seville`,
    [`Bus is easiest, around 7 hours. Book on the operator's own site, the resellers add fees.`, 'DI', 'L', 0],
    [`congrats!! 🎉`, 'DI', 'L', 0],
    [`had the same mess with a multi-city trip last year, 11 tabs and 3 spreadsheets. I'd pay for something that just builds the route with real transport options`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Itinerary app that works offline and that my parents can open too?`, `Taking my parents to Vietnam in march. Need one place for flights, hotels and day plans that works without signal and that they can open on their own phones. Booking the last hotels this week.`, 'RR', 'H', 1),
  ...thread(RD, `Itinerary app that works offline and that my parents can open too?`,
    [`Tripwell does exactly this. Share a link, works offline once it's been opened.`, 'DI', 'L', 0], // hard: reply naming a tool
    [`Tripwell's offline mode only saved the last day I opened, not the whole trip. found that out in a train tunnel lol`, 'CO', 'L', 1], // hard: mild complaint in a reply
    [`Tripwell, let me add travellers who don't have an account. my mom will never in her life make an account`, 'FR', 'M', 1],
  ),
  post(RD, `I spend more time planning trips than actually on them`, `Not really complaining, I like it, but 40 hours of research for a 5 day trip is probably not healthy lol`, 'PP', 'L', 1), // hard: low urgency pain point
  post(HN, `Ask HN: Why do flight prices change when I search twice?`, `Is it actually cookies or is that a myth?`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: Why do flight prices change when I search twice?`,
    [`Mostly a myth. Fare classes sell out and reprice constantly, your second search just hit a different bucket.`, 'DI', 'L', 0],
    [`Related: is there any tool that actually predicts whether a fare will drop? I'm booking 4 tickets for august and keep waiting like an idiot`, 'RR', 'H', 1], // hard: tool request in an HN reply
  ),
  // airlines
  post(RD, `Coralwing lost my bag 9 days ago and my tracker says it's at my home airport`, `I put a tag tracker in it. Same building for 9 days. Airline keeps saying "still searching". I'm on a hiking trip in borrowed boots and nobody will call me back.`, 'CO', 'H', 1),
  ...thread(RD, `Coralwing lost my bag 9 days ago and my tracker says it's at my home airport`,
    [`File the delayed bag claim online AND at the desk, keep the reference number, and buy the essentials. Most airlines cover reasonable stuff for a delayed bag.`, 'DI', 'L', 0],
    [`Coralwing did this to me in may. bag showed up 3 weeks later with a broken handle, they offered $50 and stopped answering emails`, 'CO', 'M', 1],
  ),
  post(RD, `Flight delayed 6 hours, am I owed anything?`, `Domestic flight. They said "weather" but every other flight out of that airport left on time. Got home at 3am.`, 'QU', 'M', 1),
  post(RD, `Service that files delay compensation claims without taking 35%?`, `I have 2 delayed flights from this summer I never claimed. Happy to pay a flat fee, just don't want to spend my evenings on airline web forms.`, 'RR', 'H', 1),
  post(RD, `Pinejet app please let me pick seats for the whole family at once`, `Booking 5 people means going through seat selection 5 times, and it splits us up anyway. Just let me pick a block.`, 'FR', 'M', 1),
  post(YT, `I Flew the Cheapest Airline in Europe (was it worth it?)`, `A €19 flight, every fee explained, and whether I'd do it again.`, 'DI', 'L', 0),
  ...thread(YT, `I Flew the Cheapest Airline in Europe (was it worth it?)`,
    [`the bag sizer scene at 3:20 gave me anxiety 😂`, 'DI', 'L', 0],
    [`Pinejet charged me €55 at the gate because my bag was 2cm over. same bag I flew with them the week before. absolute scam`, 'CO', 'M', 1],
    [`what backpack is that? need one that fits under the seat for a trip in 2 weeks`, 'RR', 'H', 1],
    [`how do they even make money on a €19 flight? genuinely curious`, 'QU', 'L', 0],
    [`flying them next month with 2 kids and this scared me. sitting apart from a 4 year old for 3 hours is not happening`, 'PP', 'M', 1], // hard: youtube comment with own pain
  ),
  post(RD, `Travelling with a power wheelchair and every airline says something different`, `Need to know if my chair's battery is allowed in the hold. 3 calls, 3 different answers. Flight is in 9 days and I just want one straight answer in writing before I go.`, 'PP', 'H', 1),
  // points and miles
  post(RD, `Points and miles have turned into a part time job`, `4 cards, 3 airline programs, 2 hotel programs. Points expire that I forgot about, transfer bonuses I miss. Lost 60k miles last year to inactivity. I just want something that watches all of it for me.`, 'PP', 'M', 1),
  ...thread(RD, `Points and miles have turned into a part time job`,
    [`Milestash tracks balances and expiry across programs. Free tier is enough for most people.`, 'DI', 'L', 0],
    [`Milestash hasn't synced with Coralwing's program in 2 months, my balance is wrong. support just says "known issue"`, 'CO', 'M', 1],
    [`would pay real money if it also told me WHEN to burn points on a specific trip. trying to book a christmas redemption right now and it's killing me`, 'BI', 'H', 1],
  ),
  // vacation rentals as a guest
  post(RD, `Host cancelled our rental 4 days before a family reunion`, `12 people, big house, booked 8 months ago. Staybird refunded us, but every comparable house is now triple the price and their support offered a 10% coupon. We need somewhere by saturday.`, 'CO', 'H', 1),
  ...thread(RD, `Host cancelled our rental 4 days before a family reunion`,
    [`Staybird has a rebooking help policy, push for it. Ask for a supervisor and name the policy.`, 'DI', 'L', 0],
    [`same thing happened to us in june, the host "sold the house". we ended up in 3 hotel rooms. I still get nervous every time we book a big place`, 'PP', 'L', 1], // hard: old story with own pain
  ),
  post(RD, `Host keeping my $500 deposit over a stain that was there when we arrived`, `I didn't take photos at check-in, lesson learned. Host sent a photo of a couch stain. Staybird says it's between me and the host. I have until friday to respond to the claim. What can I do?`, 'QU', 'H', 1),
  post(RD, `Does anyone actually take photos of a rental when they arrive?`, `Like a full walkthrough video? Seems paranoid, but after reading this sub I'm wondering.`, 'QU', 'L', 1),
  ...thread(RD, `Does anyone actually take photos of a rental when they arrive?`,
    [`i do, but then i can never find the video among 3000 beach pics lmao. the camera roll is not a filing system`, 'PP', 'L', 1],
  ),
  post(RD, `Check-in instructions arrived at 11pm, we landed at 9`, `Door code, parking, everything came 2 hours after we were already standing outside in the rain. Host was asleep. We have 3 more rentals booked this summer and I'm dreading every one of them.`, 'PP', 'M', 1),
  post(RD, `Staybird, show the total price with fees in the search results`, `I filter by $200/night and every listing turns out to be $290 at checkout. Just show me the real number.`, 'FR', 'M', 1),
  post(YT, `I Stayed in the Worst-Rated Rental in the City`, `Spoiler: the 2 stars were earned. Sponsored by Roamly eSIM, link in the description.`, 'DI', 'L', 0),
  ...thread(YT, `I Stayed in the Worst-Rated Rental in the City`,
    [`the shower at 7:45 💀`, 'DI', 'L', 0],
    [`Roamly's eSIM never activated for me in Mexico, 2 days with no data. support replied after I got home`, 'CO', 'M', 1], // hard: complaint about the sponsor
    [`watching this from a rental that honestly isn't much better. mold in the bathroom, host says "it's the humidity". 4 more nights here`, 'PP', 'M', 1],
  ),
  // insurance and visas
  post(RD, `Saferoute denied my claim over a "pre-existing condition"`, `$2,300 ER visit in Greece. The condition they cite was diagnosed AFTER the trip. Filing the appeal this week and I'm never buying from them again.`, 'CO', 'H', 1),
  post(RD, `What travel insurance do you actually trust?`, `3 weeks in Peru in october, some trekking at altitude. I care about medical and evacuation, not trip cancellation.`, 'RR', 'M', 1),
  ...thread(RD, `What travel insurance do you actually trust?`,
    [`Read the altitude clause. A lot of policies stop covering trekking above 3,000m or 4,000m.`, 'DI', 'L', 0],
  ),
  post(RD, `Consulate has had zero visa appointment slots for 2 months`, `Trip is in 7 weeks. I refresh the booking page 20 times a day. Is there anything that notifies you when a slot opens? Will pay.`, 'RR', 'H', 1),
  // tour guides
  post(RD, `Overbooked my boat tour by 6 people because I manage 4 booking sites by hand`, `12 seat boat. Bookings come from Tourloop, two other marketplaces and my own site, and I update availability at night. Saturday there were 18 people on the dock. Refunded 6, got two 1-star reviews. High season starts in 2 weeks and I can't do this again.`, 'PP', 'H', 1),
  ...thread(RD, `Overbooked my boat tour by 6 people because I manage 4 booking sites by hand`,
    [`You want a booking system that syncs availability to every marketplace. Guidebase does this for tours.`, 'DI', 'L', 0],
    [`Guidebase only syncs with Tourloop once an hour. An hour is plenty of time to double book a popular slot, ask me how I know`, 'CO', 'M', 1],
    [`same with my kayak tours, I'm the guide AND the booking office AND the photographer. would gladly pay someone a cut just to run the calendar`, 'BI', 'H', 1],
  ),
  post(RD, `Tourloop takes 25% and now wants another 5% for "featured" placement`, `Solo food tour guide. They're most of my bookings and they know it. Moving everything I can to direct bookings before next season.`, 'CO', 'H', 1),
  post(RD, `Guides, how do you handle tips now that nobody carries cash?`, `Half my groups say "sorry, no cash". I've probably lost a third of my tips this year.`, 'QU', 'M', 1),
  ...thread(RD, `Guides, how do you handle tips now that nobody carries cash?`,
    [`Tipjar links, people pay with their phone in 10 seconds.`, 'DI', 'L', 0],
    [`Tipjar takes 8% and holds payouts for 2 weeks. fine for side money, not when it's your rent`, 'CO', 'L', 1],
  ),
  post(YT, `A Day in the Life of a Tour Guide in Rome`, `5am to 11pm, 3 tours, 22,000 steps. Not as glamorous as it looks.`, 'DI', 'L', 0),
  ...thread(YT, `A Day in the Life of a Tour Guide in Rome`,
    [`how did you get licensed? thinking about guiding in my city in a year or two`, 'QU', 'L', 1],
    [`answering booking messages on the metro at 10pm... that's my life too. 4 apps, 4 inboxes, one tired guide`, 'PP', 'L', 1], // hard: "this is literally me"
  ),
  // small travel agencies
  post(RD, `Small travel agency still building itineraries in doc templates`, `3 agents, mostly honeymoons and group trips. Every itinerary is a document we rebuild when a flight changes, and clients want something nice on their phone. Need software picked before the wedding season rush in april.`, 'RR', 'H', 1),
  ...thread(RD, `Small travel agency still building itineraries in doc templates`,
    [`We use Itinera. Clients get a link with a live itinerary and flight changes update on their own.`, 'DI', 'L', 0],
    [`Itinera's PDF export breaks whenever there's a photo in the hotel section. Clients still want PDFs to print so we fix them by hand.`, 'CO', 'M', 1],
    [`Itinera if you're reading: let us duplicate a trip and just change the dates. We sell the same 10 day Italy trip 40 times a year`, 'FR', 'M', 1],
    [`how many trips a month though? under 20, a good template honestly gets you far`, 'DI', 'L', 0], // hard: clarifying question in a reply
  ),
  post(RD, `Should I start charging a planning fee?`, `Independent agent, 2 years in. Clients take 15 hours of my time, then book the hotel themselves on a discount site. Happened 3 times this month.`, 'QU', 'M', 1),
  ...thread(RD, `Should I start charging a planning fee?`,
    [`Yes. $150 non-refundable, credited toward the booking. The tire kickers disappear overnight.`, 'DI', 'L', 0],
    [`lost a $12k safari that way last spring after 3 weeks of planning. still stings`, 'PP', 'L', 1],
  ),
  // HN
  post(HN, `Show HN: Turn airline confirmation emails into a shared trip timeline`, `Forward the email, it parses flights, hotels and trains into one timeline you can share. Free while in beta.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: Turn airline confirmation emails into a shared trip timeline`,
    [`Does it handle codeshares? Half my bookings show one airline on the ticket and another at the gate.`, 'QU', 'M', 1],
    [`Please add a calendar feed so the timeline shows up in my calendar app.`, 'FR', 'L', 1],
    [`I'm a travel agent with about 200 active trips. If it can do this per client I'd pay for a team plan today.`, 'BI', 'H', 1], // hard: buying intent in an HN reply
  ),
  post(HN, `Airline fined for selling seats on flights it had already cancelled`, ``, 'DI', 'L', 0),
  ...thread(HN, `Airline fined for selling seats on flights it had already cancelled`,
    [`I was on one of those. Booked in march, cancelled in january, and that airline still hasn't refunded me 5 months later.`, 'CO', 'M', 1], // hard: own complaint under a news story
  ),
  post(RD, `We finally did the big trip`, `Saved for 6 years for a month in New Zealand with the kids. Just got back. No questions, just had to tell someone.`, 'DI', 'L', 0),
];
