/** Real estate and property: small landlords and rent collection, tenant screening, leases and deposits, property management software, HOAs and condo boards, agents and transactions, property taxes and insurance. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const PROPERTY: readonly TrainingExample[] = [
  // rent collection
  post(RD, `Rent comes in 5 different ways and I can't keep track`, `11 units across 3 buildings. Two tenants pay by check, some use Zelle, one pays cash to my brother, a couple use the portal. Every month on the 6th I sit down with bank statements and a notepad to figure out who has actually paid. Missed a partial payment for 2 months last year and only caught it at tax time.`, 'PP', 'M', 1),
  post(RD, `need a rent collection app that does autopay + late fees, switching before the 1st`, `Self-managing 8 doors. Current setup is Venmo and vibes. Want every tenant on autopay before next month's rent. ACH fee under $2 ideally, tenant-paid is fine.`, 'RR', 'H', 1),
  ...thread(RD, `need a rent collection app that does autopay + late fees, switching before the 1st`,
    [`Rentora, free for landlords, tenant pays $1.50 per ACH. Late fees kick in automatically after your grace period.`, 'DI', 'L', 0],
    [`Rentora holds payouts for 5 business days on new accounts. First month I was short on my own mortgage because of it. Nobody mentions that part.`, 'CO', 'M', 1], // hard: complaint in a reply
    [`same boat, 4 doors, half my tenants are older and won't touch an app. something that lets me snap a check and still log it to the ledger would be worth $20/mo to me easy`, 'BI', 'H', 1], // hard: buying intent in a "same boat" reply
    [`venmo and vibes lmaooo`, 'DI', 'L', 0],
  ),
  post(RD, `Rentora, let roommates pay their own share`, `3 roommates, one lease. Right now one person pays the whole thing and chases the other two. If each could pay a split and I just see one total, half my "rent is late" texts would go away.`, 'FR', 'M', 1),
  post(RD, `Is it legal to refuse cash for rent?`, `Tenant insists on paying cash every month. I'd rather not handle cash at all. Midwest if it matters. Can I require a bank transfer for a lease that's already signed?`, 'QU', 'M', 1),
  // tenant screening
  post(RD, `Fake pay stubs got past me, tenant hasn't paid since move-in`, `Applicant sent stubs from a company that, it turns out, doesn't exist. Screening report was clean because he had no history at all. 3 months in, $4,950 owed, hearing is in 5 weeks. I have another unit coming vacant in April and honestly I don't trust myself to screen anymore.`, 'PP', 'M', 1),
  post(RD, `Tenant screening that verifies income directly? 2 applicants waiting this week`, `Burned once already. Want something that checks bank deposits or employer, not just a credit score. Applicant can pay the fee.`, 'RR', 'H', 1),
  ...thread(RD, `Tenant screening that verifies income directly? 2 applicants waiting this week`,
    [`We use Screenly. Applicant links their bank, it pulls deposits. $40 per applicant, they pay it.`, 'DI', 'L', 0],
    [`Screenly flagged my best applicant as "income unverified" because she gets paid on a payroll card. Lost her to another landlord while I sat on hold with their support for 50 min.`, 'CO', 'M', 1],
    [`do you also call the previous landlord? not the current one, they'll say anything to get rid of a bad tenant`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  post(RD, `How long do you give an applicant before moving on?`, `Just curious what other small landlords do. I held a unit 4 days for someone last month and they ghosted, no big deal but made me wonder.`, 'QU', 'L', 0),
  // leases, renewals and deposits
  post(RD, `Something that reminds me when leases are ending? ~30 units, budget exists`, `The spreadsheet with end dates isn't working because I never open it. Want alerts at 90/60/30 days and a renewal letter I can send from it. Want it set up this month before 4 leases come up.`, 'RR', 'H', 1),
  post(RD, `Deposit dispute, tenant says the stains were already there`, `My move-in photos are 6 blurry pics from 2021. Small claims is on the 19th. Lesson learned for next time, but what do I do for THIS one?`, 'QU', 'H', 1),
  ...thread(RD, `Deposit dispute, tenant says the stains were already there`,
    [`I use Walkthru for move-in and move-out, side by side photos per room and the tenant signs in the app. Killed 2 disputes before they started.`, 'DI', 'L', 0],
    [`Walkthru's report puts every photo on its own page, so a 2 bed is an 80 page PDF. No judge is scrolling that. Please let me fit 6 per page.`, 'FR', 'M', 1], // hard: feature request in a reply
    [`had a tenant say the same about a burn mark on the counter. it was there when I bought the place lol. still have no clue how you prove that stuff`, 'PP', 'L', 1],
  ),
  post(YT, `Move-Out Checklist: Get Your Full Deposit Back`, `For renters: what landlords actually check, how to document it, and what counts as normal wear and tear in most states.`, 'DI', 'L', 0),
  ...thread(YT, `Move-Out Checklist: Get Your Full Deposit Back`,
    [`wish I'd seen this 2 apartments ago, they kept $900 for "repainting" lol`, 'DI', 'L', 0], // hard: old story, no current problem
    [`my old landlord still hasn't sent my deposit back and it's been 7 weeks. state says 30 days. do I go straight to small claims or send a letter first?`, 'QU', 'M', 1],
    [`could you do one for landlords? what to photograph at move-in so this never gets to court`, 'FR', 'L', 1],
  ),
  // property management software
  post(RD, `Leaving Doorkeep after the price change`, `Was $1/unit, now $2.50/unit with a $150 minimum. For my 22 units that's 7x for the exact same product. Exporting tenant ledgers this weekend, gone before the next billing date on the 15th.`, 'CO', 'H', 1),
  post(RD, `Doorkeep owner statements are wrong every single month`, `I manage for 4 owners. Statements double-count the management fee whenever a tenant pays in two parts. I fix them in Excel before sending. Ticket open since march, "escalated to engineering".`, 'CO', 'M', 1),
  post(RD, `Doorkeep pls add an "off market" status for units`, `Renovating one unit for 3 months. Options are leave it as vacant (wrecks my vacancy numbers) or delete it and lose the history. Neither is great.`, 'FR', 'M', 1),
  post(RD, `PM software for ~60 units, mostly residential + 2 small retail spaces?`, `Current tool works until our contract ends next year, so no rush. Just starting to look around and would love to hear what mixed portfolios use.`, 'RR', 'M', 1),
  ...thread(RD, `PM software for ~60 units, mostly residential + 2 small retail spaces?`,
    [`Commercial is where the small-landlord tools fall over. Ask about CAM reconciliation before you sign anything.`, 'DI', 'L', 0],
    [`We run 70 units on Unitwise. Fine for residential, commercial leases are basically custom fields held together with tape.`, 'DI', 'L', 0],
    [`Unitwise support closes at 5pm eastern. I'm in California and every problem happens at 4pm my time. Three years of this.`, 'CO', 'M', 1],
  ),
  post(HN, `Ask HN: Why is software for small landlords so bad?`, `My parents own 9 units and I've moved them through three tools. All look like 2009 and charge per unit for what is a ledger and a payment form. What am I missing about this market?`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: Why is software for small landlords so bad?`,
    [`The ledger is the easy part. The hard part is 50 states of deposit rules, late fee caps and notice periods, and a bug there means someone gets wrongly evicted.`, 'DI', 'L', 0],
    [`I'm one of those 9 unit people and I'd happily pay $30/mo for rent, leases and a tax export without 40 features I'll never touch. Nothing like that exists that I've found.`, 'BI', 'H', 1], // hard: buying intent in an HN reply
  ),
  post(HN, `Show HN: A rent ledger that matches tenant payments from your bank feed`, `Built for my own 6 units after too many evenings decoding Zelle memos. Matches on amount, name and date, flags partial payments. Free while I figure out pricing.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: A rent ledger that matches tenant payments from your bank feed`,
    [`Does it handle a tenant paying from their partner's account? That's half my mismatches right now.`, 'QU', 'M', 1],
    [`Please add CSV upload for banks you don't connect to. My credit union isn't on any aggregator.`, 'FR', 'M', 1],
    [`I'd pay for this today if it spat out a Schedule E summary in January.`, 'BI', 'H', 1],
  ),
  // HOAs and condo boards
  post(RD, `Volunteer HOA treasurer, 48 homes, dues in a spiral notebook`, `Previous treasurer moved and handed me a notebook and a checkbook. Some owners pay quarterly, some yearly, two are on payment plans. Annual meeting is in 3 weeks and I have to present a budget and a list of who's behind. Help.`, 'PP', 'H', 1),
  ...thread(RD, `Volunteer HOA treasurer, 48 homes, dues in a spiral notebook`,
    [`Get 2 years of statements from the bank and rebuild from those, not the notebook.`, 'DI', 'L', 0],
    [`Small HOAs like yours often use Hoastead, around $1 a door. Dues, late notices and a budget report.`, 'DI', 'L', 0],
    [`we're on Hoastead and the owner portal shows some people LAST year's balance, so they think they're paid up. board got 10 angry emails this month`, 'CO', 'M', 1],
    [`same thing here, 30 townhomes, I became treasurer because nobody else raised a hand. honestly scared of the year-end review`, 'PP', 'M', 1], // hard: "same thing" reply with own pain
  ),
  post(RD, `Our HOA management company takes 3 weeks to answer an email`, `Paying Meridale Community Management $2,400 a month for 120 units. Violation letters go out to the wrong houses, calls go to voicemail. Board votes to end the contract next meeting and I'm supposed to bring alternatives by then.`, 'CO', 'H', 1),
  post(RD, `HOA board: architectural requests turn into 40 email reply-alls`, `Someone wants to paint their front door, 3 board members need to approve, and it becomes a thread where the photos get lost in the middle. Is there software that does submit, review, vote? Not urgent, just tired of it.`, 'RR', 'M', 1),
  post(RD, `Hoastead, add text message notices please`, `Half our owners are retirees who never check email. A paper mailing costs us $80 each time. Texts would fix both problems.`, 'FR', 'M', 1),
  post(RD, `Can the HOA fine me for a basketball hoop in my own driveway?`, `Got a letter giving me 14 days to remove it. The CC&Rs say "permanent structures". It's on wheels.`, 'QU', 'M', 1),
  post(YT, `HOA Annual Meeting Goes Off The Rails (full recording)`, `Annual meeting of our 200-home neighborhood, posted with the board's permission. Yes, the parking debate is at 47:00.`, 'DI', 'L', 0),
  ...thread(YT, `HOA Annual Meeting Goes Off The Rails (full recording)`,
    [`the man with the clipboard at 47:12 is every HOA I've ever lived in 😂`, 'DI', 'L', 0],
    [`our board still counts proxy votes by hand on a folding table. took 2 hrs last year and they got it wrong anyway`, 'PP', 'L', 1], // hard: youtube comment with own pain, low urgency
    [`what's the voting thing on the projector at 1:02:00?? our board election is in may and we need something before then`, 'RR', 'H', 1],
  ),
  post(RD, `Condo board, insurer wants a reserve study and we don't know what we own`, `32 units, built 1986. Insurance wants an updated reserve study, the engineer wants every roof section, boiler and elevator part with an install year. Nobody kept records. Renewal is in 60 days and we can't renew without it.`, 'PP', 'H', 1),
  // agents and transactions
  post(RD, `TC quit, I have 6 deals in escrow`, `Solo agent. My transaction coordinator kept every deadline in her own planner. Inspection contingency on one ends thursday and I only found out from the buyer's lender. Need a system or a new TC by monday, not sure which.`, 'PP', 'H', 1),
  ...thread(RD, `TC quit, I have 6 deals in escrow`,
    [`I pay a freelance TC $350 per closed file. Worth every dollar.`, 'DI', 'L', 0],
    [`Closepath pulls the dates out of the contract for you. Works ok if the contract is a clean PDF.`, 'DI', 'L', 0],
    [`Closepath reads "5 business days" as 5 calendar days. Nearly blew an option period because of it. Check everything it gives you.`, 'CO', 'M', 1],
  ),
  post(RD, `Every seller walks in with the Homescope estimate`, `And it's $40k over anything that's sold on their street. I spend half of every listing appointment arguing with an algorithm. The estimate also changes every week, so sellers think the market moved.`, 'CO', 'M', 1), // hard: complaint aimed at a named product, not the writer's tools
  post(RD, `How do you get showing feedback out of buyer agents?`, `I send a short form after every showing and maybe 1 in 10 answer. My sellers ask every week what people said. Not looking for an app, just what actually works for you.`, 'QU', 'M', 1), // hard: "how do you" that isn't asking for a product
  post(YT, `How I Run 40 Listings a Year With One Assistant`, `My whole workflow: listing checklists, photographer batching, and the one spreadsheet that runs everything.`, 'DI', 'L', 0),
  ...thread(YT, `How I Run 40 Listings a Year With One Assistant`,
    [`is the spreadsheet for sale anywhere? I'd pay for it honestly, I have 12 listings and I'm drowning`, 'BI', 'H', 1],
    [`my brokerage makes us use Agentdesk and it can't do half of this. can't even copy a checklist from one listing to the next`, 'CO', 'M', 1], // hard: youtube complaint
  ),
  post(HN, `Existing home sales fall to lowest level in a decade`, ``, 'DI', 'L', 0),
  ...thread(HN, `Existing home sales fall to lowest level in a decade`,
    [`Agent here. My closings are down 30% this year and my costs aren't. Seriously wondering what else I can do with this license.`, 'PP', 'M', 1], // hard: own pain under a news story
    [`How do off-market sales show up in these numbers, or do they just not?`, 'QU', 'L', 0],
  ),
  // utilities, taxes, insurance, listings
  post(RD, `Splitting one water bill across 6 units`, `Single master meter. I divide by 6, but the unit with 5 people uses way more than the single guy next door and tenants are starting to notice. What do other landlords do?`, 'QU', 'M', 1),
  post(RD, `4-plex insurance up 60% at renewal, need a broker who does small multifamily`, `$3,100 to $4,960, zero claims ever. My agent shrugged. Renewal is in 3 weeks. Anyone have a broker they'd actually recommend?`, 'RR', 'H', 1),
  post(RD, `Appealed my property tax assessment and won, AMA`, `4 hours of comps research and a 10 minute hearing. Saved $1,900 a year. Happy to answer questions.`, 'DI', 'L', 0),
  ...thread(RD, `Appealed my property tax assessment and won, AMA`,
    [`how did you find comps? our county site only shows the last 12 months of sales`, 'QU', 'M', 1],
    [`congrats! ours went up 38% this year and the appeal window closes on the 30th. no idea where to even start and I'm running out of days`, 'PP', 'H', 1], // hard: urgent pain in a reply
  ),
  post(RD, `lowkey annoyed I rebuild the same rent roll for my lender every year`, `2 buildings, 15 units. Bank wants a rent roll and trailing 12 at every annual review. Data lives in 3 places so I copy paste for an afternoon. Not the end of the world, just dumb.`, 'PP', 'L', 1),
  post(RD, `Tips for first-time landlords from someone 20 years in`, `1. Screen harder than you think you need to. 2. Never rent to a friend. 3. Keep 6 months of expenses in reserve. 4. Write everything down, with dates.`, 'DI', 'L', 0),
  comment(RD, `Tips for first-time landlords from someone 20 years in`, `#4 is the one. Lost a deposit case because I "remembered" the carpet was new.`, 'DI', 'L', 0),
  post(RD, `Self-showing lockbox for rentals, worth it? next vacancy in 2 weeks`, `Tired of driving 40 min for no-shows. Want prospects to tour on their own with ID checks. Which one are you using?`, 'RR', 'H', 1),
  ...thread(RD, `Self-showing lockbox for rentals, worth it? next vacancy in 2 weeks`,
    [`We use Keyloop boxes. Prospect verifies ID in the app and gets a one-time code. About 80% of our tours now.`, 'DI', 'L', 0],
    [`Keyloop let someone tour with a stolen ID and they squatted for a week. Not saying don't, just verify the ID yourself too.`, 'CO', 'M', 1],
    [`Keyloop needs a way to end a tour remotely. The code works for the full hour even if they left after 5 min.`, 'FR', 'M', 1],
  ),
  post(RD, `Scammers keep reposting my rental at half price`, `Third time this year someone copied my listing photos to a classifieds site and took "deposits" from people. Now angry strangers knock on my tenant's door. Reporting the posts does nothing.`, 'PP', 'M', 1),
  post(RD, `Why do most leases start on the 1st?`, `Never seen one that starts on the 17th. Historical reason or just habit?`, 'QU', 'L', 0),
];
