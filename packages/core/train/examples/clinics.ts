/** Healthcare practices: dental, physio, therapy, chiro and optometry; patient scheduling, reminders, intake, claims, clinical notes and telehealth. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const CLINICS: readonly TrainingExample[] = [
  // scheduling, reminders and no-shows
  post(RD, `No-shows are killing my physio practice`, `Solo PT, 9 to 6. This month I've had 14 no-shows, thats almost two full days of income gone. I send reminders by hand the night before when I remember, which isn't often because I'm charting until 8. Not sure what else to do at this point.`, 'PP', 'M', 1),
  post(RD, `what reminder system do you use for appointments? need text + email, small dental office`, `3 dentists, 2 hygienists. current software only does email and half our patients never open it. want to switch this month`, 'RR', 'H', 1),
  ...thread(RD, `what reminder system do you use for appointments? need text + email, small dental office`,
    [`We use Slotwise, texts 48h and 2h before, patient replies C to confirm. No-shows dropped by about half.`, 'DI', 'L', 0],
    [`Slotwise is ok but their texts come from a random number that changes every week so patients think it's spam. Had three people ask if we'd been hacked.`, 'CO', 'M', 1], // hard: complaint in a reply
    [`same problem here, 2 hygienists and the confirmation calls take our front desk the whole morning`, 'PP', 'M', 1], // hard: "same here" reply
    [`do your patients actually answer texts though? our older crowd only picks up the landline lol`, 'DI', 'L', 0], // hard: reply with "?"
    [`if anything does two-way texting AND drops confirmed appointments straight into the schedule I'd sign up today, seriously`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Slotwise charged us for 3,000 texts we never sent`, `Billing shows a spike on the 14th. Their own logs show nothing on the 14th. Support says the invoice is "final". We've been customers 4 years. Moving to something else before the next renewal.`, 'CO', 'H', 1),
  post(RD, `Slotwise, please let patients reschedule from the reminder text`, `Right now they can only confirm or cancel. Cancel just leaves a hole in the schedule. A "pick another time" link would fill half of those.`, 'FR', 'M', 1),
  post(RD, `Why does Slotwise not have a waitlist?? it's 2026`, `Someone cancels at 8am, I have 5 patients who'd take the slot, and I'm calling them one by one from a sticky note.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(HN, `Ask HN: Is there room for another clinic scheduling product?`, `Thinking about building in this space after watching my partner fight her practice software. Every incumbent looks 20 years old. Is the problem tech, or sales, or regulation?`, 'DI', 'L', 0), // hard: founder musing phrased as a question
  ...thread(HN, `Ask HN: Is there room for another clinic scheduling product?`,
    [`Sales cycle is the problem. Clinics buy once a decade and switching means migrating patient records. Nobody wants to be the one who lost the charts.`, 'DI', 'L', 0],
    [`I work in a 6-chair dental office. Our scheduler, Pracdesk, still can't show two providers side by side without opening two windows. I'd switch tomorrow if migration wasn't a nightmare.`, 'CO', 'M', 1], // hard: complaint in an HN reply
    [`Have you talked to any front desk staff? They're the real users and they'll tell you everything in 5 minutes.`, 'DI', 'L', 0], // hard: answer with "?"
    [`How do the incumbents do insurance eligibility checks, is that an API now or still phone calls?`, 'QU', 'L', 0],
  ),
  post(RD, `Front desk is on the phone all day rescheduling`, `Chiro clinic, 2 docs. Every reschedule is a phone call, a look at the calendar, a callback. Our receptionist says it's 60% of her day. We can't afford a second one.`, 'PP', 'M', 1),
  post(RD, `Need online booking for a 2-provider clinic by next month, what are you using?`, `Patients want to book themselves at 11pm. Must handle different appointment lengths (new patient 60 min, follow up 30). Budget is flexible-ish.`, 'RR', 'H', 1),
  ...thread(RD, `Need online booking for a 2-provider clinic by next month, what are you using?`,
    [`Most practice software has a booking page built in, check yours before paying for another tool.`, 'DI', 'L', 0],
    [`Pracdesk's booking page lets patients book a 60 min new-patient visit into a 30 min slot. We had 4 overlaps the first week and turned it off.`, 'CO', 'M', 1],
    [`Do you want patients picking the provider, or just a time? That changes a lot about which tools fit.`, 'DI', 'L', 0], // hard: clarifying question in a reply
  ),
  // intake
  post(RD, `Paper intake forms in 2026`, `Chiro clinic. New patients fill out 6 pages on a clipboard, then my assistant types everything into the system. Half of it is unreadable. 20 min per patient and we see 15 new patients a week.`, 'PP', 'M', 1),
  post(RD, `Is there an intake form tool that's HIPAA compliant and doesn't cost a fortune?`, `Therapy private practice, just me. Need forms patients fill out before the first session, with signature. Budget $30/mo.`, 'RR', 'H', 1),
  ...thread(RD, `Is there an intake form tool that's HIPAA compliant and doesn't cost a fortune?`,
    [`I use Intakely, $25/mo, BAA included. Form builder is clunky but it does the job.`, 'DI', 'L', 0],
    [`Intakely emails the completed forms as PDF attachments to a normal inbox. Not what I'd call compliant. I left after my consultant pointed it out.`, 'CO', 'M', 1],
    [`Make sure they sign a BAA. If a vendor won't, that's your answer.`, 'DI', 'L', 0],
    [`following, same boat, solo and drowning in paper forms`, 'PP', 'M', 1], // hard: "following" reply with own pain
  ),
  post(RD, `How do you handle intake for minors when parents are divorced?`, `Who signs consent, do I need both? Not asking for software, just how other therapists handle it in practice.`, 'QU', 'M', 1), // hard: "how do you handle" without a tool
  // claims
  post(RD, `Claim denials went from 5% to 22% after the payer changed their rules`, `Small PT clinic. Same codes we've used for years now bounce for "missing modifier". My biller is overwhelmed and I need this fixed before payroll on the 30th.`, 'PP', 'H', 1),
  post(RD, `ClaimPilot rejected every claim for two weeks and never told us`, `A clearinghouse update broke our submissions. No email, no dashboard warning. We found out when deposits stopped. 140 claims to resubmit. Done with them, contract or not.`, 'CO', 'H', 1),
  post(RD, `anyone outsource medical billing? worth it for a 3-provider practice?`, `our in-house biller retires in march. thinking of outsourcing instead of hiring. who do you use and what % do they take?`, 'RR', 'H', 1),
  ...thread(RD, `anyone outsource medical billing? worth it for a 3-provider practice?`,
    [`We outsource, 6% of collections. Worth it for us because they chase denials we would have written off.`, 'DI', 'L', 0],
    [`Careful with % of collections deals, ours quietly stopped working the small claims because they weren't worth their time.`, 'DI', 'L', 0],
    [`we used Remitco for 2 years and they sat on $40k of unbilled claims while telling us everything was fine. fired them in june`, 'CO', 'M', 1], // hard: complaint in a reply, already left
  ),
  post(RD, `Why do some payers take 45 days and others 10?`, `Just curious how it works on their side. Is it manual review or batch processing?`, 'QU', 'L', 0),
  // clinical notes and EHR
  post(RD, `I chart for 2 hours every night`, `Family medicine, 22 patients a day. I do notes at the kitchen table after the kids go to bed. My spouse calls the laptop "the other patient". Something has to give.`, 'PP', 'M', 1),
  post(HN, `Ask HN: Anyone using AI scribes in a real clinic?`, `Considering one for our 4-doctor practice. Want to hear from people who use them daily, not marketing. Which one, and how much editing do the notes need?`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: Anyone using AI scribes in a real clinic?`,
    [`We trialed two. Both needed about 5 min of edits per note, still less than writing from scratch. Biggest issue was attributing the family member's words to the patient.`, 'DI', 'L', 0],
    [`Scribewell invented a medication the patient never mentioned. We caught it, but that was the end of our trial.`, 'CO', 'M', 1],
    [`How do these handle consent? Do you have to ask every patient before recording?`, 'QU', 'M', 1],
    [`I'd pay out of pocket for one that works with Vitanote. Our practice won't, but I would, just to get my evenings back.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`Wait until the malpractice insurers weigh in. That's what will decide adoption, not the tech.`, 'DI', 'L', 0],
  ),
  post(RD, `Vitanote EHR, please let us start a note from last visit's note`, `Follow-ups are 80% identical. Right now I retype the plan every time. Copy-forward with the changed parts highlighted would save me an hour a day.`, 'FR', 'M', 1),
  post(RD, `Vitanote logged me out mid-note and lost 20 minutes of charting. Again.`, `Session timeout is 10 min and there's no autosave. I've reported it 3 times since january. Nothing.`, 'CO', 'M', 1),
  post(RD, `Our EHR vendor wants $12k to export our own patient data`, `We're switching practices software and Chartora says a "data extraction package" is extra. It's our data. Is this even legal?`, 'CO', 'H', 1),
  // telehealth
  post(YT, `Telehealth Setup for Therapists (camera, lighting, platform)`, `My full home office setup for video sessions. Gear list below. Not sponsored.`, 'DI', 'L', 0),
  ...thread(YT, `Telehealth Setup for Therapists (camera, lighting, platform)`,
    [`this was so helpful, thank you!!`, 'DI', 'L', 0],
    [`what platform do you use for the sessions? mine keeps dropping clients on mobile and I have to restart 3 times a session 😩`, 'RR', 'H', 1],
    [`the ring light at 3:40, link? need one before monday`, 'BI', 'H', 1],
    [`my clients can never find the link in the email. every. single. session. first 10 min is me texting them`, 'PP', 'M', 1], // hard: youtube comment with own pain
    [`do you still charge for telehealth no-shows? I never know what's fair`, 'QU', 'M', 1],
    [`your cat walking across the desk at 7:12 😂`, 'DI', 'L', 0],
  ),
  post(RD, `Meetcare keeps failing for patients on older phones`, `Video freezes after 2 minutes for anyone on a phone more than 4 years old. That's half my elderly patients. Their answer: "recommend patients upgrade". Sure.`, 'CO', 'M', 1),
  // optometry and dental labs
  post(RD, `Optometry practice losing contact lens reorders to online retailers`, `We know roughly when each patient's supply runs out. We just never remind them, so they reorder online. I don't have a way to act on it without someone calling 200 people.`, 'PP', 'M', 1),
  post(RD, `Dental lab cases keep getting lost between us and the lab`, `We send 10-15 crown cases a week. Lab says shipped, we say never got it, patient is sitting in the chair with a temp. Tracking on a whiteboard.`, 'PP', 'M', 1),
  ...thread(RD, `Dental lab cases keep getting lost between us and the lab`,
    [`We share a spreadsheet with the lab, one row per case with status. Low tech, nothing lost in a year.`, 'DI', 'L', 0],
    [`lol the whiteboard. we had one until the cleaning crew wiped it`, 'DI', 'L', 0],
    [`Same. Twice this month we had to reschedule a seat appointment because the case was "in transit". Patient was not amused.`, 'PP', 'M', 1], // hard: "same" reply
    [`doesn't your lab have a portal? ours does, you can see every case status`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  // HN stories and Show HN
  post(HN, `The hidden cost of fax in US healthcare`, ``, 'DI', 'L', 0),
  ...thread(HN, `The hidden cost of fax in US healthcare`,
    [`Fax survives because it's the one thing every practice has and every lawyer accepts as "sent". Not a technology problem.`, 'DI', 'L', 0],
    [`Practice manager here. We receive 300 faxes a day. I'd pay for something that reads them and files them into the right patient chart. Today.`, 'BI', 'H', 1],
    [`Why do e-fax services still charge per page? It's a PDF.`, 'QU', 'L', 0],
    [`Our eFaxly account silently drops anything over 20 pages. Found out when a referral went missing for 3 weeks.`, 'CO', 'M', 1],
  ),
  post(HN, `Show HN: Open-source appointment scheduler for small clinics`, `Built this for my sister's physio practice. Self-hosted, SMS reminders, a waitlist that texts the next patient when someone cancels. Feedback welcome.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: Open-source appointment scheduler for small clinics`,
    [`Nice. Can you add multiple locations? My wife's practice has 2 offices and the same therapists work at both.`, 'FR', 'M', 1],
    [`How is this different from a shared calendar with a booking page?`, 'QU', 'L', 1],
    [`The waitlist is the killer feature. Everything else is commodity.`, 'DI', 'L', 0],
    [`Would pay for a hosted version with a BAA. Self-hosting is not happening at our clinic.`, 'BI', 'H', 1],
  ),
  // day-in-the-life video
  post(YT, `Day in the Life of a Dental Hygienist 🦷`, `Come with me for a 10-patient day! Scrubs from the link in my bio.`, 'DI', 'L', 0),
  ...thread(YT, `Day in the Life of a Dental Hygienist 🦷`,
    [`the schedule with 3 patients at 8am 😭 this is literally my office`, 'PP', 'L', 1], // hard: "this is literally me"
    [`omg the software at 5:12 is Pracdesk, same as ours, it freezes every time I open perio charting`, 'CO', 'M', 1], // hard: youtube complaint
    [`love your energy!!`, 'DI', 'L', 0],
    [`how do you chart perio alone without an assistant calling out numbers? I'm so slow`, 'QU', 'M', 1],
    [`is there a voice perio charting thing that actually works? would buy it for our whole office`, 'BI', 'H', 1],
  ),
  // therapists in private practice
  post(RD, `Therapists: how do you keep track of which clients are due for a treatment plan review?`, `Insurance wants reviews every 90 days. 34 clients. I keep missing them and then scrambling.`, 'QU', 'M', 1),
  ...thread(RD, `Therapists: how do you keep track of which clients are due for a treatment plan review?`,
    [`Recurring calendar event per client on intake date + 90. Ugly but it works.`, 'DI', 'L', 0],
    [`Same. I missed two last quarter and one claim got clawed back. Scary stuff.`, 'PP', 'M', 1],
  ),
  post(RD, `Leaving Therapanel after 3 years`, `Price went from $39 to $69 with a month's notice and the new "features" are a client marketplace I never asked for. Anyone moved their notes out? How painful was the export?`, 'CO', 'H', 1),
  post(RD, `Anyone else feel like private practice is 50% admin?`, `I became a therapist to do therapy. This week: 11 hours on claims, emails and rescheduling.`, 'PP', 'M', 1),
  ...thread(RD, `Anyone else feel like private practice is 50% admin?`,
    [`Hire a VA for 10 hours a week. Best money I spend.`, 'DI', 'L', 0],
    [`yes. 12 hours for me last week, mostly chasing insurance. thinking of going cash-only just to escape it`, 'PP', 'M', 1], // hard: agreement reply with own pain
    [`I went cash-only in 2022. Lost a third of my clients, got my sanity back. No regrets.`, 'DI', 'L', 0], // hard: story, no current problem
  ),
  comment(RD, `Vitanote logged me out mid-note and lost 20 minutes of charting. Again.`, `Write notes in a text editor and paste them in. Not ideal but you never lose them.`, 'DI', 'L', 0),
  comment(YT, `Day in the Life of a Dental Hygienist 🦷`, `Slotwise sent our patients reminders for the wrong day all last week, we had a waiting room full of people who weren't booked. what a mess`, 'CO', 'M', 1),
  post(RD, `How to set different appointment lengths for new vs returning patients?`, `Our scheduler only has one default slot length. New patients need 60, follow-ups 30. Is there a setting I'm missing or do people just block two slots?`, 'QU', 'M', 1),
  post(RD, `How long do I have to keep therapy notes after a client leaves?`, `Moving offices and wondering what I can shred. Different answers everywhere online.`, 'QU', 'M', 1),
];
