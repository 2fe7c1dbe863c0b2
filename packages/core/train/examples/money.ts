/** Personal finance, taxes, bookkeeping, insurance, real estate and short-term rentals. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const MONEY: readonly TrainingExample[] = [
  // budgeting
  post(RD, `we make decent money and still have nothing at the end of the month`, `Two incomes, no debt except the car, and somehow $0 by the 30th every month. I've tried 3 budgeting apps and quit each after 2 weeks. Baby coming in spring, this has to change.`, 'PP', 'M', 1),
  post(RD, `Budgeting app for couples with separate AND joint accounts?`, `We each keep our own account plus a joint one for bills. Every app assumes one pot. Want something we can both log into. Ready to pay for a year upfront.`, 'BI', 'H', 1),
  ...thread(RD, `Budgeting app for couples with separate AND joint accounts?`,
    [`We use Pocketly with shared categories. The joint/yours/mine split works. Did you want it to sync the bank automatically or manual entry?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`Pocketly's bank sync breaks with my credit union every 2 weeks and I have to re-link. Why can't it just keep the connection or at least tell me when it drops?`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`Pocketly raised the couples plan to $14/mo. For a budgeting app. The irony. Switching back to a spreadsheet.`, 'CO', 'H', 1],
  ),
  post(RD, `Why does my credit score drop when I pay off a card?`, `Paid off my last card, score went down 20 points. Makes no sense.`, 'QU', 'M', 1),
  post(YT, `How I Saved $30,000 in One Year on an Average Salary`, `Budget breakdown, no-spend months, and the apps I use.`, 'DI', 'L', 0),
  ...thread(YT, `How I Saved $30,000 in One Year on an Average Salary`,
    [`step 1: live with your parents 😂`, 'DI', 'L', 0],
    [`what's the app at 4:20? the one with the envelope view, I want to download it tonight`, 'RR', 'H', 1],
    [`could you do a version for people with irregular income? freelancers can't budget like this`, 'FR', 'L', 1],
  ),
  post(RD, `Centsible deleted my transaction categories after sync reset`, `Two years of categorized transactions, now all "uncategorized". Support says restore isn't possible. I used this for taxes.`, 'CO', 'M', 1),
  post(RD, `Please Centsible, let me split one transaction into multiple categories`, `A grocery store trip is food and household and pharmacy. One line, three categories. Basic stuff.`, 'FR', 'M', 1),
  // taxes and bookkeeping
  post(RD, `Quarterly estimated taxes: I have no idea how much to pay`, `First year self-employed. Income is all over the place. I paid nothing in Q1 and Q2 and now I'm scared of a huge penalty. Q3 is due in 10 days.`, 'PP', 'H', 1),
  post(RD, `bookkeeper for a small online store, what should it cost?`, `~$15k/month revenue, 200 transactions. Looking for someone for monthly books. What's a fair price and where do I find one?`, 'RR', 'M', 1),
  post(RD, `Need a bookkeeper who knows short-term rentals, starting this month`, `3 properties, my books are 8 months behind and my CPA needs them by April. Happy to pay for catch-up work.`, 'BI', 'H', 1),
  post(RD, `Ledgerline reconciliation keeps duplicating bank transactions`, `Every transfer between my accounts shows up twice. I delete one, next sync it's back. 3 hours every month cleaning up. Looking at switching before tax season.`, 'CO', 'H', 1),
  post(RD, `Ledgerline should let me create rules based on amount ranges`, `Anything under $50 from the hardware store is repairs, above is equipment. Currently rules only match text.`, 'FR', 'M', 1),
  post(RD, `How do you handle bookkeeping for a side business when you're not an accountant?`, `What software do you all use? Tiny Etsy shop, maybe $8k a year. Want something simple before taxes.`, 'RR', 'H', 1), // hard: "how do you handle" wants a tool (asks what software)
  post(HN, `Ask HN: Why is tax software still so painful?`, `Curious from people who've built in this space.`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: Why is tax software still so painful?`,
    [`Because the tax code is the spec and the spec changes every year with no tests.`, 'DI', 'L', 0],
    [`Worked on it for 3 years. 80% of effort is edge cases that affect 1% of users but carry 100% of the legal risk.`, 'DI', 'L', 0],
  ),
  // investing
  post(RD, `Is it dumb to keep $40k in a savings account earning 0.5%?`, `I know, I know. I just get paralyzed choosing what to invest in.`, 'QU', 'M', 1),
  post(RD, `Stockbit app showed my balance as $0 for 2 days`, `Display bug apparently. My heart stopped. No email, no banner, nothing. Only a tweet from them saying "we're aware".`, 'CO', 'M', 1),
  post(RD, `Would be great if Stockbit showed dividends received per year in one chart`, `I export CSV every year and build it myself. It's their data.`, 'FR', 'L', 1),
  post(YT, `The Market Just Did Something It's Only Done 3 Times in History`, `What it means and what I'm doing with my portfolio.`, 'DI', 'L', 0),
  ...thread(YT, `The Market Just Did Something It's Only Done 3 Times in History`,
    [`every week the market does something it's only done 3 times in history`, 'DI', 'L', 0],
    [`clickbait title but decent analysis`, 'DI', 'L', 0],
  ),
  // insurance
  post(RD, `Car insurance went up 40% with no claims`, `Clean record, same car, same address. Renewal came in at $2,900. My agent says "everyone's going up". Renewal is in 2 weeks.`, 'PP', 'H', 1),
  post(RD, `Is there a site that actually compares insurance quotes without selling my number to 30 agents?`, `Last time I used a comparison site my phone rang for 3 weeks. Want quotes without the spam, this week.`, 'RR', 'H', 1),
  post(RD, `Shieldcare denied my water damage claim on a technicality`, `Pipe burst, they say it was "gradual leakage". It happened in one night. Adjuster didn't even come inside. Switching insurers and filing a complaint with the state.`, 'CO', 'H', 1),
  post(RD, `what does "actual cash value" vs "replacement cost" mean on a renter's policy?`, `Trying to pick a policy and the agent explained it badly.`, 'QU', 'M', 1),
  // real estate (not tenant maintenance)
  post(RD, `First time buyer, how do I know if an agent is any good?`, `Interviewed 2, both said the same things. What should I ask? Want tips more than names.`, 'RR', 'M', 1),
  post(RD, `Listing agents: showing feedback never comes back`, `12 showings this weekend, I texted every buyer's agent for feedback, got 2 replies. My sellers want to know why it's not selling and all I have is shrugs. Price reduction meeting on monday.`, 'PP', 'M', 1),
  post(RD, `Agent here, which listing presentation tool do you all use? need something for a listing appointment thursday`, `Want comps, a pricing slide and my marketing plan in one link I can text the sellers.`, 'RR', 'H', 1),
  ...thread(RD, `Agent here, which listing presentation tool do you all use? need something for a listing appointment thursday`,
    [`Honestly I use slides and a comps PDF from the MLS. Sellers care that you know the neighborhood, not the tool.`, 'DI', 'L', 0],
    [`Listwise has nice templates, but it watermarks everything unless you pay for the team plan. Petty.`, 'CO', 'L', 1],
  ),
  post(RD, `Why are houses in my area selling for way over asking when rates are this high?`, `Genuinely confused by the market here.`, 'QU', 'L', 0),
  post(YT, `I Bought My First Rental Property at 24 (full numbers)`, `Down payment, rehab, rent, cash flow.`, 'DI', 'L', 0),
  ...thread(YT, `I Bought My First Rental Property at 24 (full numbers)`,
    [`How did you screen tenants? that's the part that scares me most`, 'QU', 'M', 1],
    [`your cash flow doesn't include vacancy or capex, those numbers are way too rosy`, 'DI', 'L', 0],
    [`where do you get those rental analysis spreadsheets? I'd buy one`, 'BI', 'H', 1],
  ),
  // short-term rentals
  post(RD, `Airbnb host, cleaners and turnovers keep falling apart`, `4 listings, 3 cleaners, same-day turnovers. Someone always gets the wrong time or misses a checkout change. Had a guest walk into a dirty unit last week, 2 star review.`, 'PP', 'H', 1),
  post(RD, `Looking for a tool that sends cleaners the turnover schedule automatically from bookings`, `Multiple listings, multiple cleaners, auto-updates when a booking changes. I'll pay whatever is reasonable.`, 'BI', 'H', 1),
  ...thread(RD, `Looking for a tool that sends cleaners the turnover schedule automatically from bookings`,
    [`Turnoverly does exactly this, pulls from the calendar and texts the cleaner. $8 per listing. Been fine for a year.`, 'DI', 'L', 0],
    [`Turnoverly double-booked two of my cleaners on the same unit because it read a blocked date as a booking. Check your settings.`, 'CO', 'M', 1],
    [`Wish Turnoverly supported paying cleaners through it, I still do that separately`, 'FR', 'L', 1],
  ),
  post(RD, `Hostdesk pricing tool set my cabin at $39 a night on a holiday weekend`, `"Dynamic pricing" dropped the price because of a bug with their minimum. Booked out in an hour. I lost about $1,400. They offered a month free.`, 'CO', 'M', 1),
  post(RD, `How do hosts handle guests who want early check-in every single time?`, `Not looking for software, just how do you say no nicely`, 'QU', 'M', 1), // hard: "how do hosts handle" without a tool
  post(RD, `Guests keep asking the same 10 questions`, `Wifi password, parking, trash day, checkout time. It's in the guidebook. Nobody reads the guidebook. I answer 40 messages a week with copy paste.`, 'PP', 'M', 1),
  post(RD, `please Hostdesk let me schedule a message based on the guest's flight arrival`, `Check-in instructions at 2pm are useless for a guest landing at 11pm. Let me send relative to arrival time.`, 'FR', 'M', 1),
  // crypto and news noise
  post(RD, `Crypto exchange halts withdrawals "temporarily"`, `Here we go again. Discuss.`, 'DI', 'L', 0),
  post(HN, `Ask HN: Is there a simple tool to track net worth across banks, brokerage and property without giving my passwords?`, `I manually update a spreadsheet monthly. Happy to type numbers, I just want history and charts. Would pay once, not monthly.`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: Is there a simple tool to track net worth across banks, brokerage and property without giving my passwords?`,
    [`Plain-text accounting with a ledger file in git. Charts via a small script. Zero passwords shared, history forever.`, 'DI', 'L', 0],
    [`Do you also want to track things like a car or a house by estimated value? That's what pushed me off most apps.`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  post(RD, `How do I split rent fairly when rooms are different sizes?`, `One room has its own bathroom. Three of us. Is there a formula people use?`, 'QU', 'M', 1),
  post(RD, `I'd pay for someone to just handle all my financial admin`, `Bills, insurance renewals, tax docs, switching providers when prices go up. I'm a nurse working 12s and I can't. Is that a service that exists?`, 'BI', 'H', 1),
  post(RD, `I avoid opening my bank app because I'm scared of the number`, `Anxiety thing. I have Pocketly set up with all my accounts and it's a good app, I just don't open it for weeks and then I'm overdrawn.`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `Pocketly shows my balance $600 higher than my bank`, `Pending transactions don't count, apparently. I spent money I didn't have because of it. Overdraft fee, thanks Pocketly.`, 'CO', 'M', 1), // hard: complaint aimed at the product
  comment(YT, `How I Saved $30,000 in One Year on an Average Salary`, `any book recommendations for someone who's bad with money? like really bad`, 'RR', 'M', 1),
  post(RD, `Which software for small hotel 12 rooms? Please help`, `Hello, I am owner of small hotel in Portugal, 12 rooms. Now we make reservations in excel and many times is double booking. I search program not expensive, can connect with booking sites. Thank you very much`, 'RR', 'H', 1),
];
