/** Infrastructure, deploys, cloud costs, databases, security and developer tools. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const DEVOPS: readonly TrainingExample[] = [
  // cloud costs
  post(HN, `Ask HN: How do you keep cloud bills from creeping up?`, `Series A, 30 engineers, bill doubled in 9 months and nobody can say why. Tagging is inconsistent. Finance wants a per-team breakdown by end of quarter. What tools actually work?`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: How do you keep cloud bills from creeping up?`,
    [`Enforce tags at the IaC level: a policy check that fails the plan without an owner tag. Tools come after that, otherwise they just show you untagged spend prettily.`, 'DI', 'L', 0],
    [`We used Costlens for a year. Good dashboards, but why can't it split shared Kubernetes nodes by namespace? That's 60% of our bill and it's one grey bar.`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`Have you looked at idle dev environments? Ours were 25% of spend, nobody turned them off on fridays.`, 'DI', 'L', 0], // hard: answer with "?"
    [`We have budget for a FinOps tool this quarter if it handles multi-account and k8s. Open to vendors reaching out.`, 'BI', 'H', 1],
  ),
  post(HN, `Our $40k surprise egress bill`, `A log shipper misconfiguration sent every debug line cross-region for 3 weeks. Writing this up so others check their egress today.`, 'DI', 'L', 0),
  post(RD, `Costlens billing alerts fired 4 days late`, `Budget alert was supposed to trigger at $5k. Email arrived when we hit $11k. Their docs say "near real time". We're evaluating replacements.`, 'CO', 'H', 1),
  post(RD, `why is my NAT gateway bill higher than my compute??`, `tiny startup, 3 services, NAT is $380 a month. I don't understand what's even going through it. help`, 'QU', 'M', 1), // hard: frustrated troubleshooting
  // kubernetes and deploys
  post(HN, `Ask HN: Is Kubernetes worth it for a 4-person team?`, `We run 6 services on VMs with a deploy script. Investors keep asking about "scalability". Genuinely unsure.`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: Is Kubernetes worth it for a 4-person team?`,
    [`No. Use a managed container service and spend the time on customers. You can move later, and you probably won't need to.`, 'DI', 'L', 0],
    [`We did it at 5 people. Regret it. One person became the full-time cluster gardener.`, 'DI', 'L', 0],
    [`Investors asking about scalability is a red flag for the investors tbh`, 'DI', 'L', 0],
  ),
  post(RD, `pods stuck in CrashLoopBackOff only on the new node pool`, `Same image, same config. Old pool fine, new pool crashes with exit 137 every 2 min. Memory limits are the same. Spent my whole saturday on this. What am I missing`, 'QU', 'M', 1), // hard: frustrated troubleshooting
  post(RD, `Rollbacks take us 40 minutes and it's always at night`, `Deploy goes bad, someone has to rebuild the previous image because we don't keep them, then redeploy. Happened twice this month and customers noticed.`, 'PP', 'H', 1),
  post(HN, `Ask HN: What do you use for preview environments per pull request?`, `Monorepo, 8 services, Postgres. Want a URL per PR that product can click. Happy to pay, we've burned 2 sprints on a homegrown attempt.`, 'BI', 'H', 1),
  ...thread(HN, `Ask HN: What do you use for preview environments per pull request?`,
    [`We use Shipyardly. Database branching is the killer feature. It gets pricey past 20 concurrent previews, so set a TTL.`, 'DI', 'L', 0],
    [`Shipyardly's preview URLs leaked to search engines for us because they're public by default. Took 2 weeks to get them deindexed. Be careful.`, 'CO', 'M', 1],
    [`Are your services stateless apart from Postgres? If so, a namespace per PR with a seeded DB clone is one afternoon of work, honestly.`, 'DI', 'L', 0], // hard: answer with "?"
  ),
  post(RD, `Deployhub keeps timing out on builds over 10 minutes`, `Paid plan. No warning, just "build cancelled". Docs say 60 minute limit for paid. Support ticket open for 12 days, no reply.`, 'CO', 'M', 1),
  post(RD, `Deployhub, please add manual approval between staging and prod`, `Right now it's all or nothing. A simple approve button with who clicked it would satisfy our auditors.`, 'FR', 'M', 1),
  post(YT, `Kubernetes Explained in 15 Minutes`, `Pods, services, deployments, and why you might not need any of it.`, 'DI', 'L', 0),
  ...thread(YT, `Kubernetes Explained in 15 Minutes`,
    [`best explanation I've seen, finally get what a service is`, 'DI', 'L', 0],
    [`can you do one on helm? I inherited a chart at work and I have no idea how the values get merged, demo is friday`, 'FR', 'M', 1],
    [`my ingress returns 404 for everything except / and I've read every stackoverflow answer. is it the path type?`, 'QU', 'M', 1],
  ),
  // logs and observability
  post(HN, `Ask HN: Logging is now our third biggest bill. What are people moving to?`, `Ingest pricing is killing us. 2TB/day. We need search over 14 days, not forever.`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: Logging is now our third biggest bill. What are people moving to?`,
    [`Sample debug logs, keep errors at 100%. Cut our volume by 70% before we changed any vendor.`, 'DI', 'L', 0],
    [`Self-hosted columnar store on 3 nodes. ~$1.5k/month for 3TB/day. Query speed is great, the ops work is real though.`, 'DI', 'L', 0],
    [`Is there a hosted version of that stack with flat pricing? We'd switch this month.`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Logstash-style pipelines drop events under load and I can't tell which`, `We lose maybe 1% of events at peak. Compliance needs them. No metrics on what got dropped. Feels like debugging a black hole.`, 'PP', 'M', 1),
  post(RD, `Tracely, why can't I search traces by a custom attribute without upgrading?`, `Search by customer_id is the one thing I need when a customer complains. It's behind the enterprise plan. Come on.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(RD, `Tracely agent added 200ms to every request`, `Upgraded the agent, p50 latency jumped from 40ms to 240ms. Rolled back, fine again. Their response: "can't reproduce". Ripping it out.`, 'CO', 'H', 1),
  // databases
  post(HN, `Ask HN: How do you run schema migrations on a big Postgres table without downtime?`, `300M rows, need to add a NOT NULL column with a default and change a column type. Last time we locked the table for 20 minutes.`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: How do you run schema migrations on a big Postgres table without downtime?`,
    [`Add nullable, backfill in batches, add the constraint as NOT VALID, then validate. The type change: new column, dual write, swap.`, 'DI', 'L', 0],
    [`Recent versions make adding a column with a constant default instant. Which version are you on?`, 'DI', 'L', 0], // hard: answer with "?"
    [`Set lock_timeout on every migration. A blocked migration queues everything behind it, which is what killed you.`, 'DI', 'L', 0],
  ),
  post(RD, `Our backups were empty for 3 months and nobody noticed`, `Found out while trying to restore after a bad delete. The backup job "succeeded" every night with a 0 byte file. I need a way to know backups actually restore.`, 'PP', 'H', 1),
  post(RD, `looking for a managed postgres with point in time restore that doesn't cost $800/mo`, `Small SaaS, 40GB database. Current host only has daily snapshots. Want to move this month.`, 'RR', 'H', 1), // hard: statement recommendation request
  ...thread(RD, `looking for a managed postgres with point in time restore that doesn't cost $800/mo`,
    [`Dbnest has PITR on the $49 plan, we've been on it 2 years. Restores took 6 min for 30GB last time we tested.`, 'DI', 'L', 0],
    [`Dbnest is cheap but their connection limit on small plans is brutal. Add a pooler or you'll hit it on day one.`, 'DI', 'L', 0],
  ),
  post(RD, `Dbnest migrated my database to a new region without asking`, `Latency from our app went from 2ms to 70ms. Email came after it happened. Looking at alternatives this week.`, 'CO', 'H', 1),
  post(HN, `Why does SQLite use a different type system than other databases?`, `Curious about the history behind type affinity.`, 'QU', 'L', 0),
  // security and secrets
  post(HN, `Ask HN: How do you manage secrets for a small team?`, `We have .env files in a shared drive. I know. Auditor is coming in 6 weeks. Want something simple, 8 devs, 3 environments.`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: How do you manage secrets for a small team?`,
    [`Your cloud provider's secret manager plus short-lived creds for humans. Boring and enough for most audits.`, 'DI', 'L', 0],
    [`We use Vaultbox, the CLI injects secrets at runtime so nothing touches disk. Have you thought about rotating the ones on that drive first?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`Vaultbox please add an audit log export to CSV. Our auditor asked for it and we had to screenshot 40 pages.`, 'FR', 'M', 1],
  ),
  post(RD, `We got hit with a leaked API key and a $14k bill in 8 hours`, `Key was in a public repo for 6 minutes. Bots found it. Provider refunded half after a week of emails.`, 'DI', 'L', 0),
  post(RD, `SSO for a 15 person company is absurdly expensive`, `Every SaaS charges 3x for "enterprise" just to get SSO. We have 22 tools. I want to offboard someone in one click and I can't afford it.`, 'PP', 'M', 1),
  post(RD, `Certify scanner flags 400 "critical" CVEs, 390 are false positives`, `Base image packages we never call. Every sprint the team spends a day proving they're not exploitable. The tool has no way to mark them as not applicable across repos.`, 'CO', 'M', 1),
  post(RD, `Would be great if Certify could suppress a CVE across all repos at once`, `Same false positive in 60 repos. Suppress once, done.`, 'FR', 'M', 1),
  post(HN, `Passkeys are finally usable`, ``, 'DI', 'L', 0),
  ...thread(HN, `Passkeys are finally usable`,
    [`Until you switch phone ecosystems. Then it's a weekend of recovery codes.`, 'DI', 'L', 0],
    [`How do passkeys work for a shared family account, like the streaming login everyone uses?`, 'QU', 'L', 0],
  ),
  // developer tools
  post(HN, `Show HN: I built a tiny self-hosted feature flag service`, `Single binary, SQLite, SDKs for 4 languages. Built it because the hosted ones charge per seat.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: I built a tiny self-hosted feature flag service`,
    [`This is great. Percent rollouts by user id?`, 'QU', 'L', 1],
    [`Would pay for a hosted version with SSO. We're 40 devs and the per-seat pricing elsewhere is $1,200/mo.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`Why not just a config file in the repo? Genuinely asking, feature flags always become tech debt for us.`, 'DI', 'L', 0], // hard: opinion with "?"
  ),
  post(HN, `Show HN: Git history search that understands renames`, `Find when a function was introduced even if the file moved three times.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: Git history search that understands renames`,
    [`link to the repo? the landing page only has a waitlist`, 'BI', 'H', 1], // hard: "link?"
    [`Does it work on monorepos with 500k commits? Every tool like this falls over for us.`, 'QU', 'M', 1],
  ),
  post(RD, `Codepilot autocomplete got worse after the last update`, `Suggestions are now full functions I didn't ask for, and it ignores my project's types. Paying $19/mo for it to fight me. Trying others this week.`, 'CO', 'H', 1),
  post(RD, `codepilot please let me turn off multi-line suggestions per language`, `Great for python, horrible for SQL. Just give me a toggle per file type.`, 'FR', 'L', 1),
  post(RD, `Onboarding new devs takes 2 weeks just to get the app running locally`, `Docker compose, 3 READMEs that disagree, a wiki page from 2021. Every new hire loses a week and someone senior loses another.`, 'PP', 'M', 1),
  post(RD, `What do you use for internal docs that engineers actually update?`, `Wiki rots in months. Docs in repo get ignored. Is there anything that works? Need to pick something before we hire 5 people in January.`, 'RR', 'H', 1),
  post(YT, `I Replaced My Whole Dev Setup With a $200 Mini PC`, `Benchmarks, compile times, and what didn't work.`, 'DI', 'L', 0),
  ...thread(YT, `I Replaced My Whole Dev Setup With a $200 Mini PC`,
    [`where can I buy that exact model? the link in the description is out of stock`, 'BI', 'H', 1],
    [`compile times were still 2x slower though, not sure that's the win you think it is`, 'DI', 'L', 0],
    [`My mini pc fan screams under load, does yours? Thinking of returning mine`, 'QU', 'M', 1],
  ),
  post(RD, `Is there a tool that shows which of our npm dependencies are unmaintained?`, `800 packages, I want to know which haven't had a release in 2 years before something breaks.`, 'RR', 'H', 1),
  post(HN, `Ask HN: What's the weirdest production bug you've chased?`, `Mine: a server that crashed only when the office microwave was on.`, 'DI', 'L', 0),
  ...thread(HN, `Ask HN: What's the weirdest production bug you've chased?`,
    [`Leap second. Every Java process at 100% CPU at midnight UTC. Good times.`, 'DI', 'L', 0],
    [`A customer's name was "Null" and broke our CSV import for a year.`, 'DI', 'L', 0],
  ),
  post(RD, `SSL cert on our status page expired and took the login down with it`, `Shared wildcard cert, the renewal broke silently when we moved DNS. 3 hours of "your connection is not private". Embarrassing for a security product.`, 'PP', 'M', 1),
  post(RD, `Any tool that watches every certificate and domain we own, not just the ones we remember?`, `We have 70 domains across 3 registrars. Want one list with expiry dates and owners.`, 'RR', 'H', 1),
  comment(HN, `Ask HN: Logging is now our third biggest bill. What are people moving to?`, `Our bill isn't the issue, finding anything is. We're on Tracely and it's fine, but during an incident 5 people search 5 different ways and nobody finds the line that matters.`, 'PP', 'M', 1), // hard: own pain, product in passing
  comment(HN, `Ask HN: Logging is now our third biggest bill. What are people moving to?`, `Tracely changed their query language in the last release and broke every saved search our team had. No migration tool, no warning. We're evaluating alternatives too.`, 'CO', 'H', 1), // hard: complaint aimed at the product
  post(HN, `Ask HN: How do you all handle production database access for developers?`, `We hand out a shared read-only password. Want temporary access with an audit trail. What tools do people use?`, 'RR', 'H', 1), // hard: "how do you all handle" wants a tool
  post(HN, `Ask HN: How do you do code review when the whole team is 2 people?`, `Not looking for tools. How do you avoid rubber-stamping each other's PRs?`, 'QU', 'M', 1), // hard: "how do you" without a tool
  comment(HN, `Ask HN: Is Kubernetes worth it for a 4-person team?`, `Tangent: any recommended reading for someone who has to learn the basics in a month anyway? Books or courses, not tools.`, 'RR', 'M', 1),
  comment(YT, `Kubernetes Explained in 15 Minutes`, `very good explain sir, please make video about service mesh also, in my company they start to use it and I am not understanding`, 'FR', 'M', 1),
  comment(HN, `Show HN: I built a tiny self-hosted feature flag service`, `Nice work. In our company we are searching exactly this, we are 25 developers. Is possible to buy a support contract?`, 'BI', 'H', 1), // hard: buying intent in a reply
  comment(HN, `Ask HN: How do you manage secrets for a small team?`, `We are small team in Germany, 6 devs. We keep one encrypted password file in git, but when somebody leave the company we must change all. Is there better way for this?`, 'QU', 'M', 1),
];
