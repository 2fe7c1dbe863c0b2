/** Data work: spreadsheets, pipelines, dashboards, machine learning and APIs. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const DATA: readonly TrainingExample[] = [
  // spreadsheets and small-business data
  post(RD, `Our whole company runs on one 40MB spreadsheet and it crashes daily`, `Orders, stock, pricing, commissions, all in one file with 30 tabs and formulas nobody understands. The guy who built it left. Every crash costs us a morning.`, 'PP', 'H', 1),
  post(RD, `What's the next step up from spreadsheets for a 20 person business?`, `Not a developer. Need something with forms and relations that the office staff can use. Looking for suggestions, we'll decide next quarter.`, 'RR', 'M', 1),
  ...thread(RD, `What's the next step up from spreadsheets for a 20 person business?`,
    [`A no-code database. We moved orders to Tablebase in a week. Staff liked it more than I expected. What's the biggest tab, orders?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`Tablebase limits rows on the mid plan and we hit it in 5 months. The upgrade is 4x. Plan for that.`, 'CO', 'L', 1],
    [`honestly a proper inventory/ordering app would serve you better than a general tool`, 'DI', 'L', 0],
  ),
  post(RD, `VLOOKUP returns #N/A even though the value is RIGHT THERE`, `I can see it. I copied it. Same column. Still #N/A. I've been at this for an hour and I want to cry.`, 'QU', 'M', 1), // hard: frustrated troubleshooting
  ...thread(RD, `VLOOKUP returns #N/A even though the value is RIGHT THERE`,
    [`Trailing spaces or numbers stored as text. Wrap both sides in TRIM and VALUE and see if it matches. Did you paste from a website?`, 'DI', 'L', 0], // hard: answer with "?"
    [`this happens to me weekly, thanks for asking so I didn't have to`, 'DI', 'L', 0],
  ),
  post(RD, `Sheetsync stopped importing our bank CSVs after their update`, `Date format changed on their side, now every row errors. 3 weeks of transactions missing from our books. Support says "working on it".`, 'CO', 'M', 1),
  post(RD, `please Sheetsync let me map columns once and save it`, `Every import I re-map the same 12 columns. Save the mapping per source, please.`, 'FR', 'M', 1),
  // pipelines and warehouses
  post(HN, `Ask HN: What's your ELT stack at a 50-person company?`, `We have 12 sources, a warehouse, and a lot of hand-rolled Python that one person understands. Looking to standardize this year. Budget exists.`, 'RR', 'M', 1),
  ...thread(HN, `Ask HN: What's your ELT stack at a 50-person company?`,
    [`Managed connectors for the common sources, dbt-style SQL models in git, one orchestrator. Boring works.`, 'DI', 'L', 0],
    [`Be careful with per-row connector pricing. Our bill jumped when a source started sending updates for every row daily.`, 'DI', 'L', 0],
    [`We're in the same spot and ready to buy. Anyone know a vendor with flat pricing for ~20 sources?`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Pipeline silently wrote nulls for a week and nobody noticed`, `Upstream API changed a field name. Our job kept "succeeding". The CEO's revenue dashboard was wrong for 7 days and he found it, not us.`, 'PP', 'H', 1),
  post(RD, `looking for a data quality tool that catches schema changes and empty columns`, `Warehouse, ~400 tables. Don't want to write 2000 tests by hand. Something that learns normal and tells me when it's weird.`, 'RR', 'H', 1), // hard: statement recommendation request
  post(RD, `Flowmatic charges us for retries of failed syncs`, `A source was down for 2 days, Flowmatic kept retrying and billed every attempt as rows synced. $2,300 for nothing. They call it "expected behavior".`, 'CO', 'M', 1),
  post(RD, `why can't Flowmatic sync only the columns I pick?`, `I need 6 columns from a 200 column table and I pay for all 200. Let me choose the columns.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(HN, `Why do data warehouses bill by bytes scanned instead of compute time?`, `Curious about the economics, not complaining.`, 'QU', 'L', 0),
  post(HN, `Show HN: A tiny SQL linter that catches accidental cross joins`, `Parses your queries and warns when a join has no condition. Saved us from a $3k query last month.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: A tiny SQL linter that catches accidental cross joins`,
    [`Would love a pre-commit hook version of this.`, 'FR', 'L', 1],
    [`A join without a condition being legal SQL is one of those decisions I'll never forgive.`, 'DI', 'L', 0],
  ),
  // dashboards and BI
  post(RD, `Every exec wants a different number for "active users"`, `Sales says 4,000, product says 2,600, finance says 3,100. All from the same database. I'm the analyst in the middle and every meeting is a fight about definitions.`, 'PP', 'M', 1),
  post(RD, `Dashly dashboards take 90 seconds to load`, `After their move to the new engine. Same queries, same warehouse. Execs stopped opening them. We pay $24k a year. Evaluating others now.`, 'CO', 'H', 1),
  post(RD, `Dashly: schedule a dashboard as an image in email, please`, `Our execs won't log in. They'll read an image in email. PDF attachment doesn't render on phones.`, 'FR', 'M', 1),
  post(RD, `cheap BI tool for a startup with a Postgres DB? need something by monday`, `Investor update needs charts. Free or under $50. Self-host is fine.`, 'RR', 'H', 1),
  post(YT, `SQL Window Functions in 20 Minutes`, `ROW_NUMBER, LAG, running totals, with real examples.`, 'DI', 'L', 0),
  ...thread(YT, `SQL Window Functions in 20 Minutes`,
    [`finally clicked for me at the running total example, thank you`, 'DI', 'L', 0],
    [`how would you do a running total that resets every month? my query resets every row and I have a report due tomorrow`, 'QU', 'H', 1],
    [`Please do a video on recursive CTEs next, nobody explains them well`, 'FR', 'L', 1],
    [`what font is this`, 'QU', 'L', 0],
  ),
  // machine learning and AI products
  post(HN, `Ask HN: How are you evaluating LLM features in production?`, `We ship a summarization feature. Users complain sometimes. We have no idea if changes make it better or worse. Vibes-based QA.`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: How are you evaluating LLM features in production?`,
    [`A fixed set of 200 real inputs with rubric grades, rerun on every prompt change. Not perfect, but it catches regressions.`, 'DI', 'L', 0],
    [`We log thumbs up/down and sample 50 outputs a week for human review. Cheap and it found most of our problems.`, 'DI', 'L', 0],
    [`Is there a tool that does the rubric grading and tracks it over versions? I'd rather buy than build this.`, 'RR', 'H', 1],
  ),
  post(RD, `Our LLM API bill tripled and I can't tell which feature is responsible`, `All calls go through one key. Finance wants a breakdown per feature and per customer by end of month.`, 'PP', 'H', 1),
  post(RD, `Promptly (the prompt management tool) lost our version history`, `Rolled back a prompt and every version since march is gone. We can't reproduce what shipped. Their status page shows nothing.`, 'CO', 'M', 1),
  post(RD, `Labeling 10k images for a side project, any cheap labeling tools?`, `Bounding boxes, me and 2 friends. Free or cheap, self host ok.`, 'RR', 'M', 1),
  post(HN, `New open-weights model beats last year's frontier on coding benchmarks`, ``, 'DI', 'L', 0),
  ...thread(HN, `New open-weights model beats last year's frontier on coding benchmarks`,
    [`Benchmarks are saturated. I'll believe it when it fixes a bug in my 10-year-old codebase.`, 'DI', 'L', 0],
    [`What hardware do you need to run this at decent speed? Curious if a single consumer GPU is enough.`, 'QU', 'L', 0],
    [`The license forbids commercial use over some user count, read it before you build on it.`, 'DI', 'L', 0],
  ),
  post(RD, `My model works in the notebook and fails in production`, `Same code, same data (I think). Accuracy drops from 91% to 60% when deployed. Been debugging for 3 days, manager is asking daily. What are the usual suspects??`, 'QU', 'H', 1), // hard: frustrated troubleshooting
  // APIs and integrations
  post(HN, `Ask HN: Is there a service that turns messy PDFs into structured data reliably?`, `Supplier price lists, 300 a month, every layout different. Tried three OCR tools, all mangle tables. Paying for a good one is fine.`, 'BI', 'H', 1),
  ...thread(HN, `Ask HN: Is there a service that turns messy PDFs into structured data reliably?`,
    [`Tables are the hard part. Do you get the same suppliers each month? Per-supplier templates beat any general model.`, 'DI', 'L', 0], // hard: answer with "?"
    [`We built this internally for supplier catalogs. Took 6 months to hit 95%. Buy, don't build.`, 'DI', 'L', 0],
  ),
  post(RD, `Third-party API rate limits are killing our sync`, `Partner API allows 60 requests a minute, we have 30k records to sync nightly. Jobs run until lunch. Customers see stale data all morning.`, 'PP', 'M', 1),
  post(RD, `Hookrelay dropped webhooks for 6 hours and didn't retry`, `They say delivery is "at least once". We got zero for 6 hours, no retries, no dead letter queue. Orders were missed. We're moving off.`, 'CO', 'H', 1),
  post(RD, `Hookrelay, can you add replay of a single failed webhook from the dashboard?`, `Right now it's replay all or nothing. I want to resend one.`, 'FR', 'M', 1),
  post(RD, `How do you test integrations with APIs that have no sandbox?`, `Payment partner has no test mode. Every test is a real $1 charge we refund. There must be a better way.`, 'QU', 'M', 1),
  post(YT, `Build a REST API in 10 Minutes`, `From zero to deployed, beginner friendly.`, 'DI', 'L', 0),
  ...thread(YT, `Build a REST API in 10 Minutes`,
    [`I get CORS error on every request from my frontend and I've tried every header combo from this video and the comments, what am I doing wrong 😤`, 'QU', 'M', 1], // hard: frustrated troubleshooting
    [`10 minutes if you don't count the 3 hours of setup lol`, 'DI', 'L', 0],
    [`Please add a part 2 with authentication, that's where I always get stuck`, 'FR', 'L', 1],
  ),
  post(RD, `Fun fact: the first spreadsheet program was written in 1979`, `Saw this at a computing museum. Apparently accountants bought computers just to run it.`, 'DI', 'L', 0),
  post(RD, `Would pay for a tool that documents our database automatically`, `400 tables, zero descriptions. New analysts spend weeks asking "what's this column". Take my money.`, 'BI', 'H', 1),
  ...thread(RD, `Would pay for a tool that documents our database automatically`,
    [`+1, we'd buy this tomorrow`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`Docs rot because nobody owns them, a tool won't fix ownership. Assign an owner per schema.`, 'DI', 'L', 0],
  ),
  post(RD, `I'm the only person who knows how our reports are built`, `Everything's in Dashly and it works, but if I'm sick on the 1st nobody can run month end. I haven't taken a real vacation in 2 years.`, 'PP', 'M', 1), // hard: own pain, product in passing
  comment(HN, `Ask HN: What's your ELT stack at a 50-person company?`, `We're looking for an orchestrator a 2-person data team can run without babysitting. Open source or hosted, either is fine.`, 'RR', 'H', 1), // hard: statement recommendation request
];
