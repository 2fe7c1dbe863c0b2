/** Agencies, marketing, sales outreach, newsletters and SEO. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const AGENCIES: readonly TrainingExample[] = [
  // client reporting and agency ops
  post(RD, `Monthly client reports take my team 3 days`, `Small marketing agency, 14 clients. Every month we screenshot dashboards from 5 platforms into slides, write commentary, export PDFs. Nobody reads past page 2. It's soul crushing and unbillable.`, 'PP', 'M', 1),
  post(RD, `Need a client reporting tool that pulls ads + analytics + social, ready to pay up to $200/mo`, `14 clients, white label, scheduled PDF or live link. Want to switch before the next reporting cycle on the 1st.`, 'BI', 'H', 1),
  ...thread(RD, `Need a client reporting tool that pulls ads + analytics + social, ready to pay up to $200/mo`,
    [`Reportly is what we use, white label on the $150 plan. The connectors break every few months but support fixes them fast.`, 'DI', 'L', 0],
    [`Reportly's new pricing counts each connected account as a "source". We went from $150 to $420 overnight. Moving out next month.`, 'CO', 'H', 1],
    [`do any of these let the client leave comments on the report? ours always reply by email and it gets lost`, 'QU', 'M', 1],
    [`why can't Reportly let me write one commentary template and reuse it across clients? copy paste hell`, 'FR', 'M', 1], // hard: feature request phrased as complaint
  ),
  post(RD, `Scope creep: client keeps asking for "just one more small thing"`, `Retainer for 10 hours, we're doing 25. I don't know how to say no without losing them. They're 30% of our revenue.`, 'PP', 'M', 1),
  post(RD, `How do agencies track hours against retainers without annoying the team?`, `Timers get forgotten, weekly timesheets are fiction. What's worked for you, process-wise?`, 'QU', 'M', 1), // hard: "how do" without a tool
  post(RD, `what time tracking app do agencies actually like? team of 9`, `needs retainers per client and a warning at 80% used. we start a new client in 2 weeks and I want this sorted first`, 'RR', 'H', 1),
  post(RD, `Clientdesk portal went down the day before our biggest pitch`, `All our proposal files live there. 9 hours of downtime, status page said "operational" the whole time. Not renewing.`, 'CO', 'H', 1),
  post(RD, `Clientdesk: let us brand the login page`, `Clients see your logo when they log in to OUR portal. For an agency tool that's kind of the whole point. Please add custom branding.`, 'FR', 'M', 1),
  post(YT, `How I Run a 7-Figure Agency With 6 People`, `Systems, hiring, pricing. My agency course link is in the description.`, 'DI', 'L', 0),
  ...thread(YT, `How I Run a 7-Figure Agency With 6 People`,
    [`the project board at 11:20, is that a template I can buy? I'd pay for it right now`, 'BI', 'H', 1],
    [`"7 figure" and it's a course ad. classic`, 'DI', 'L', 0],
    [`how do you handle clients who pay 60 days late? we're a 3 person agency and one late client almost sank us`, 'QU', 'M', 1],
  ),
  // SEO, social, ads
  post(RD, `Why did my traffic drop 60% overnight?`, `No manual action in search console, no site changes, rankings for my top pages just vanished. Small recipe blog, it's my only income. What do I even check first??`, 'QU', 'H', 1), // hard: frustrated troubleshooting
  post(RD, `Rankwatch keeps showing positions that are totally wrong`, `It says I'm #3 for my main keyword. I'm on page 4 in every incognito search from 3 locations. Paying $99/mo for fiction.`, 'CO', 'M', 1),
  post(RD, `Rankwatch please add local rank tracking by zip code`, `I do SEO for dentists. City-level isn't granular enough, results change every few miles.`, 'FR', 'M', 1),
  post(RD, `Any good alternatives to the big SEO suites for a solo site owner?`, `I have 2 sites, I don't need 40 tools, just keywords and rank tracking. Under $30.`, 'RR', 'H', 1),
  ...thread(RD, `Any good alternatives to the big SEO suites for a solo site owner?`,
    [`Free search console data + a spreadsheet gets you 80% there. Have you exported your queries yet?`, 'DI', 'L', 0], // hard: answer with "?"
    [`Kwik Rank is $19, I use it for 3 sites. Does what it says.`, 'DI', 'L', 0],
  ),
  post(RD, `Posting to 6 social platforms every day is eating my mornings`, `Small brand, just me. Resize image, rewrite caption, post, repeat x6. 2 hours before I do real work.`, 'PP', 'M', 1),
  post(RD, `Postbuddy scheduled posts went out at 3am in the wrong timezone`, `After daylight saving changed, every scheduled post shifted. Launch announcement went out at 3am. Support said to "re-save each post". There were 80 posts.`, 'CO', 'M', 1),
  post(RD, `Postbuddy wish: first comment scheduling on LinkedIn`, `Would be great if it could schedule the first comment with the link, like it already does for Instagram.`, 'FR', 'L', 1),
  post(RD, `facebook ads: why is my CPM $45 all of a sudden?`, `same audience, same creative, yesterday $12. did something change or am I being punished`, 'QU', 'M', 1),
  post(RD, `The algorithm is just vibes at this point`, `Posted the same video twice, one got 200 views, the other got 90k. There is no strategy. Just chaos.`, 'DI', 'L', 0),
  post(YT, `I Posted Every Day for 100 Days: Here's What Happened`, `Growth, burnout, and the numbers.`, 'DI', 'L', 0),
  ...thread(YT, `I Posted Every Day for 100 Days: Here's What Happened`,
    [`what do you use to schedule everything? I can't keep doing this manually, need a tool today`, 'RR', 'H', 1],
    [`day 37 of me doing this after watching your video, still 40 views 😭`, 'DI', 'L', 0],
    [`ok but how did you not burn out? genuine question`, 'QU', 'L', 0],
  ),
  // sales outreach and lead gen
  post(RD, `Cold email deliverability fell off a cliff`, `Same domain for 2 years, open rates went from 45% to 8% in a month. Warmed inboxes, SPF DKIM DMARC all pass. I have a pipeline target for Q4 and I'm panicking.`, 'PP', 'H', 1),
  post(RD, `what's the best tool for finding decision makers' emails at small companies?`, `B2B, selling to 10-50 person companies. Budget $100/mo. Need to start outreach next week.`, 'RR', 'H', 1),
  ...thread(RD, `what's the best tool for finding decision makers' emails at small companies?`,
    [`For companies that small, the owner's email is usually firstname@. Guess and verify with a free checker. Saves $100.`, 'DI', 'L', 0],
    [`Leadium's data is 2 years stale, 30% bounced for me. Don't bother.`, 'CO', 'M', 1],
  ),
  post(RD, `Outreachly sequence sent the same email 4 times to our biggest prospect`, `Bug in their "smart resend". Prospect replied "please stop" and CC'd their CEO. I want to die. We're cancelling today.`, 'CO', 'H', 1),
  post(RD, `Looking for a LinkedIn outreach tool that won't get my account banned`, `Got restricted twice using the popular automation extensions. Want something safe, even if slower.`, 'RR', 'H', 1), // hard: statement recommendation request
  post(HN, `Ask HN: How do you find your first 10 B2B customers?`, `Technical founder, built something for accountants, have zero network in accounting. Cold email feels spammy. What worked for you?`, 'QU', 'M', 1), // hard: "what worked for you" asks for advice, not a tool
  ...thread(HN, `Ask HN: How do you find your first 10 B2B customers?`,
    [`Go to their conferences and sit at the lunch table. Accountants are lovely once you're not a cold email.`, 'DI', 'L', 0],
    [`We found ours by answering questions in their forums for 3 months before ever mentioning the product. Slow, but they trusted us.`, 'DI', 'L', 0],
    [`What does it do? I'm an accountant and I'm always looking for things that cut close-of-month time. Happy to be customer #1 if it's good.`, 'BI', 'M', 1], // hard: buying intent in a reply
  ),
  post(RD, `Every RFP response takes our team a full week`, `Public sector bids, 80 page questionnaires, and 70% of the answers are the same as last time. We copy from old Word files and still miss things. Two bids due the same friday.`, 'PP', 'H', 1),
  // newsletters
  post(RD, `Newsletter platform keeps sending my issues to spam for gmail users`, `Letterbox, 8k subscribers. Since last month, 40% of gmail users find it in spam. Letterbox says it's my content. I write about gardening.`, 'CO', 'M', 1),
  post(RD, `Letterbox, please add paid tiers in euros`, `Half my readers are in Europe and they get charged in dollars with conversion fees. They complain to me, not you.`, 'FR', 'M', 1),
  post(RD, `Moving a 12k subscriber newsletter, where should I go?`, `Need paid subs, custom domain, decent deliverability. Migrating this month, I'm done with the current one.`, 'BI', 'H', 1),
  post(HN, `Show HN: A newsletter tool that sends plain text emails with no tracking`, `No pixels, no link rewriting. Pay per send.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: A newsletter tool that sends plain text emails with no tracking`,
    [`This is exactly what I wanted for my 2k-person dev newsletter. Signing up now. Any import from CSV?`, 'BI', 'H', 1], // hard: buying intent in a reply with a question
    [`Without open tracking how do you know anyone reads it? Replies?`, 'QU', 'L', 0],
    [`Love it. Would be great if it could do markdown with code blocks rendered nicely in plain text clients.`, 'FR', 'L', 1],
  ),
  post(RD, `What's a normal open rate for a hobby newsletter these days?`, `Mine is 52% and people say that's high? No idea if that's good.`, 'QU', 'L', 0),
  // branding and design
  post(RD, `Client hated the logo after approving 3 rounds`, `They signed off, we delivered files, now the co-founder wants to "start fresh". No kill fee in the contract. Lesson learned.`, 'DI', 'L', 0),
  post(RD, `I'd pay good money for a brand asset manager that isn't $500/mo`, `Logos, fonts, colors, templates, per client, shareable link. Agency of 4. Anyone?`, 'BI', 'H', 1),
  post(YT, `Brand Identity Design Process (real client project)`, `From discovery to final guidelines.`, 'DI', 'L', 0),
  ...thread(YT, `Brand Identity Design Process (real client project)`,
    [`how do you present logos to clients so they don't pick the worst one? mine always do 😩`, 'QU', 'M', 1],
    [`The guidelines PDF was gorgeous. Do you sell the template?`, 'BI', 'M', 1],
    [`Designers overcomplicating it as usual, a logo is a logo`, 'DI', 'L', 0],
  ),
  post(RD, `I dread Mondays because of client status emails`, `11 clients, each wants a Monday update. We track the work in Boardly and it's all there, but turning it into 11 polite emails takes my whole morning.`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `Boardly's new pricing charges for guest clients`, `We invite clients to view their board. Now every guest counts as a seat. Our bill went from $60 to $340. Leaving at the end of the month.`, 'CO', 'H', 1), // hard: complaint aimed at the product
  comment(YT, `How I Run a 7-Figure Agency With 6 People`, `how do you all handle a client who ghosts for 3 weeks and then wants everything by friday? not asking about tools, just how you set boundaries`, 'QU', 'M', 1), // hard: "how do you all handle" without a tool
  comment(HN, `Ask HN: How do you find your first 10 B2B customers?`, `Any recommended books on B2B sales for engineers? I keep hearing the same two titles.`, 'RR', 'M', 1),
];
