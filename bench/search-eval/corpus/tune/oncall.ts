import { hn, reddit, topic, youtube, type EvalTopic } from '../types';

export const ONCALL: EvalTopic = topic(
  'oncall',
  'tune',
  'pain_points',
  ['on-call alert fatigue at small startups', 'pager alerts that are noise at 3am', 'no runbooks when an incident hits'],
  [
    reddit(
      'devops',
      "Woke up 4 times last night for a disk at 81%. I'm done.",
      "We're 6 engineers, I'm on call every other week. Half our alerts are 'CPU above 70%' on a box that has sat at 72% for a year. My partner sleeps in the guest room during my on-call weeks now.",
      [3, 'PP', 'M'],
      [
        [
          'raise the thresholds and alert on symptoms (errors, latency), not causes. disk at 81% is a ticket, not a page',
          [1, 'DI', 'L'],
          [
            [
              "I know, I KNOW. nobody has time to go through 140 alert rules, that's the whole problem. we ship features or we fix alerts, never both",
              [3, 'PP', 'M'],
            ],
          ],
        ],
        ["every other week on call is brutal, that's a staffing problem before it's an alerting problem", [2, 'DI', 'L']],
        ['guest room lmao. my dog now barks at my phone ringtone', [1, 'DI', 'L']],
      ],
    ),
    reddit(
      'sre',
      'Any tool that groups/dedupes alerts without enterprise pricing?',
      "Seed stage, 9 people. We page through OpsBell and one flapping check sends 12 pages. Grouping is only on the $40/user 'Business' tier. Anything that sits in front of it and just kills the noise? Need it before our launch on the 15th.",
      [3, 'RR', 'H'],
      [
        [
          "your metrics stack's alert router can group and inhibit for free, it just costs you an afternoon of yaml",
          [2, 'DI', 'L'],
        ],
        ["we'd pay for this too tbh. $40 a head for dedupe is robbery when you're 9 people", [3, 'BI', 'H']],
        ["just turn off alerts, can't get paged if nothing pages 😎", [1, 'DI', 'L']],
      ],
    ),
    reddit(
      'ExperiencedDevs',
      'Outage last night and there was no runbook. Nobody knew how to fail over the DB.',
      'The one person who set it up left in March. Took us 2h40m to restore while I read a two-year-old Slack thread at 3am. How do small teams keep runbooks current without a dedicated SRE?',
      [3, 'QU', 'M'],
      [
        ['Write the runbook during the postmortem, while it still hurts. Link it from the alert itself.', [2, 'DI', 'L']],
        ['ours are in the wiki. nobody can find them mid-incident, the search is useless', [3, 'CO', 'M']],
        ['This is why I push for game days. Break it on a Tuesday afternoon, not a Saturday at 3am.', [1, 'DI', 'L']],
      ],
    ),
    reddit(
      'startups',
      "What's the most soul-crushing part of your job that nobody talks about?",
      '',
      [0, 'DI', 'L'],
      [
        [
          "Being the only backend dev means I'm on call 24/7/365. Haven't been to a movie without my laptop in 2 years, and half the pages are nothing.",
          [3, 'PP', 'M'],
        ],
        ['Investor updates. Writing monthly fiction.', [0, 'DI', 'L']],
        ['Pretending to be excited on all-hands calls.', [0, 'DI', 'L']],
        ['sales calls where the prospect just wants free consulting', [0, 'CO', 'L']],
      ],
    ),
    reddit(
      'sysadmin',
      "Anyone know a paging app that doesn't wake me up for warnings?",
      'Small shop, 3 of us. Every warning pages at full volume. Want criticals only overnight.',
      [0, 'RR', 'H'],
      [
        ['whoever posted this: route warnings to a channel, page on criticals only. changed my life', [1, 'DI', 'L']],
        ["I'd like an answer too, our pager goes off for literally every 'warning' at 3am", [3, 'PP', 'M']],
      ],
      { deleted: true },
    ),
    reddit('devops', "Rant: on-call is killing me and management doesn't care", '', [0, 'PP', 'M'], [], { removed: true }),
    reddit(
      'cscareerquestions',
      'Is it normal to be paged 20+ times a week as a junior at a startup?',
      '1 year in, 12 person startup. No runbooks, I get paged and then I Slack the CTO and wait. Is this normal or should I leave?',
      [3, 'QU', 'M'],
      [
        ['Not normal. 20 pages a week means the alerts are broken, not you.', [2, 'DI', 'L']],
        ["leave. startups that treat on-call like this don't get better", [1, 'DI', 'L']],
      ],
    ),
    reddit(
      'nursing',
      'On-call shifts are killing me, called in 3 times this weekend',
      'OR nurse, on call Friday to Sunday. Called in at 2am, 5am and 11pm. The pager went off while I was in the shower. Is this normal for OR?',
      [0, 'PP', 'M'],
      [
        ['OR call is brutal everywhere. Look at outpatient surgery centers, no call', [0, 'DI', 'L']],
        ['get your union rep involved if they go over the contract hours', [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'Residency',
      'Alarm fatigue in the ICU is real, half our monitor alerts are artifact',
      'Every bed beeps, nobody looks up anymore. How does your unit deal with it?',
      [0, 'DI', 'L'],
      [
        ['We set alarm limits per patient instead of unit defaults, cut alerts by about a third', [0, 'DI', 'L']],
        ['The SpO2 probe falling off at 3am is my personal nemesis', [0, 'CO', 'L']],
      ],
    ),
    reddit(
      'nostalgia',
      'Who else had a pager in the 90s? What was your code?',
      'Mine was clipped to my jeans like it made me important.',
      [0, 'DI', 'L'],
      [
        ['143 = I love you. 911 = call me NOW', [0, 'DI', 'L']],
        ['my dad wore his on his belt like a badge of honor', [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'neighbors',
      'Upstairs neighbor makes noise at 3am every single night',
      'Dragging furniture, stomping, music. I start work at 7. What can I actually do?',
      [0, 'QU', 'M'],
      [
        ['check your lease for quiet hours, then document everything with dates', [0, 'DI', 'L']],
        ['earplugs and a fan, sadly. took mine 6 months to move out', [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'AskHR',
      'Incident report written about me at work, do I have to sign it?',
      'Manager wants my signature by end of day. I disagree with half of it.',
      [0, 'QU', 'H'],
      [["you can sign it as 'received, not agreed' and attach your own statement", [0, 'DI', 'L']]],
    ),
    reddit(
      'BuyItForLife',
      "Will pay whatever for a white noise machine that doesn't loop every 30 seconds",
      'Light sleeper. Every looping track wakes me at 3am when I notice the seam. Price is not an issue anymore.',
      [0, 'BI', 'H'],
      [['the ones with a real fan inside never loop, the speaker ones all do', [0, 'DI', 'L']]],
    ),
    reddit(
      'devops',
      "What's your on-call setup at a tiny company? (<15 engineers)",
      'Trying to design ours before we burn out the two people who currently get every page.',
      [2, 'QU', 'M'],
      [
        ["Two people, week on week off. It's hell but we're fixing alerts one by one.", [2, 'PP', 'M']],
        [
          "Rotation of 4, primary/secondary. Every page gets a ticket, and any page that wasn't actionable gets deleted or downgraded that week.",
          [1, 'DI', 'L'],
        ],
        ["We pay a $150/week on-call stipend. Doesn't make 3am pages less awful but it helps.", [1, 'DI', 'L']],
        [
          "We got 300 alerts last month. 11 mattered. I'm actively looking for something that scores alerts by whether anyone ever acted on them, budget is fine.",
          [3, 'BI', 'H'],
        ],
        ['We switched from Sirenly to OpsBell in Q1. Better escalation rules, same noise, just louder', [2, 'CO', 'M']],
        ["follow the sun lol, we're 8 people in one timezone", [1, 'DI', 'L']],
        ["lol at 'tiny company', we're 4 and I'm 3 of them", [0, 'DI', 'L']],
        ["Runbook link in every alert or the alert doesn't ship. Only rule we have and it works.", [2, 'DI', 'L']],
        [
          "Honestly the worst part isn't the pages, it's getting paged for a service someone else wrote and having NO idea what it even does. No docs, no runbook, just vibes",
          [3, 'PP', 'M'],
        ],
        [
          "Anyone tried SleepyOps? their site says 'AI alert triage' which makes me nervous",
          [2, 'QU', 'M'],
          [['tried it, the triage is keyword rules in a trench coat. dropped it after a week', [2, 'CO', 'M']]],
        ],
        ["nice try HR, I'm not telling you how I feel about on-call", [0, 'DI', 'L']],
      ],
    ),
    reddit(
      'sre',
      'Alert fatigue at an early stage startup: how did you get founders to care?',
      'They see uptime, not the pages behind it.',
      [2, 'QU', 'L'],
      [
        ['Put the weekly page count next to revenue in the metrics deck. Founders care about numbers.', [1, 'DI', 'L']],
        ['Show them the 3am page log. ours did a 180 after one all-nighter together.', [2, 'DI', 'L']],
      ],
      { daysAgo: 520 },
    ),
    reddit(
      'devops',
      "PSA: if your alert has no runbook link, it's not an alert, it's an anxiety generator",
      "Paged at 3:12am: 'queue_depth_high'. Which queue? What's high? What am I supposed to do? No link, no owner, no dashboard. I spent 40 minutes finding out it was a batch job doing exactly what it always does.",
      [3, 'CO', 'M'],
      [
        ['queue_depth_high with no labels should be a fireable offense', [1, 'DI', 'L']],
        [
          'I want our paging tool to refuse to create an alert without a runbook link. Why is that not a checkbox in OpsBell?',
          [3, 'FR', 'M'],
        ],
      ],
      { crosspostTo: 'sre' },
    ),
    reddit(
      'smallbusiness',
      'Small startups: do you really need a business bank account from day one?',
      'Two founders, no revenue yet.',
      [0, 'QU', 'M'],
      [['yes. keep it separate from day one, taxes are hell otherwise', [0, 'DI', 'L']]],
    ),
    reddit(
      'DMAcademy',
      'Random incident tables for city adventures?',
      'My players wander the city and I run out of ideas. Looking for a good table.',
      [0, 'RR', 'M'],
      [['I roll a d20 every in-game hour and keep 20 small incidents ready', [0, 'DI', 'L']]],
    ),
    youtube(
      'Ops Tales',
      'On-call at a startup: my worst 3am page',
      'A storage alert, no runbook, and a very long night. What I changed afterwards.',
      [2, 'DI', 'L'],
      [
        ["the part where you open the runbook and it just says 'TODO' 😭 that's literally us", [3, 'PP', 'M']],
        ["we're 5 engineers and I get paged for a staging server. STAGING.", [3, 'CO', 'M']],
        ['what mic are you using? audio is great', [0, 'QU', 'L']],
        ['is there a tool that drafts a runbook from past incidents? would buy immediately, we have zero', [3, 'BI', 'H']],
      ],
    ),
    youtube(
      'Cloud Coffee',
      "Designing alerts that don't wake you up for nothing",
      'Symptoms over causes, severity levels, and why every page needs an owner and a runbook.',
      [2, 'DI', 'L'],
      [],
      { commentsDisabled: true },
    ),
    youtube(
      'Retro Tech Garage',
      'Reviving a 1996 pager: can it still receive messages?',
      'Batteries, a test transmitter and a lot of nostalgia.',
      [0, 'DI', 'L'],
      [
        ['I still remember that beep. Pure anxiety.', [0, 'DI', 'L']],
        ['hospitals still use these, wild', [0, 'DI', 'L']],
      ],
    ),
    youtube(
      'Nurse Bea',
      'A day in my life: 24 hours on call as a rural nurse',
      'Coffee, a long drive and a very quiet pager. Until it was not.',
      [0, 'DI', 'L'],
      [
        ['how do you sleep when you might get called any minute?', [0, 'QU', 'L']],
        ['my mom did this job for 20 years, respect', [0, 'DI', 'L']],
      ],
    ),
    youtube(
      'Startup Sunday',
      'Things I wish I knew before founding a startup',
      'Money, hiring, and the stuff nobody warns you about.',
      [0, 'DI', 'L'],
      [
        [
          "Wish I'd known I'd become the on-call engineer for everything. 18 months, no rotation, no runbooks. Burned out twice.",
          [3, 'PP', 'M'],
          [
            [
              'same. what do people use for on-call with like 3 engineers? everything I find is priced for 200 person orgs',
              [3, 'RR', 'H'],
            ],
          ],
        ],
        ['great list, #3 hit hard', [0, 'DI', 'L']],
      ],
    ),
    hn(
      'ask_hn',
      'Ask HN: How do you handle on-call with only 4 engineers?',
      'Post-seed. Every alert pages everyone. A rotation feels silly with 4 people, but being woken for flapping health checks is wrecking us.',
      [3, 'QU', 'M'],
      [
        ['Page only on user-visible symptoms. Everything else goes to a queue you read during business hours.', [2, 'DI', 'L']],
        [
          "We did 1-week rotations with 4. Fine if pages are rare. If they're not, fix that first; no rotation survives 10 pages a night.",
          [2, 'DI', 'L'],
        ],
        ['Unpopular opinion: at 4 engineers, the founders take nights.', [1, 'DI', 'L']],
      ],
    ),
    hn(
      'show_hn',
      'Show HN: Runbook.md – runbooks that live next to your alert rules',
      'Each alert rule points at a markdown file in the same repo; CI fails if an alert has no runbook. Built it after a night of guessing.',
      [2, 'DI', 'L'],
      [
        ['This is what we need. Our runbooks are in three places and none of them is where I look at 3am.', [3, 'PP', 'M']],
        ['How is this different from a wiki page and a link in the alert annotation?', [1, 'QU', 'L']],
      ],
    ),
    hn(
      'story',
      'The last paging network in the country shuts down next month',
      '',
      [0, 'DI', 'L'],
      [['Hospitals will be the ones scrambling; many still rely on one-way pagers.', [0, 'DI', 'L']]],
    ),
    hn(
      'ask_hn',
      'Ask HN: Is alert fatigue just the cost of doing business at a startup?',
      'Every startup I have worked at had a noisy pager. Is it fixable at 5-10 engineers, or do you just wait until you can hire SREs?',
      [2, 'DI', 'L'],
      [],
      { daysAgo: 800 },
    ),
  ],
);
