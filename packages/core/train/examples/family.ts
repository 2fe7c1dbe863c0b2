/** Pets, parenting, elder care and the paperwork of staying healthy. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const FAMILY: readonly TrainingExample[] = [
  // cats, aquariums, horses, vets
  post(RD, `My cat pees outside the box only when I travel`, `Vet says she's healthy. Pet sitter comes twice a day. Every trip I come home to a ruined rug. I have a work trip in 10 days and I'm dreading it.`, 'PP', 'H', 1),
  post(RD, `Is there an automatic feeder that actually works with two cats where one is on a diet?`, `Chonky boy eats the skinny girl's food. Need something that opens per cat, microchip or collar tag. Budget isn't a problem at this point.`, 'RR', 'H', 1),
  ...thread(RD, `Is there an automatic feeder that actually works with two cats where one is on a diet?`,
    [`We have a microchip feeder, took our tabby 2 weeks to stop being scared of the lid. Worth it. Have you tried feeding them in separate rooms first?`, 'DI', 'L', 0], // hard: answer with "?"
    [`the Purrfeed one's app is a joke, it says "fed" when the bowl jammed. my cat went hungry a whole day while I was at work`, 'CO', 'M', 1],
    [`just ordered the chip one from this thread, thanks all`, 'DI', 'L', 0],
  ),
  post(RD, `Tank keeps crashing and I don't know why`, `55 gallon, planted, 3rd time this year ammonia spikes and I lose fish overnight. I test weekly, same routine. What am I missing?? I'm so done with this hobby right now`, 'QU', 'M', 1), // hard: frustrated troubleshooting
  post(RD, `How do you all keep track of water parameters? I want a log app`, `pH, ammonia, nitrite, nitrate, per tank, with graphs. I have 4 tanks and my paper log is chaos. iOS.`, 'RR', 'H', 1), // hard: "how do you all" wants a tool
  post(YT, `Why Your Aquarium Is Cloudy (and how to fix it in 48h)`, `Bacterial bloom vs green water vs substrate dust, explained with tests.`, 'DI', 'L', 0),
  ...thread(YT, `Why Your Aquarium Is Cloudy (and how to fix it in 48h)`,
    [`finally someone explains the difference, thank you`, 'DI', 'L', 0],
    [`mine is cloudy white for 3 weeks now, did 50% changes every other day, still cloudy. is it the new gravel?`, 'QU', 'M', 1],
    [`Could you make a video on setting up a quarantine tank for under $50?`, 'FR', 'L', 1],
  ),
  post(RD, `Barn management is killing me`, `12 boarders, feed instructions for each horse, farrier every 6 weeks, dewormer schedule, vet visits, who paid board. All on a whiteboard that the barn cat knocked over last week. I spend my Sundays doing paperwork instead of riding.`, 'PP', 'M', 1),
  post(RD, `any software for small boarding barns? willing to pay`, `Need feed charts, health records per horse and monthly board billing. Most stuff I found is for 100+ horse facilities and costs a fortune.`, 'BI', 'H', 1),
  post(RD, `PawVet clinic charged me $480 for a "wellness check" I didn't authorize`, `They added bloodwork and a dental estimate without asking. Front desk says it's policy. Switching vets after 6 years.`, 'CO', 'H', 1),
  post(RD, `TIL cats can't taste sweetness`, `They lack a functional sweet taste receptor. Explains why mine ignores cake but steals butter.`, 'DI', 'L', 0),
  post(RD, `Why do cats knock things off tables?`, `Just curious if there's an actual explanation or if they're just jerks`, 'QU', 'L', 0),
  post(YT, `Training a reactive dog: week 1 to week 12`, `Leash reactivity progress with our rescue. Not sponsored. Trainer info below.`, 'DI', 'L', 0),
  ...thread(YT, `Training a reactive dog: week 1 to week 12`,
    [`This gives me hope. Our rescue lunges at every bike and I'm exhausted, I've stopped walking him in daylight. Is there a trainer who does online sessions?`, 'RR', 'H', 1],
    [`the part at 8:40 where she finally ignores the other dog made me tear up`, 'DI', 'L', 0],
    [`we've been at this for a year and honestly nothing works and I feel like a failure every single walk`, 'PP', 'M', 1],
  ),
  post(RD, `Barkly GPS collar subscription went from $5 to $13 a month`, `No new features, just "service improvements". The collar is useless without the plan. Feels like a hostage situation.`, 'CO', 'M', 1),
  post(RD, `Barkly collar should let me set more than one safe zone`, `Home is one zone, but grandma's house where he stays on weekends triggers an escape alert every time. Just let me save two zones.`, 'FR', 'M', 1),
  // parenting
  post(RD, `4 month sleep regression is destroying us`, `Baby wakes every 45 minutes. Husband and I are zombies and I go back to work Monday. I'll try anything at this point.`, 'PP', 'H', 1),
  ...thread(RD, `4 month sleep regression is destroying us`,
    [`It passes, I promise. What helped us was taking shifts, one person sleeps with earplugs in another room from 9 to 3. Did you try that?`, 'DI', 'L', 0], // hard: answer with "?"
    [`is there a sleep consultant people here actually recommend? we're at the point of paying someone`, 'RR', 'H', 1],
    [`we used the Lullo tracker app and it showed us he was overtired, shifting naps by 20 min helped a lot`, 'DI', 'L', 0], // hard: answer naming a product
  ),
  post(RD, `How do you all handle screen time with a 9 year old without it becoming a war?`, `Not asking for parental control apps, we have those. I mean the negotiation part. Every night it's a fight.`, 'QU', 'M', 1), // hard: "how do you all handle" without a tool
  post(RD, `What parental control app works across iPad, Switch and a Windows laptop?`, `Need one dashboard. Tired of three different apps with three different passwords. Will pay for family plan.`, 'RR', 'H', 1),
  post(RD, `Kidsafe app keeps blocking my son's school portal`, `Every morning he can't log into homework because Kidsafe flags the school domain as "unknown". I whitelisted it 4 times. Support sends the same canned answer.`, 'CO', 'M', 1),
  post(RD, `Kidsafe please add a "homework mode"`, `One button that allows only school sites for 2 hours. That's all I want, instead of editing 20 rules every evening.`, 'FR', 'M', 1),
  post(RD, `I am the family calendar and I'm tired`, `Three kids, two custody schedules, soccer, dentist, birthday parties. My ex never checks the shared calendar and then says "you never told me". I have to screenshot everything as proof.`, 'PP', 'M', 1),
  ...thread(RD, `I am the family calendar and I'm tired`,
    [`Co-parenting apps exist for exactly this, the one our lawyer suggested timestamps when the other parent views an event. Game changer for the "you never told me" stuff.`, 'DI', 'L', 0],
    [`which one? we're in the middle of this right now and mediation is in 3 weeks`, 'RR', 'H', 1],
  ),
  post(YT, `Day in the life: mom of 4 under 6`, `Chaos, coffee, and a lot of goldfish crackers.`, 'DI', 'L', 0),
  ...thread(YT, `Day in the life: mom of 4 under 6`,
    [`how do you keep the toy rotation organized? ours ends up as one giant pile`, 'QU', 'L', 1],
    [`the way you stayed calm at the grocery store 😭 queen`, 'DI', 'L', 0],
    [`please do a video on how you organize 4 kids' closets`, 'FR', 'L', 1],
  ),
  post(RD, `Daycare app sends 30 notifications a day and I miss the one that matters`, `Every diaper change and every nap pings me. Then yesterday I missed "pick up early, fever" because it was buried. The center loves the app, I hate it.`, 'PP', 'M', 1),
  post(RD, `Would pay for a baby monitor that doesn't need an account and cloud`, `Privacy thing. Want local video to my phone only. Take my money if it exists.`, 'BI', 'H', 1),
  post(RD, `Fun fact: newborns can't cry tears for the first few weeks`, `Learned this at 3am while googling why my son was screaming with dry eyes.`, 'DI', 'L', 0),
  // elder care
  post(RD, `Managing my dad's meds from 400 miles away`, `He's got 9 prescriptions, different refill dates, two pharmacies. He forgets, my sister forgets, and last month he ran out of blood pressure meds for 4 days. I can't keep flying out.`, 'PP', 'H', 1),
  post(RD, `Looking for a way for siblings to share caregiving tasks for a parent`, `Who drives mom to appointments, who calls the insurance, who checks in on tuesdays. Group text is not working. Want a tool built for this, happy to pay.`, 'RR', 'H', 1), // hard: statement recommendation request
  ...thread(RD, `Looking for a way for siblings to share caregiving tasks for a parent`,
    [`We used a shared doc and a weekly 15 min call. The call matters more than the tool honestly.`, 'DI', 'L', 0],
    [`CareCircle does this but they lock the calendar behind the $15 plan, for a family task list that's steep`, 'CO', 'L', 1],
    [`sorry you're going through this. caring for a parent is a second job nobody trains you for`, 'DI', 'L', 0],
  ),
  post(RD, `How do I get power of attorney when my mom has early dementia?`, `She still has good days. Do we need a lawyer or can we do it ourselves? In Ohio.`, 'QU', 'M', 1),
  post(YT, `What I wish I knew before moving my mother into assisted living`, `Costs, contracts, questions to ask on the tour.`, 'DI', 'L', 0),
  ...thread(YT, `What I wish I knew before moving my mother into assisted living`,
    [`we toured 6 places and none would give a straight answer on the monthly fee increases. is that normal?`, 'QU', 'M', 1],
    [`Sunny Acres raised my aunt's rent 18% with 30 days notice. Do not go there.`, 'CO', 'M', 1],
  ),
  // health admin
  post(RD, `Insurance denied my MRI for the third time and I'm out of ideas`, `Doctor says I need it, insurer says "not medically necessary", appeal letter template from the clinic got rejected. I've spent 11 hours on hold this month. Pain is getting worse.`, 'PP', 'H', 1),
  post(RD, `Carewell insurance lost my claim twice`, `Submitted in january, they say never received. Resubmitted with tracking, now "under review" for 70 days. Switching at open enrollment, if I can survive till then.`, 'CO', 'H', 1),
  post(RD, `How do you read an EOB? Why does it say I owe $0 but the hospital billed me $600?`, `Explanation of benefits says patient responsibility zero. Hospital bill says $612.40. Who's right?`, 'QU', 'M', 1),
  post(RD, `Is there a service that fights medical bills for you?`, `I have 4 bills that I'm pretty sure are coded wrong. I don't have the energy to fight them. I'd pay a cut of what they save me.`, 'BI', 'H', 1),
  ...thread(RD, `Is there a service that fights medical bills for you?`,
    [`Ask for the itemized bill first. Half the time the errors are obvious once you see the codes. You can also ask for the cash price?`, 'DI', 'L', 0], // hard: answer with "?"
    [`I used a billing advocate through my employer's benefits, it's often free, check your HR portal`, 'DI', 'L', 0],
  ),
  post(RD, `Pharmacy refills: why is it always a surprise?`, `Every month my refill is "too early" on Monday and "out of stock" by Friday. I take 3 meds and I spend more time coordinating them than taking them.`, 'PP', 'M', 1),
  post(RD, `MedPal app please add family profiles`, `I manage meds for me, my son and my mother. Logging in and out of 3 accounts is absurd. Let one account hold several people.`, 'FR', 'M', 1),
  post(RD, `why can't MedPal just sync with my pharmacy instead of me typing every refill`, `It's 2025 and I'm entering pill counts by hand like a medieval monk.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(HN, `Ask HN: Why is healthcare data interoperability still this bad?`, `Every clinic I visit re-asks my history on a clipboard. Standards exist on paper. What's actually blocking it?`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: Why is healthcare data interoperability still this bad?`,
    [`Incentives. An EHR vendor gains nothing when records move easily to a competitor. The standards are fine, the business model isn't.`, 'DI', 'L', 0],
    [`I worked on this for 5 years. The hard part is identity matching, not formats. Two John Smiths born on the same day is a real problem.`, 'DI', 'L', 0],
    [`As a patient I just want one folder with all my records I can hand to a new doctor. I'd pay for that tomorrow.`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(YT, `I tried every period tracker app so you don't have to`, `Privacy, features, accuracy. Sponsored by nobody.`, 'DI', 'L', 0),
  ...thread(YT, `I tried every period tracker app so you don't have to`,
    [`Flowly sold data to advertisers, I deleted it the day that story came out. which of these doesn't have an account at all?`, 'RR', 'H', 1],
    [`great video but the music is too loud over your voice`, 'DI', 'L', 0],
  ),
  post(RD, `Booking a pediatric dentist shouldn't take 6 phone calls`, `Nobody has online booking, everyone has a 4 month waitlist, and half don't take our insurance but the website says they do. Kid has a cavity now.`, 'PP', 'H', 1),
  post(RD, `I can't keep up with my son's allergy paperwork`, `School wants a new action plan every year, the allergist wants a log of reactions, the pharmacy needs the epipen refill. I use CareNote for his meds and it works fine, the problem is all the paperwork around it lives in my head.`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `CareNote logged my son's reaction under the wrong date`, `Now the allergist thinks he had 2 reactions in one week. The app rewrote the date after a sync. Support hasn't answered in 5 days. It's a health app, this matters.`, 'CO', 'M', 1), // hard: complaint aimed at the product
  post(RD, `need a white noise machine without a loop gap`, `Ours clicks every 30 seconds when the track restarts and it wakes her up. Want one that's truly continuous, ordering tonight if someone has a good one.`, 'RR', 'H', 1), // hard: statement recommendation request
  post(RD, `How do you all handle sibling fights over the tablet? is there an app that does turns?`, `Two kids, one tablet, a kitchen timer that keeps "disappearing". Want something that enforces turns so I'm not the referee.`, 'RR', 'H', 1), // hard: "how do you all handle" wants a tool
  comment(RD, `Tank keeps crashing and I don't know why`, `had this exact thing, was the tap water conditioner. switched brand and no more spikes. r u dosing for the whole tank volume or just the water u change?`, 'DI', 'L', 0), // hard: answer with "?"
];
