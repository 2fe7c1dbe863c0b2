/** Clinics, studios and small offices; email, meetings, passwords and personal productivity. */
import { HN, RD, YT, post, thread, type TrainingExample } from './types';

export const OFFICE: readonly TrainingExample[] = [
  // clinics and studios
  post(RD, `Dental office: insurance verification eats our front desk alive`, `Every patient, every visit, someone calls the insurer and waits on hold. Two people spend half their day on it. We're 4 chairs and can't hire a third.`, 'PP', 'M', 1),
  ...thread(HN, `Ask HN: What's the worst software you're forced to use at work?`,
    [`Our dental practice software, Molarix. It crashes when two people open the same patient. In 2025. We've lost treatment notes twice.`, 'CO', 'M', 1],
    [`Physio clinic here. Our notes software makes me type the same exercise program for every patient. Why can't it just let me save a program as a template?`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`If anyone is building clinic notes software that doesn't hate clinicians, I'll be your first paying customer. Email in profile.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`The timesheet tool at my last job required a fax to approve overtime. Not kidding.`, 'DI', 'L', 0],
  ),
  post(RD, `Tattoo studio: deposits and design approvals are all over instagram DMs`, `Clients send reference pics, I send sketches, deposits come by 3 different payment apps. I lost track of a $200 deposit last month and the client was (rightly) furious.`, 'PP', 'M', 1),
  post(RD, `salon owners what software handles commission for stylists? need to switch before next payroll`, `6 stylists, different commission rates on service vs retail. Current system can't do it and I calculate it by hand every 2 weeks.`, 'RR', 'H', 1),
  post(RD, `Glamdesk salon software took our client list hostage`, `We cancelled and asked for an export. They say exports are "only for active subscribers". 9 years of client color formulas. Talking to a lawyer.`, 'CO', 'H', 1),
  ...thread(YT, `Vet Tech Day in the Life (busy clinic)`,
    [`the clinic software at 6:20 looks like windows 95 lol, ours is the same. takes 4 screens to log a vaccine`, 'PP', 'L', 1],
    [`we'd buy anything that sends vaccine due reminders by text automatically, our current system only does postcards 😩`, 'BI', 'H', 1],
    [`thank you for what you do, vet techs are underpaid heroes`, 'DI', 'L', 0],
  ),
  // coworking, breweries, print shops
  post(RD, `Running a coworking space, who's actually using the desks?`, `Members pay monthly, some come daily, some never. I want to know real occupancy before signing a bigger lease next month. Is there a cheap sensor or app that counts desk use?`, 'RR', 'H', 1),
  post(RD, `Brewery taproom: keg tracking is "ask Dave"`, `We have 140 kegs out at bars and restaurants. Dave knows where most are. Dave is going on vacation. We lose maybe $3k a year in kegs that never come back.`, 'PP', 'M', 1),
  post(RD, `Any keg tracking system that isn't priced for huge breweries? ready to buy`, `Scan a QR on the keg at delivery and pickup, see who has what. 140 kegs, growing.`, 'BI', 'H', 1),
  // email, meetings, passwords, productivity
  post(HN, `Ask HN: How do you get through 200 emails a day?`, `Founder, drowning. Filters help a little. Curious about real systems, not app recommendations.`, 'QU', 'M', 1), // hard: "how do you" that explicitly isn't a tool request
  ...thread(HN, `Ask HN: How do you get through 200 emails a day?`,
    [`Two passes a day, touch each email once, and unsubscribe from everything the moment it arrives. Went from 200 to 60 in a month.`, 'DI', 'L', 0],
    [`Mailwise's "smart inbox" hid an investor's term sheet in Promotions for 4 days. Smart.`, 'CO', 'M', 1],
    [`I'd pay real money for an assistant that drafts replies in my voice and leaves them for me to approve. $50/mo, easily.`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Meeting notes go nowhere`, `We take notes, we assign action items, nobody looks at them again. Same topics come back every week. Team of 12.`, 'PP', 'M', 1),
  ...thread(HN, `Show HN: Meeting notes that turn into tickets automatically`,
    [`Would pay for this if it works with our self-hosted tracker. Does it?`, 'BI', 'M', 1], // hard: buying intent in a reply with a question
    [`Would be great if it could tag the person who said they'd do it, not just who was in the meeting.`, 'FR', 'M', 1],
    [`Every "turn meetings into X" product I've tried ends up creating 40 junk tickets per meeting.`, 'DI', 'L', 0],
    [`How does it handle meetings with mixed languages? Half our team switches mid-sentence.`, 'QU', 'M', 1],
  ),
  post(RD, `Keypass (the password manager) locked our whole team out after a billing glitch`, `Card expired, they suspended the vault instead of warning us. 14 people couldn't log into anything for a morning. We're evaluating alternatives this week.`, 'CO', 'H', 1),
  post(RD, `Keypass please let admins see which shared passwords haven't been rotated in a year`, `Auditor asked. I had to check 300 entries by hand.`, 'FR', 'M', 1),
  post(HN, `Ask HN: Password manager for a family with non-technical grandparents?`, `Needs to be dead simple, with emergency access for me. Willing to pay for a family plan this week.`, 'BI', 'H', 1),
  ...thread(HN, `Ask HN: Password manager for a family with non-technical grandparents?`,
    [`Honestly, a paper notebook in a drawer is a fine password manager for grandparents. The threat model is scammers on the phone, not burglars.`, 'DI', 'L', 0],
    [`Is emergency access the main thing? Some managers let you request access that's granted automatically after N days if they don't deny it.`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  ...thread(YT, `My Productivity System for 2025 (notion-free)`,
    [`what's the to-do app with the calendar view at 7:15? I want it, will pay if it's paid`, 'BI', 'H', 1],
    [`I have 4 productivity apps and I'm less productive than ever, this is a cry for help`, 'PP', 'L', 1],
    [`please make a version of this for people with ADHD, the 40-step setup loses me at step 3`, 'FR', 'L', 1],
    [`Taskly (the one you mentioned) keeps duplicating my recurring tasks after every sync. Support closed my ticket without a reply. Moving to paper.`, 'CO', 'H', 1],
  ),
  ...thread(HN, `Show HN: A calendar that schedules your tasks into free time`,
    [`Take my money. I've wanted this since 2015.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`Does it handle tasks that need a specific time of day, like calls to a different time zone?`, 'QU', 'M', 1],
    [`Please add an option to keep mornings free, it filled my 8am deep work slot with inbox cleanup.`, 'FR', 'M', 1],
  ),
  ...thread(HN, `The printer is still the least reliable device in every office`, 
    [`Our office printer needs a driver reinstall every month and nobody in the company knows how. It's me. I'm the developer. Please someone make a printer that works.`, 'PP', 'L', 1],
    [`Buy a mono laser from a business line and never think about it again. The consumer inkjets are razors and blades.`, 'DI', 'L', 0],
    [`Printmate's "cloud print" service shut down with 2 weeks notice and bricked the scan-to-email on 30 of our machines. Still no fix.`, 'CO', 'M', 1],
  ),
  ...thread(YT, `Small Business Tax Deductions You're Missing`,
    [`is there software that flags deductions from my bank transactions? I'd buy it tonight, I know I'm missing stuff`, 'BI', 'H', 1],
    [`my accountant says the home office one isn't worth the audit risk, is that true??`, 'QU', 'M', 1],
    [`not financial advice but also very much financial advice`, 'DI', 'L', 0],
  ),
  ...thread(HN, `Ask HN: Anyone built a business on top of a government data set?`,
    [`Yes, permits data for contractors. Cleaning the data was 90% of the work. Sold it last year.`, 'DI', 'L', 0],
    [`If you have clean building permits data for my county, I'd buy a subscription today. I sell solar and find leads by hand.`, 'BI', 'H', 1],
    [`Where do you even find out what data sets exist? Every portal is organized differently.`, 'QU', 'L', 1],
  ),
  ...thread(HN, `Show HN: Self-hosted photo frame for grandparents that shows family photos`,
    [`My mom would love this. Is there a pre-built one I can just buy and gift?`, 'BI', 'H', 1], // hard: buying intent in a reply with a question
    [`Would be great if family members could send photos by email instead of installing an app.`, 'FR', 'M', 1],
    [`We bought a Framely frame for my dad and the app requires everyone to create an account, so nobody sends photos. It's a clock now.`, 'CO', 'L', 1],
  ),
  ...thread(YT, `Solar Panels After 3 Years: Was It Worth It?`,
    [`the monitoring app from Sunwise stopped showing production data 4 months ago and they keep saying "our team is looking into it"`, 'CO', 'M', 1],
    [`who did your install? getting quotes from 3 companies and they're $9k apart`, 'RR', 'H', 1],
    [`can you show the battery setup in more detail next time?`, 'FR', 'L', 1],
  ),
  post(RD, `I'm the person everyone asks for passwords`, `We have Keypass, but half the team never installed the extension, so they message me instead. I'm a designer, not IT.`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `wud pay for an app that tells me wat to do w my day`, `adhd brain, i have 40 things and i just freeze. need something that picks 3 for me each morning. srsly take my money`, 'BI', 'H', 1),
];
