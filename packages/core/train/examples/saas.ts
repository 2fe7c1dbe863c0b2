/** Running a software business: billing, churn, support, onboarding, analytics, pricing. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const SAAS: readonly TrainingExample[] = [
  // billing and failed payments
  post(RD, `Failed payments are 9% of our MRR every month`, `Cards expire, banks decline, and our billing provider's retry logic is basically "try again once". We lose customers who didn't even mean to leave.`, 'PP', 'M', 1),
  post(RD, `Any recs for dunning software that works with our payment processor? need it this month`, `~1,200 subscriptions. Want smart retries and card update emails that don't look like phishing.`, 'RR', 'H', 1),
  ...thread(RD, `Any recs for dunning software that works with our payment processor? need it this month`,
    [`Before buying anything, turn on the processor's own card updater. It recovered about a third for us for free.`, 'DI', 'L', 0],
    [`We use Recoverly, it paid for itself in week one. The emails are editable, did you check if your processor already has a retry schedule setting?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`Recoverly charges a % of recovered revenue and counts payments that would've succeeded anyway. Our bill was more than we recovered.`, 'CO', 'M', 1],
  ),
  post(HN, `Ask HN: How do you handle VAT for a tiny SaaS selling to the EU?`, `Solo founder, $3k MRR, customers in 14 countries. Do I really have to register everywhere?`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: How do you handle VAT for a tiny SaaS selling to the EU?`,
    [`Use a merchant of record. You pay ~5% and never think about VAT again. At your size it's the right call.`, 'DI', 'L', 0],
    [`One-stop-shop registration in one EU country covers B2C in all of them, if you're outside the EU there's a non-union scheme. It's one quarterly return.`, 'DI', 'L', 0],
  ),
  post(RD, `Payflow held our payouts for 30 days with no explanation`, `$46k held. "Risk review." We've been customers for 3 years with under 0.1% disputes. Payroll is next week. Moving processors as soon as this clears.`, 'CO', 'H', 1),
  post(RD, `Payflow, please let customers download all their billing statements at once`, `Our customers' accountants ask for 12 months of statements and they click each one. Give them a zip button.`, 'FR', 'M', 1),
  post(RD, `why does Payflow not let me change the billing date of an existing subscription without prorating??`, `I just want to move a customer from the 14th to the 1st. Every option charges them weird amounts.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  // churn and retention (SaaS churn, not staff churn)
  post(RD, `Churn is 7% a month and I have no idea why`, `B2B tool for property inspectors. People sign up, use it for 2 months, leave. Cancellation survey answers are "other". I've run out of guesses and runway is 5 months.`, 'PP', 'H', 1),
  post(RD, `How do you actually find out why customers cancel?`, `Surveys get 5% response. I want to call them but they ignore emails. What's worked for you?`, 'QU', 'M', 1), // hard: "how do you" without a tool
  post(RD, `Looking for a tool that shows which accounts are about to churn based on usage`, `Want a simple score per account from login and feature usage, ideally for under $100/mo. Seed stage, 300 accounts.`, 'RR', 'H', 1), // hard: statement recommendation request
  ...thread(RD, `Looking for a tool that shows which accounts are about to churn based on usage`,
    [`At 300 accounts, a weekly SQL query for "no login in 14 days" plus a personal email from you will beat any score.`, 'DI', 'L', 0],
    [`Healthbeat does this, cheap plan. Their scores are noisy for the first month until it learns your patterns.`, 'DI', 'L', 0],
    [`I'd buy this in a heartbeat if it plugged straight into our product analytics. Anyone know one that does?`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(YT, `Why Your SaaS Churn Is High (and 5 fixes)`, `Onboarding, value metric, pricing, and the one email that cut our churn in half.`, 'DI', 'L', 0),
  ...thread(YT, `Why Your SaaS Churn Is High (and 5 fixes)`,
    [`the "one email" was just a check in from the founder lol. works though`, 'DI', 'L', 0],
    [`we tried the annual discount trick and it just pulled churn forward, anyone else?`, 'DI', 'L', 0],
    [`how do you calculate churn when customers downgrade instead of cancel? my dashboard and my billing tool show different numbers`, 'QU', 'M', 1],
  ),
  // customer support
  post(RD, `Support inbox is 300 tickets behind and it's just me`, `Founder doing support, sales, and code. Half the tickets are the same 5 questions. I answer at 1am and customers are still mad about the wait.`, 'PP', 'H', 1),
  post(RD, `helpdesk for a 3 person team that isn't priced per agent per month like we're a bank?`, `Shared inbox, canned replies, a small help center. $50/mo total would be ideal. Switching next week.`, 'BI', 'H', 1),
  ...thread(RD, `helpdesk for a 3 person team that isn't priced per agent per month like we're a bank?`,
    [`Inboxly, flat $39 for 5 seats. Help center is basic but fine.`, 'DI', 'L', 0],
    [`Inboxly's mobile app is painful, can't even see attachments. Why can't they just render the image inline like email does?`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`we use a plain shared email + a doc of snippets. free. works till about 50 tickets a day`, 'DI', 'L', 0],
  ),
  post(RD, `Helpspot chatbot told a customer we offer refunds we don't offer`, `The AI answer made up a 60 day refund policy. Customer screenshotted it. Now we're honoring it because what else can we do. Turned the bot off.`, 'CO', 'M', 1),
  post(RD, `Helpspot: add a "needs human" tag when the bot isn't sure`, `Would be great if it could hand off with a flag instead of guessing confidently.`, 'FR', 'M', 1),
  post(HN, `Ask HN: What's a good first support hire profile?`, `We're at 400 customers and I'm drowning. Generalist? Technical? Part-time?`, 'QU', 'M', 1),
  // onboarding and analytics
  post(RD, `60% of signups never finish onboarding`, `They verify email, see the empty dashboard, and leave. I've rewritten the onboarding 3 times. I don't know what they're confused by because I can't watch them.`, 'PP', 'M', 1),
  post(RD, `Is there a cheap session replay tool that's GDPR friendly?`, `EU customers, need masking by default, self-host would be a bonus. Want to set it up before the next release.`, 'RR', 'H', 1),
  post(RD, `Analytix dashboard shows 2x the signups our database has`, `We've compared event by event. Their "unique users" counts the same person on phone and laptop twice, and there's no setting. Board deck is due friday and I can't trust any number.`, 'CO', 'H', 1),
  post(RD, `Analytix please support funnels with a time window`, `"Signed up and created a project within 7 days". Right now it's within forever, which makes the funnel useless.`, 'FR', 'M', 1),
  post(HN, `Ask HN: Product analytics without sending data to a third party?`, `Healthcare adjacent startup. Legal says no third-party trackers. Need funnels and retention. What are people using?`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: Product analytics without sending data to a third party?`,
    [`Events table in your own Postgres and a notebook. Funnels are 20 lines of SQL. You don't need a product for this until you're much bigger.`, 'DI', 'L', 0],
    [`Self-hosted Countwise. Took a day to set up, retention charts out of the box. Is your legal OK with self-hosted OSS?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`We'd pay for a hosted version in our own cloud account. Legal is fine with that, they're not fine with "trust us".`, 'BI', 'H', 1],
  ),
  // pricing and product
  post(HN, `Ask HN: How did you pick your SaaS pricing?`, `Seats vs usage vs flat. We're B2B, 20 customers, everyone pays something different because I made it up on calls.`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: How did you pick your SaaS pricing?`,
    [`Pick the metric that grows with the value they get. For us that was number of locations, not seats. Doubled revenue per customer.`, 'DI', 'L', 0],
    [`Raise prices until someone complains. Then raise them a bit more for new customers.`, 'DI', 'L', 0],
  ),
  post(RD, `Feature requests are scattered across email, Slack, calls and my memory`, `I promised 3 customers the same feature and forgot who. When we ship I can't tell anyone. Embarrassing.`, 'PP', 'M', 1),
  post(RD, `What do you all use to collect feature requests and tell customers when it ships?`, `Public roadmap, voting maybe, and an email when their request ships. Small B2B, 80 customers. Need something this month.`, 'RR', 'H', 1), // hard: "what do you all use" wants a tool
  post(RD, `Roadmapr deleted 2 years of customer votes in a "migration"`, `All our feature requests are still there, the votes and who asked are gone. That was the whole point. Support says backups only go back 30 days.`, 'CO', 'H', 1),
  post(RD, `Changelog emails nobody reads`, `We ship every week, write a nice changelog, 4% open it. Customers still email asking for features we shipped months ago.`, 'PP', 'L', 1),
  post(YT, `I Launched My SaaS and Made $0 (what I learned)`, `6 months building, launch day, silence.`, 'DI', 'L', 0),
  ...thread(YT, `I Launched My SaaS and Made $0 (what I learned)`,
    [`this is me right now. 4 months, 2 users, one is my cousin. no idea how to find people who need it`, 'PP', 'M', 1],
    [`respect for posting the failure, everyone else only posts the wins`, 'DI', 'L', 0],
    [`what was the product? I might actually be your customer lol, I've been looking for a tool for exactly the thing you showed at 3:10`, 'BI', 'M', 1], // hard: buying intent in a reply
  ),
  post(HN, `Show HN: I made an uptime page generator for indie SaaS`, `Static status page from a YAML file, hosted free. Incidents via git commit.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: I made an uptime page generator for indie SaaS`,
    [`Neat. Would be great if it could subscribe customers to incident emails, that's the only reason we pay for ours.`, 'FR', 'M', 1],
    [`Static status pages are the right call. If your status page shares infra with your app it's decoration.`, 'DI', 'L', 0],
  ),
  post(RD, `Our SOC 2 auditor wants evidence we can't easily produce`, `Screenshots of access reviews, onboarding checklists for every hire since last year. We did these things, just never documented them. Audit window closes in 3 weeks.`, 'PP', 'H', 1),
  post(RD, `compliance automation platforms: worth $15k/yr for a 12 person startup?`, `Sales says we need SOC 2 to close 2 enterprise deals. Is there something cheaper or is that the going rate?`, 'RR', 'M', 1),
  post(RD, `Complia's "automated evidence" is just reminders to take screenshots`, `Paid $18k. The integrations cover 4 of our 30 tools. Everything else is manual uploads with a nice progress bar. Not renewing.`, 'CO', 'H', 1),
  post(RD, `Why do B2B SaaS companies hide their pricing?`, `Honestly curious what the logic is from the seller side.`, 'QU', 'L', 0),
  post(RD, `I'd pay $30/mo for a tool that just tells me every morning which customers are stuck`, `Not a dashboard. A list in my inbox. "Acme hasn't finished setup, Bob's team stopped using exports". That's it.`, 'BI', 'H', 1),
  post(HN, `Ask HN: Founders, how do you prioritize between building and selling?`, `Solo technical founder. I always end up coding because it feels productive. Revenue is flat.`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: Founders, how do you prioritize between building and selling?`,
    [`Mornings selling, afternoons building, and no code until you've sent 10 emails. Simple but it's the only thing that stuck for me.`, 'DI', 'L', 0],
    [`Have you tried talking to the customers who left? That made the build list obvious for me.`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  post(RD, `Chargeback disputes take hours each and I lose most of them`, `Digital product, friendly fraud. I gather logs, IPs, emails, screenshots, the bank decides in 2 minutes. 15 open right now.`, 'PP', 'M', 1),
  post(RD, `is there a service that handles chargeback disputes for you? ready to sign up`, `I don't care if they take a cut. I want them off my plate this week.`, 'BI', 'H', 1),
  comment(HN, `Ask HN: How did you pick your SaaS pricing?`, `My problem is the opposite: I'm scared to raise prices. We bill through Payflow so changing the plan is two clicks, but every time I draft the email I chicken out. 4 years at the same price.`, 'PP', 'L', 1), // hard: own pain, product in passing
  post(RD, `Our team answers the same customer question 20 times a week`, `Helpspot is where the tickets land and it's fine, but nobody has time to write docs, so the same answers get retyped by whoever's on shift.`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(HN, `Ask HN: Looking for a simple way to show in-app announcements to users`, `Not a whole product-tour suite. A banner or a small modal targeted by plan. Self-hostable preferred.`, 'RR', 'H', 1), // hard: statement recommendation request
  comment(HN, `Ask HN: What's a good first support hire profile?`, `Any recommended reading on building a support team from scratch? We'll be in the same spot next year.`, 'RR', 'M', 1),
  comment(YT, `Why Your SaaS Churn Is High (and 5 fixes)`, `thank you for the video, is very usefull for me 🙏`, 'DI', 'L', 0),
];
