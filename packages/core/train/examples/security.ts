/** Cybersecurity for small businesses: invoice fraud and phishing, MFA rollouts, ransomware and backups, managed IT providers, customer security questionnaires, laptops and device management, cyber insurance. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const SECURITY: readonly TrainingExample[] = [
  // invoice fraud and phishing
  post(RD, `Our office manager wired $18k to a fake vendor`, `Email looked exactly like our supplier's, same signature, "new bank details" on the invoice. Bank can't recover it. 14 person company. I need to make sure this never happens again, starting this week.`, 'PP', 'H', 1),
  ...thread(RD, `Our office manager wired $18k to a fake vendor`,
    [`Call-back rule: any change of bank details gets verified by phone to a number you already had, never one from the email. Costs nothing.`, 'DI', 'L', 0],
    [`Happened to us two years ago, $9k. Our insurance didn't cover it because "social engineering" was excluded. Worth checking your policy.`, 'DI', 'L', 0], // hard: past story
    [`Set up DMARC on your domain too. Won't stop lookalike domains but it stops direct spoofing.`, 'DI', 'L', 0],
    [`we're 20 people and I'm terrified we're next. is there something that flags "bank details changed" emails automatically? would pay for that`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`same happened to my brother's shop last month, he still hasn't told his wife how much it was`, 'DI', 'L', 0],
  ),
  post(RD, `What's the simplest phishing training for a 25 person company?`, `Insurance renewal requires it by march. Most staff are not technical and I don't want it to feel like a punishment.`, 'RR', 'H', 1),
  ...thread(RD, `What's the simplest phishing training for a 25 person company?`,
    [`We use Phishpond. Monthly fake emails plus 3 minute videos. Click rate went from 30% to 6% in six months.`, 'DI', 'L', 0],
    [`Phishpond's fakes were so obvious everyone forwarded them to the group chat as a joke. Then a real one got through. Not renewing.`, 'CO', 'M', 1], // hard: complaint in a reply
    [`Is the insurer specific about what counts? Some just want a signed attendance sheet from a lunch session.`, 'DI', 'L', 0], // hard: answer with "?"
    [`Honestly? A 30 minute talk with real examples from your own inboxes beats any platform.`, 'DI', 'L', 0],
  ),
  post(RD, `We got phished and I don't even know if anything was taken`, `Someone entered their email password on a fake login page. We changed it. How do I find out if they read or forwarded anything?`, 'QU', 'M', 1),
  ...thread(RD, `We got phished and I don't even know if anything was taken`,
    [`Check that mailbox's forwarding rules first. Attackers love a silent rule that forwards everything.`, 'DI', 'L', 0],
    [`Look at the sign-in logs in the admin console for unfamiliar locations. Most providers keep 30 days.`, 'DI', 'L', 0],
    [`we had the forwarding rule thing. 4 months before anyone noticed. still finding out which clients got fake invoices`, 'PP', 'M', 1],
  ),
  // MFA
  post(RD, `MFA rollout: half my staff refuse to put an app on their personal phone`, `Architecture firm, 30 people. The partners say no "work stuff" on their phones. I can't buy 30 hardware keys this quarter. Stuck.`, 'PP', 'M', 1),
  ...thread(RD, `MFA rollout: half my staff refuse to put an app on their personal phone`,
    [`Hardware keys are ~$25 each. $750 for 30 people is cheaper than one incident.`, 'DI', 'L', 0],
    [`Same fight here. seniors refuse, juniors comply, so the most privileged accounts are the unprotected ones lol`, 'PP', 'M', 1], // hard: "same" reply
    [`Why not SMS codes as a stopgap? Not great, but way better than nothing.`, 'DI', 'L', 0], // hard: advice as a question
  ),
  post(RD, `Authly locked out our CEO while he was at a conference`, `Phone died, recovery needs admin approval, the admin (me) was on a plane. He couldn't get into email for 9 hours. Now he wants MFA gone entirely. Thanks Authly.`, 'CO', 'M', 1),
  post(RD, `Authly, please allow a second admin to approve recoveries`, `One admin approval means one person on vacation blocks the whole company.`, 'FR', 'M', 1),
  post(RD, `Why does Authly make me re-enroll every device when someone changes phones??`, `New phone = 14 apps to set up again. Just let me move the enrollment.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  // ransomware and backups
  post(RD, `Ransomware hit a friend's dental office, now I'm paranoid`, `We're a 10 person design studio. Backups are an external drive someone plugs in "sometimes". What's the minimum I should do this week?`, 'QU', 'H', 1),
  ...thread(RD, `Ransomware hit a friend's dental office, now I'm paranoid`,
    [`3-2-1 rule, and one copy must be offline or immutable. Test a restore every month.`, 'DI', 'L', 0],
    [`Ransomware encrypts whatever it can reach, including that external drive while it's plugged in. Get a cloud backup with versioning.`, 'DI', 'L', 0],
    [`ours is the same "someone plugs in a drive" system and I've been meaning to fix it for 2 years 😬`, 'PP', 'M', 1],
    [`What do your designers work from? If it's all in a cloud drive you're half covered already, check the version history settings.`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  post(RD, `What backup service do small businesses actually trust?`, `15 laptops, one file server. Want automatic, offsite, and a restore I can do without calling support. ~$150/mo budget, want it running before year end.`, 'RR', 'H', 1),
  post(RD, `Vaultline backups "succeeded" for 6 months while backing up nothing`, `We changed the file server path, Vaultline kept showing green checkmarks with 0 files. Found out during a restore. I'm done with them.`, 'CO', 'H', 1),
  // managed IT providers
  post(RD, `Our MSP takes 3 days to answer a ticket`, `We pay $2,400/mo for "managed IT". A locked-out user waited 3 days. When I ask what they actually do, they send a PDF of ticket counts. Looking to switch.`, 'CO', 'H', 1),
  ...thread(RD, `Our MSP takes 3 days to answer a ticket`,
    [`Put response-time SLAs in the contract. If they won't sign one, that tells you everything.`, 'DI', 'L', 0],
    [`we left our MSP for a part-time IT person. cheaper, and he actually knows our names`, 'DI', 'L', 0],
    [`ours is TechGuard Partners. 4 day response and they billed us for the ticket asking why they were slow`, 'CO', 'M', 1], // hard: complaint in a reply
    [`any recommendations for an MSP in the midwest that does security properly? 40 people, our contract ends in june`, 'RR', 'H', 1],
  ),
  post(RD, `What should I even ask an MSP before signing?`, `First time hiring one. 20 people. I don't know what good looks like.`, 'QU', 'M', 1),
  // security questionnaires and compliance
  post(HN, `Ask HN: How do you handle customer security questionnaires as a 5-person startup?`, `Enterprise prospect sent a 280-question spreadsheet. We have no security team. Deal is worth more than our current ARR and it's due in 2 weeks.`, 'QU', 'H', 1),
  ...thread(HN, `Ask HN: How do you handle customer security questionnaires as a 5-person startup?`,
    [`Write a security overview doc once and answer half the questions with "see section 3". Most reviewers accept it.`, 'DI', 'L', 0],
    [`Trustform auto-fills from previous answers and saved us maybe 60% of the time, but it once claimed we had a certification we don't have. Check everything it writes.`, 'CO', 'M', 1],
    [`Same here. One of these a month now, two days each. Worst part of selling upmarket.`, 'PP', 'M', 1], // hard: "same here" reply
    [`Is there a service where a human security person fills these out for you? I'd pay per questionnaire.`, 'BI', 'H', 1],
    [`Be honest. "Not yet, planned for Q3" is a fine answer. Lying on these is what gets you in trouble.`, 'DI', 'L', 0],
  ),
  post(RD, `Do we really need SOC 2 at 8 employees?`, `Two prospects asked. Quotes for the audit plus a compliance platform are $40k+. That's an engineer.`, 'QU', 'M', 1),
  post(HN, `Show HN: A free DMARC report reader for people who aren't email admins`, `Upload your aggregate reports, get a plain-English list of who's sending as your domain. No signup.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: A free DMARC report reader for people who aren't email admins`,
    [`Would be nice if it could watch a mailbox and parse the reports automatically. Then I'd actually use it weekly.`, 'FR', 'M', 1],
    [`This is great. DMARC XML is unreadable.`, 'DI', 'L', 0],
    [`How is this different from the free tiers of the existing DMARC services?`, 'QU', 'L', 1],
    [`Found out our old newsletter tool was sending as us with no SPF. Took 10 seconds with this. Thanks.`, 'DI', 'L', 0],
  ),
  // laptops and device management
  post(RD, `Employee left a laptop in a taxi with client files on it`, `No disk encryption, no remote wipe. 12 person marketing agency. Client contract has a breach notification clause. What do I do right now?`, 'QU', 'H', 1),
  ...thread(RD, `Employee left a laptop in a taxi with client files on it`,
    [`Change every password that laptop had saved, revoke its sessions, then call your lawyer about the clause. In that order, today.`, 'DI', 'L', 0],
    [`After this, turn on disk encryption everywhere. It's free on every modern OS.`, 'DI', 'L', 0],
    [`this is my nightmare. we have 9 laptops and no idea which ones are encrypted and I can't exactly collect them all`, 'PP', 'M', 1],
  ),
  post(RD, `Cheapest way to manage 20 laptops, mixed Mac and Windows?`, `Need encryption enforced, remote wipe, a list of what's installed. I'm not an IT person. Audit in 6 weeks.`, 'RR', 'H', 1),
  post(RD, `Devicely MDM bricked 6 Macs with an update push`, `Pushed a profile, Macs stuck at the login screen. Support says "known issue", no notice sent. 6 people lost a full day. Looking at alternatives.`, 'CO', 'H', 1),
  post(RD, `Devicely, let me schedule OS updates outside working hours`, `Updates install at 2pm in the middle of client calls. A maintenance window setting is all I want.`, 'FR', 'M', 1),
  post(RD, `Shieldpoint EDR blocked our CAD software as malware`, `Designers couldn't open files for half a day. Whitelisting requires a ticket that takes 48h. We pay for the "business" tier.`, 'CO', 'M', 1),
  // video
  post(YT, `Small Business Cybersecurity in 10 Minutes`, `The 5 things that stop most attacks on small companies. No sales pitch.`, 'DI', 'L', 0),
  ...thread(YT, `Small Business Cybersecurity in 10 Minutes`,
    [`great video, sending this to my boss 😅`, 'DI', 'L', 0],
    [`we're 6 people and "the IT guy" is me because I once fixed the printer. this is terrifying`, 'PP', 'M', 1], // hard: youtube comment with own pain
    [`what password manager was that at 4:20? we need one for the team, everyone uses the same password for everything`, 'RR', 'H', 1],
    [`please do a video on setting up DMARC, I've tried 3 times and keep breaking our email`, 'FR', 'M', 1],
    [`does any of this apply if we're fully on cloud apps with no server?`, 'QU', 'M', 1],
    [`the sticky note with the password on the monitor at 2:05 is every office I've ever worked in 😂`, 'DI', 'L', 0],
  ),
  // cyber insurance
  post(RD, `Is it normal for a cyber insurance application to ask 60 questions?`, `First time buying. They ask about EDR, MFA, backups, training. I don't know what half of it means.`, 'QU', 'M', 1),
  post(RD, `Cyber insurance renewal: premium tripled and they want EDR on every machine`, `Renewal in 30 days. I have no idea which EDR to pick or what it costs for 18 machines. What are you all running?`, 'RR', 'H', 1),
  ...thread(RD, `Cyber insurance renewal: premium tripled and they want EDR on every machine`,
    [`Ask the insurer for their list of accepted products. Most have one and it narrows it to 3 or 4.`, 'DI', 'L', 0],
    [`Shieldpoint here, about $6/machine/month. It's fine apart from the false positives.`, 'DI', 'L', 0],
    [`same situation, ours went from $2k to $7k. I feel like insurers are just printing requirements now`, 'PP', 'M', 1],
  ),
  // news
  post(HN, `Ransomware group leaks data from regional hospital chain`, ``, 'DI', 'L', 0),
  ...thread(HN, `Ransomware group leaks data from regional hospital chain`,
    [`The small vendors of these hospitals are the real soft targets. Nobody audits the billing contractor.`, 'DI', 'L', 0],
    [`How do they usually get in these days? Phishing still, or unpatched VPN appliances?`, 'QU', 'L', 0],
    [`Their status page says "technical difficulties". For three weeks.`, 'DI', 'L', 0],
  ),
  post(RD, `PSA: check your old employees' accounts`, `Did an audit at our 30 person company and found 11 active accounts for people who left, one from 2021. Takes an hour, do it.`, 'DI', 'L', 0),
  ...thread(RD, `PSA: check your old employees' accounts`,
    [`ok I just did this and found 7. how do you even keep track of offboarding across 20 different apps? we clearly don't`, 'QU', 'M', 1],
    [`we found an ex-intern still had admin on our website. from 2019. I feel sick`, 'PP', 'M', 1],
    [`Good reminder, thanks.`, 'DI', 'L', 0],
  ),
  comment(RD, `Our MSP takes 3 days to answer a ticket`, `same here, we pay for "24/7 monitoring" and found out about our own outage from a customer. I need to replace them before our renewal in march`, 'CO', 'H', 1), // hard: complaint about an unnamed provider in a reply
  comment(YT, `Small Business Cybersecurity in 10 Minutes`, `Vaultline deleted a month of our backups during their "storage migration" and just sent an apology email. switching this week`, 'CO', 'H', 1),
  post(RD, `How to turn on DMARC without breaking our email?`, `We send from our mail provider, a newsletter tool and the invoicing app. Last time I touched DNS our invoices went to spam for a week.`, 'QU', 'M', 1),
  post(RD, `How do I offboard someone from 20 apps without missing one?`, `Employee leaves friday. Last time we found out 3 months later that he still had access to the shared drive.`, 'QU', 'H', 1),
];
