/** Small law firms and contracts: court deadlines and docketing, client intake and conflict checks, practice software, document drafting, billable time, e-signature, and contract review for startups and freelancers. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const LEGAL: readonly TrainingExample[] = [
  // deadlines and docketing
  post(RD, `Solo practice: I almost missed a filing deadline and I'm shaking`, `Caught it with 2 days to spare, thank god. My "docket" is a paper calendar and my memory. I need a real system before it happens for real.`, 'PP', 'H', 1),
  ...thread(RD, `Solo practice: I almost missed a filing deadline and I'm shaking`,
    [`Get a rules-based docketing service. You enter the trigger date and it calculates every deadline from your court's rules.`, 'DI', 'L', 0],
    [`Every solo I know has a near-miss story. Mine was a discovery deadline in year one. You're not alone.`, 'DI', 'L', 0], // hard: past story
    [`same, my paralegal left in october and I've been keeping deadlines in my email calendar. one click from disaster`, 'PP', 'M', 1], // hard: "same" reply
    [`what are people using for docketing that isn't $200/month per user? solo here, I need it this week`, 'RR', 'H', 1],
    [`Docketly is fine but its rules for our state were out of date for 4 months after the amendments. Double-check everything it gives you.`, 'CO', 'M', 1], // hard: complaint in a reply
  ),
  post(RD, `Paralegal here: our firm's deadline calendar lives in one person's head`, `She retires in april. Nobody has a plan. Guess who gets blamed when something is missed.`, 'PP', 'H', 1),
  post(RD, `Docketly, please send deadline reminders to the whole matter team`, `Right now only the responsible attorney gets them. If they're out sick, nobody else knows.`, 'FR', 'M', 1),
  // practice software
  post(RD, `Lexcase raised prices 40% for existing customers`, `3-attorney firm, with them since 2019. Renewal quote came with 2 weeks' notice. Migrating matters out will be hell but we're doing it.`, 'CO', 'H', 1),
  post(RD, `Lexcase, please let clients upload documents without creating an account`, `Half my clients are over 70. The portal signup loses them every time. A one-time upload link would fix it.`, 'FR', 'M', 1),
  post(RD, `The client portal at my firm is so bad clients just email me anyway`, `Casebridge portal. Clients can't find messages, documents are named "doc_1234.pdf". I spend an hour a day answering "did you get my email?"`, 'CO', 'M', 1),
  post(RD, `Why can't Casebridge show me all deadlines across matters on one screen?`, `I have to open each matter to see its dates. 60 open matters. It's a calendar problem, it's not hard.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  // intake and conflicts
  post(RD, `Conflict checks are me searching 4 places`, `Small firm. Email, old case files, the time system and a spreadsheet from the previous partner. One missed conflict and I'm explaining myself to the bar.`, 'PP', 'M', 1),
  post(RD, `Client intake software for a family law practice? ready to buy`, `Need an online intake form, a conflict check against existing clients, and the engagement letter sent for e-signature. We're drowning, want it live this month.`, 'BI', 'H', 1),
  ...thread(RD, `Client intake software for a family law practice? ready to buy`,
    [`We use Intakeo. The conflict check is a basic name match so you still eyeball it, but it saves hours.`, 'DI', 'L', 0],
    [`Intakeo's forms are unusable on phones, and 80% of our family law clients fill them out on a phone. We moved off it.`, 'CO', 'M', 1],
    [`How many intakes a week? Under 5, a good form tool plus your practice software might be enough.`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  post(RD, `How do you run a conflict check on a company with 6 subsidiaries?`, `Do I need to search every subsidiary's name and every officer? Seems endless.`, 'QU', 'M', 1),
  // contracts for freelancers and startups
  post(RD, `Client refuses my contract, wants to use theirs`, `Freelance developer. Their contract says they own everything I've ever written, including my own libraries. Push back or walk? First big client.`, 'QU', 'M', 1),
  ...thread(RD, `Client refuses my contract, wants to use theirs`,
    [`Push back. Add a pre-existing IP clause that licenses your libraries to them non-exclusively. Most clients accept it.`, 'DI', 'L', 0],
    [`I walked from one like that. They came back 2 weeks later and signed mine.`, 'DI', 'L', 0],
    [`does anything exist that flags clauses like that before I sign? I miss them every time, I'm not a lawyer`, 'RR', 'M', 1],
    [`same thing happened to me last month and I signed it because I needed the money. now I'm scared to reuse my own code`, 'PP', 'M', 1],
  ),
  post(HN, `Ask HN: Do you use a lawyer for every customer contract?`, `B2B SaaS, 6 people. Enterprise customers redline our MSA and we pay $450/hour every time. It's eating the margin on smaller deals.`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: Do you use a lawyer for every customer contract?`,
    [`Have your lawyer write a fallback doc once: for each clause, what you'll accept. Then sales handles 80% of redlines alone.`, 'DI', 'L', 0],
    [`We run incoming paper through Redlinr against our playbook. It catches the usual suspects, liability cap and indemnity, and misses anything unusual.`, 'DI', 'L', 0], // hard: reply naming a tool it uses
    [`Redlinr flagged "governing law: Delaware" as high risk on every contract. We're a Delaware company. Turned it off.`, 'CO', 'M', 1],
    [`Same problem. Spent a month on one customer's indemnity clause for a $12k/year deal.`, 'PP', 'M', 1],
    [`If someone offered flat-fee review for small SaaS deals, say $300 per redline round, I'd sign up immediately.`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Is a clickwrap agreement enforceable if the user never scrolls?`, `Just curious, not for a specific case.`, 'QU', 'L', 0),
  post(RD, `Distributor sent me a 30-page supply agreement, do I need a lawyer?`, `Small hot sauce company. It's our first big account. A lawyer quoted $1,500. Can I use an online review service instead, or is that dumb?`, 'QU', 'M', 1),
  post(RD, `Looking for a lawyer who does flat-fee startup work`, `Incorporation done, now need founder agreements, IP assignment and an advisor agreement. Want it done before our raise closes next month. Who have you used?`, 'RR', 'H', 1),
  ...thread(RD, `Looking for a lawyer who does flat-fee startup work`,
    [`Ask for a fixed quote per document. Most startup lawyers will do it if you're clear about scope.`, 'DI', 'L', 0],
    [`we used a flat-fee firm and they billed hourly for every "follow up question". read the engagement letter`, 'DI', 'L', 0],
  ),
  // e-signature
  post(RD, `Signly says my document was "completed" but one signer never signed`, `Found out when the other side said they never agreed to the amendment. The audit trail shows a blank. Support ticket open 9 days.`, 'CO', 'M', 1),
  post(RD, `What e-signature tool do you use that doesn't cost $40/user?`, `Small legal aid clinic, 3 staff, maybe 30 documents a month. Our renewal is in 3 weeks and we're not paying that again.`, 'RR', 'H', 1),
  post(RD, `Signly, let me edit the reminder text`, `Every automated reminder says "URGENT: action required". Older clients think it's a scam and call us.`, 'FR', 'M', 1),
  // drafting
  post(RD, `I spend half my week re-typing the same documents`, `Estate planning. Wills, POAs, health care directives. Same 12 documents, different names and clauses. I copy the last one, find-replace, and pray I didn't leave the previous client's name in. (I did, once.)`, 'PP', 'M', 1),
  ...thread(RD, `I spend half my week re-typing the same documents`,
    [`Document assembly software is exactly this. Build the template once with conditional clauses, fill a questionnaire per client.`, 'DI', 'L', 0],
    [`Mail merge in your word processor gets you 60% of the way for free if budget is the issue.`, 'DI', 'L', 0],
    [`the previous client's name thing happened to me in a trust. sent to the client. mortifying. still no system`, 'PP', 'M', 1],
    [`Draftwise templates break every time the word processor updates. Rebuilt my will template twice this year.`, 'CO', 'M', 1],
    [`which tool is best for estate planning specifically? been putting this off 2 years, doing it this month`, 'RR', 'H', 1],
  ),
  post(YT, `How I Run My Solo Law Firm (tech stack 2026)`, `Every tool I use, what it costs, and what I'd skip. Not sponsored.`, 'DI', 'L', 0),
  ...thread(YT, `How I Run My Solo Law Firm (tech stack 2026)`,
    [`super helpful, thank you for posting actual prices`, 'DI', 'L', 0],
    [`what's the intake form tool at 6:45? I need exactly that for my immigration practice`, 'RR', 'H', 1],
    [`your setup costs more per month than my rent 😅 any cheaper version for a brand-new solo?`, 'RR', 'M', 1],
    [`I use Lexcase too and time entry on mobile is a joke. 6 taps to log 0.1 hours`, 'CO', 'M', 1], // hard: youtube complaint
    [`please do one on handling client calls, my phone never stops`, 'FR', 'L', 1],
    [`paralegal watching this on my lunch break, the part about deadlines is so real lol`, 'DI', 'L', 0],
  ),
  // billable time
  post(RD, `I lose billable time every day and I know it`, `Calls, quick emails, 6 minutes here and there. I reconstruct my week on Friday from memory and I'm sure I lose 5+ hours.`, 'PP', 'M', 1),
  post(RD, `Is there a timer that logs calls and emails to matters automatically? will pay`, `Solo attorney. Want something that watches my email and phone and suggests time entries per matter. Would start today.`, 'BI', 'H', 1),
  post(RD, `How do you record a call that covers 3 different client matters?`, `Split it evenly? Bill the whole thing to the main one?`, 'QU', 'M', 1),
  ...thread(RD, `How do you record a call that covers 3 different client matters?`,
    [`Split by the time actually spent on each, and note it in the entry. Never bill the full call to each, that's how people get in trouble.`, 'DI', 'L', 0],
    [`Ask your state bar's ethics hotline. They answer this exact question all the time.`, 'DI', 'L', 0],
  ),
  // HN
  post(HN, `Law firm sanctioned for citing AI-invented cases`, ``, 'DI', 'L', 0),
  ...thread(HN, `Law firm sanctioned for citing AI-invented cases`,
    [`The tool didn't file the brief, the lawyer did. Same rule as a junior associate: read what you sign.`, 'DI', 'L', 0],
    [`Is there a research tool that links every citation straight to the actual opinion? I'd run every AI draft through that.`, 'RR', 'M', 1],
    [`I'm a solo and I'd love AI for first drafts but after this I'm scared to. I need something I can actually verify.`, 'PP', 'M', 1], // hard: own pain under a news story
    [`Judges are going to start requiring a certification on every filing. Some already do.`, 'DI', 'L', 0],
  ),
  post(HN, `Show HN: Open-source NDA generator with plain-English explanations`, `Pick mutual or one-way, jurisdiction, term. Every clause has a one-line explanation. Not legal advice, obviously.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: Open-source NDA generator with plain-English explanations`,
    [`Please add a non-solicit option. Half the NDAs I see include one.`, 'FR', 'M', 1],
    [`How is this different from the free templates every law firm publishes?`, 'QU', 'L', 1],
    [`The explanations are the real value. I've signed 40 NDAs and understood maybe half of each.`, 'DI', 'L', 0],
    [`Can you add .docx export? The other side always wants Word with tracked changes.`, 'FR', 'M', 1],
  ),
  post(RD, `What's the best way to learn contract drafting as a new associate?`, `Partner throws me in the deep end and my drafts come back covered in red.`, 'QU', 'M', 1),
  ...thread(RD, `What's the best way to learn contract drafting as a new associate?`,
    [`Read good contracts. Pick one precedent bank and read an annotated agreement a day.`, 'DI', 'L', 0],
    [`Completely normal. Everyone's first year is a sea of red ink.`, 'DI', 'L', 0],
  ),
  post(RD, `Passed the bar on my third try`, `To everyone studying for the next one: it's possible. That's all, going to sleep for a week.`, 'DI', 'L', 0),
  comment(RD, `Passed the bar on my third try`, `congrats!! third try gang 🎉`, 'DI', 'L', 0),
  comment(RD, `Conflict checks are me searching 4 places`, `we had a near miss last year because the old partner's clients were only in his personal spreadsheet. still haven't fixed it honestly`, 'PP', 'M', 1),
  comment(RD, `Lexcase raised prices 40% for existing customers`, `Export your documents first, then the matter list. Their export splits them and the documents take days.`, 'DI', 'L', 0),
  post(RD, `How to calculate a response deadline when the last day is a court holiday?`, `State court, 30 days from service. Day 30 lands on a holiday. Next business day, or does weekend counting change too?`, 'QU', 'M', 1),
  post(RD, `How do I write an engagement letter for limited scope work?`, `Client only wants me to review one contract, not represent them going forward. What should the letter say so it's clear?`, 'QU', 'M', 1),
];
