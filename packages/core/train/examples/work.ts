/** Hiring, job hunting, HR and payroll, remote teams, freelancing and legal paperwork. */
import { HN, RD, YT, post, thread, type TrainingExample } from './types';

export const WORK: readonly TrainingExample[] = [
  // hiring
  post(HN, `Ask HN: What ATS do small startups use that isn't painful?`, `Hiring 6 engineers this quarter. Currently a spreadsheet and a shared inbox. Candidates fall through the cracks and I hate it.`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: What ATS do small startups use that isn't painful?`,
    [`We're on Hirewell. Cheap, the pipeline board is nice, but why can't it just sync with my calendar instead of making candidates pick from a separate link?`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`Hirewell rejected 30 of our candidates automatically because a knockout question defaulted to "required". Found out from an angry candidate on social media.`, 'CO', 'M', 1],
    [`Same situation, 4 roles open. Honestly I'd pay for whatever this thread settles on today.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`For 6 hires a spreadsheet is fine if someone owns it. The tool isn't the problem, response time is.`, 'DI', 'L', 0],
  ),
  post(RD, `Take-home assignments: how long is too long?`, `Hiring a junior dev. Our take-home takes ~6 hours and candidates drop out. Is 2 hours more reasonable? How do you all do it?`, 'QU', 'M', 1), // hard: "how do you all" without a tool
  post(RD, `Scheduling interviews with 5 interviewers is a full time job`, `Every candidate = 20 emails. Someone's calendar changes, we start over. Lost a great candidate to a company that booked her in 2 days.`, 'PP', 'H', 1),
  post(RD, `Jobboardly hid our posting for 3 weeks and still charged full price`, `A "category mismatch" nobody told us about. Zero applicants, $399. Support says the posting was "technically live". Disputing with the bank.`, 'CO', 'M', 1),
  post(RD, `Jobboardly please show applicants who applied to more than one of our roles`, `Same person applies to 3 roles, we interview them 3 times by accident. Just flag it.`, 'FR', 'M', 1),
  post(RD, `Need a background check service for 3 contractors, by friday`, `US based, simple criminal + employment verification. Any I can sign up for today without a sales call?`, 'BI', 'H', 1),
  post(YT, `How I Hire Great Developers in 2 Weeks`, `My exact interview process, scorecards, and the questions I ask.`, 'DI', 'L', 0),
  ...thread(YT, `How I Hire Great Developers in 2 Weeks`,
    [`can you share the scorecard template? I'd happily pay for it`, 'BI', 'M', 1],
    [`how do you stop interviewers from all asking the same questions? our loop is a mess`, 'QU', 'M', 1],
    [`I wish Hirewell had scorecards like the one at 9:15, theirs are just a text box`, 'FR', 'L', 1],
  ),
  // job search
  post(RD, `Applied to 300 jobs, 4 interviews, 0 offers`, `Laid off in march. Tailoring each resume takes an hour. I have a spreadsheet of applications but I've lost track of who I followed up with. Severance runs out next month.`, 'PP', 'H', 1),
  post(RD, `Is there an app to track job applications that isn't just a spreadsheet?`, `Want reminders to follow up, notes per interview, and to know which resume version I sent where.`, 'RR', 'H', 1),
  ...thread(RD, `Is there an app to track job applications that isn't just a spreadsheet?`,
    [`I used a kanban board with columns applied/screen/onsite/offer. Free. Did you want something with a browser extension?`, 'DI', 'L', 0], // hard: answer with "?"
    [`Huntboard had an extension that saved postings in one click. They paywalled it last month and half my saved jobs are locked. Lame.`, 'CO', 'M', 1],
    [`following, I'd sign up for a good one today`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Why do companies ghost after the final round?`, `Three times this year. Five interviews, then nothing. Not even a rejection email.`, 'QU', 'L', 0),
  post(RD, `Resumecraft templates fail every ATS parser`, `Paid $29 for a "ATS friendly" template. Two company portals parsed my name as my job title. Refund request ignored.`, 'CO', 'M', 1),
  post(YT, `Resume Mistakes That Get You Rejected in 6 Seconds`, `A recruiter reacts to subscriber resumes.`, 'DI', 'L', 0),
  ...thread(YT, `Resume Mistakes That Get You Rejected in 6 Seconds`,
    [`should I put a 2 year gap for caring for my mom on the resume or explain it in the interview? terrified of this`, 'QU', 'M', 1],
    [`can you review resumes for career changers? teachers moving to tech specifically`, 'FR', 'L', 1],
    [`recruiters complaining about resumes while their job posts say "entry level, 5 years experience" 💀`, 'DI', 'L', 0],
  ),
  // HR, payroll, remote teams
  post(RD, `Payroll for 4 employees in 3 states is melting my brain`, `Each state has different withholding, unemployment insurance, registrations. I got a penalty letter from a state I didn't know I owed. I run a bakery, not a payroll department.`, 'PP', 'H', 1),
  post(RD, `cheapest legit payroll for a tiny business with employees in multiple states?`, `4 people, biweekly. Ready to switch from doing it by hand before next pay period.`, 'BI', 'H', 1),
  post(RD, `Paychamp filed our quarterly taxes late and wants us to pay the penalty`, `Their system, their deadline, their mistake. They admit it in writing but "the terms limit liability". $1,100. Moving at year end.`, 'CO', 'H', 1),
  post(RD, `Paychamp should let employees pick which account gets which % of pay`, `Half my team asks me to split their paycheck. Their competitor does this. It's a setting, not rocket science.`, 'FR', 'M', 1),
  post(HN, `Ask HN: How do you do 1:1s with a fully remote team across 9 time zones?`, `I manage 11 people, some overlap only 1 hour with me. Async notes? Rotating late calls?`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: How do you do 1:1s with a fully remote team across 9 time zones?`,
    [`Rotate the inconvenient slot so the same people don't always take the late call. And write a shared doc per person that both of you add to during the week.`, 'DI', 'L', 0],
    [`Is there a tool that handles the shared 1:1 doc with reminders and action items? Our docs turn into graveyards.`, 'RR', 'H', 1],
  ),
  post(RD, `Employee onboarding at our company is chaos`, `New hires start and nobody set up their laptop, their accounts, or their first week. Managers forget, IT forgets. We have 8 people starting next month.`, 'PP', 'H', 1),
  post(RD, `looking for an onboarding checklist tool that assigns tasks to IT, manager and buddy`, `So a new hire's first week doesn't depend on anyone's memory. 150-person company, we'd pay per hire.`, 'RR', 'H', 1), // hard: statement recommendation request
  post(RD, `Teamly HR portal locked all our employees out on payday`, `"Security update" forced password resets and the reset email went to spam for everyone. 60 people couldn't see their payslips. Support was closed for the weekend.`, 'CO', 'M', 1),
  post(RD, `why can't Teamly show PTO balance on the mobile app home screen??`, `Every single employee asks me their balance because it's 4 taps deep. Put it on the home screen.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(HN, `Four-day work week pilot results: productivity flat, attrition down`, ``, 'DI', 'L', 0),
  ...thread(HN, `Four-day work week pilot results: productivity flat, attrition down`,
    [`Flat productivity with 20% fewer hours is a huge result, not a neutral one.`, 'DI', 'L', 0],
    [`How did they handle customer support coverage on the fifth day? That's always the sticking point.`, 'QU', 'L', 0],
  ),
  // freelancing (not invoicing)
  post(RD, `Clients keep asking for "small changes" after signoff`, `Freelance web designer. Contract says 2 rounds of revisions. Clients treat that as a suggestion. I spend 30% of my time on unpaid tweaks.`, 'PP', 'M', 1),
  post(RD, `Freelancers: any good contract templates or tools for scope and change orders?`, `I want clients to sign off on scope and approve extra work with a price before I do it. Not looking for a lawyer right now, just something better than email.`, 'RR', 'M', 1),
  ...thread(RD, `Freelancers: any good contract templates or tools for scope and change orders?`,
    [`I send a one-line change order by email: "This is outside scope, it's $X, reply yes to approve." Works 90% of the time. Why overcomplicate it?`, 'DI', 'L', 0], // hard: answer with "?"
    [`Gigpaper has change orders with e-signature. I'd pay for it again, it turned my worst client into a good one.`, 'DI', 'L', 0], // hard: praise with "I'd pay" is still an answer
  ),
  post(RD, `Freelance platform Taskhive took 20% and then froze my payout`, `Finished a $2,800 project, client happy, Taskhive "reviewing" my account for 3 weeks with no reason. Leaving the platform for good once this clears.`, 'CO', 'H', 1),
  post(RD, `How do you find freelance clients without the platforms?`, `Tired of racing to the bottom on price. Where do direct clients actually come from?`, 'QU', 'M', 1),
  post(YT, `How I Got My First 5 Freelance Clients (no portfolio)`, `Cold outreach scripts, pricing, and what I'd do differently.`, 'DI', 'L', 0),
  ...thread(YT, `How I Got My First 5 Freelance Clients (no portfolio)`,
    [`tried the script word for word, 50 emails, 0 replies. am I doing something wrong or is this 2019 advice`, 'QU', 'M', 1],
    [`the pricing section alone was worth it`, 'DI', 'L', 0],
  ),
  // legal
  post(RD, `Got a cease and desist over my small business name`, `I've been "Maple & Thread" for 4 years. A company in another state says they own the trademark. I have 14 days to respond. I don't know if I need a lawyer or can answer myself.`, 'PP', 'H', 1),
  post(RD, `affordable trademark lawyer for a small business? need one this week`, `US. Just got a C&D letter. Flat fee would be ideal.`, 'RR', 'H', 1),
  post(RD, `How do I know if I need a trademark before launching?`, `Starting a candle company. Name is unique as far as I can tell from searching. Is a search enough?`, 'QU', 'M', 1),
  post(RD, `Legalzip filed my LLC in the wrong state`, `I live in Oregon. Form said Oregon. They filed in Delaware and now want $249 to "correct" it. Support insists I chose Delaware. I didn't.`, 'CO', 'M', 1),
  post(RD, `Legalzip please send reminders before annual report deadlines`, `I missed mine because the only reminder was an upsell email that looked like spam.`, 'FR', 'M', 1),
  post(HN, `Ask HN: Reading every vendor contract as a founder, is there a better way?`, `I sign 5-10 SaaS and vendor contracts a month. I skim them and hope. Terrified of auto-renewal clauses and liability stuff.`, 'PP', 'M', 1),
  ...thread(HN, `Ask HN: Reading every vendor contract as a founder, is there a better way?`,
    [`Keep a one-page checklist of the 8 clauses you care about (auto-renew, liability cap, data, termination, payment) and only read those sections. 20 minutes per contract.`, 'DI', 'L', 0],
    [`Is there a tool that flags those clauses and tracks renewal dates? Sounds like something I'd pay $50/mo for.`, 'BI', 'H', 1],
    [`Contractly tried this for us. The clause detection missed an auto-renew written as "this agreement shall continue". Not trustworthy yet.`, 'CO', 'L', 1],
  ),
  post(RD, `Small claims court for an unpaid deposit, what should I bring?`, `Former business partner kept $4k of shared deposit money. Court date in 3 weeks. First time doing anything legal.`, 'QU', 'H', 1),
  post(RD, `GDPR data requests take us 2 days each`, `Customer asks for all their data, we search 9 systems by hand. We got 11 requests this month after a news story. We're a 7 person company.`, 'PP', 'H', 1),
  post(RD, `Privacy policy generators: are they legit?`, `Do the $15 generators hold up or do I need a lawyer to write one? Small app, EU users.`, 'QU', 'M', 1),
  post(HN, `Court rules that scraping public pages isn't unauthorized access`, ``, 'DI', 'L', 0),
  ...thread(HN, `Court rules that scraping public pages isn't unauthorized access`,
    [`Terms of service are still a contract question though. Not a free-for-all.`, 'DI', 'L', 0],
    [`Does this apply outside the US at all? Asking for my side project.`, 'QU', 'L', 0],
  ),
  post(RD, `I'm the unofficial HR person and I'm drowning`, `Office manager at a 30-person firm. Teamly holds the records, fine, but every question about leave, benefits and payslips comes to me on chat anyway. Two hours a day of "quick questions".`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `How do you all handle reference checks? any service that does them for you?`, `Phone tag with references takes a week per hire and we're hiring 5 people this month.`, 'RR', 'H', 1), // hard: "how do you all handle" wants a tool
  post(RD, `How do you handle a candidate who accepts and then ghosts before the start date?`, `Second time this year. What do you do, practically and legally?`, 'QU', 'M', 1), // hard: "how do you handle" without a tool
];
