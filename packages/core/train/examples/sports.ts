/** Amateur sports: adult rec leagues and their fields and fees, coaching kids' teams, golf, running clubs and race timing, and referees and assignors. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const SPORTS: readonly TrainingExample[] = [
  // adult rec leagues
  post(RD, `Running a 24 team rec softball league out of a spreadsheet`, `Schedule, field slots, rainouts, standings. Every rainout means I rebuild 3 weeks of schedule by hand and text 24 captains. I volunteer for this. I'm so tired.`, 'PP', 'M', 1),
  ...thread(RD, `Running a 24 team rec softball league out of a spreadsheet`,
    [`Leaguely does schedules with rainout rescheduling, captains get the update automatically.`, 'DI', 'L', 0], // hard: reply naming a tool
    [`Leaguely's rescheduling ignores field blackout dates. It put 2 of our games on a field booked for a tournament, redid it by hand anyway`, 'CO', 'M', 1], // hard: complaint in a reply
    [`same with our volleyball league and the season starts in 10 days with 4 new teams. if something does round robin + field slots, point me to it, I'll pay`, 'RR', 'H', 1], // hard: recommendation request in a reply
  ),
  post(RD, `Duesly charges players a 6% "convenience fee" and they blame ME`, `Moved to Duesly so people could pay by card. Now I get angry messages about the fee every day. Moving the league to something else before the fall season.`, 'CO', 'H', 1),
  post(RD, `Lost our fields for the whole fall season with 3 weeks notice`, `City gave our 2 fields to a school program. 10 adult soccer teams and nowhere to play. I'm calling every church, school and business park in town. Anyone ever find a field on short notice?`, 'PP', 'H', 1),
  ...thread(RD, `Lost our fields for the whole fall season with 3 weeks notice`,
    [`ugh, happened to our ultimate league 2 years ago. we never really recovered, lost half the teams that season`, 'PP', 'L', 1], // hard: old story with own pain
  ),
  post(RD, `How do other leagues handle forfeits?`, `Team no-showed their game for the 3rd time. Do you refund their fees? Kick them out? Trying to write a rule before next season.`, 'QU', 'M', 1),
  post(YT, `Beer League Hockey: Best Moments of 2024`, `Rec hockey at its finest. Send in your clips for next year's edition!`, 'DI', 'L', 0),
  ...thread(YT, `Beer League Hockey: Best Moments of 2024`,
    [`I ref beer league and this is why I'm thinking of quitting. $35 a game to get yelled at by accountants`, 'PP', 'M', 1], // hard: youtube comment with own pain
    [`what app shows the penalty stats in the corner? our league still posts standings as a photo of a whiteboard`, 'RR', 'M', 1],
  ),
  post(RD, `We won the city rec championship at 41 years old`, `Adult soccer team, together 9 years, never won a thing. Beer was had. Not asking anything.`, 'DI', 'L', 0),
  // coaching kids' teams
  post(RD, `First time coaching my daughter's U8 soccer team and I'm panicking a little`, `Volunteered because nobody else did. 12 kids, 1 hour twice a week, first practice is saturday. I have never coached anything in my life.`, 'PP', 'H', 1),
  ...thread(RD, `First time coaching my daughter's U8 soccer team and I'm panicking a little`,
    [`At U8 it's all games. One ball per kid, no lines. If kids are standing in a line, you've lost them.`, 'DI', 'L', 0],
    [`Drillboard has age-specific practice plans, pick one and run it.`, 'DI', 'L', 0],
    [`Drillboard's U8 plans need 20 cones and 6 pinnies for 12 kids. who has that on a volunteer budget`, 'CO', 'L', 1],
    [`same spot with U10 basketball, season starts in 2 weeks. I'd pay for a simple weekly plan that tells me exactly what to do each practice`, 'BI', 'H', 1], // hard: buying intent in a reply
  ),
  post(RD, `Parents screaming at 9 year olds from the sideline`, `Not at the ref, at their own kids. "SHOOT!" "WHAT ARE YOU DOING". Two kids cried after the last game. I'm a volunteer coach, how do I handle this without starting a war?`, 'QU', 'M', 1),
  ...thread(RD, `Parents screaming at 9 year olds from the sideline`,
    [`Short parent meeting before the next game. Set a "cheer only" rule and have one parent be the one who enforces it.`, 'DI', 'L', 0],
  ),
  post(RD, `Playing time rotations are eating my weekends`, `League rule: every kid plays at least half the game. 15 kids, 4 quarters, positions. I spend 2 hours before every game on rotations and a parent still complains.`, 'PP', 'M', 1),
  ...thread(RD, `Playing time rotations are eating my weekends`,
    [`there are apps for this now. Subsheet builds rotations with equal time, saved me so much stress`, 'DI', 'L', 0],
    [`Subsheet please let me lock a kid to goalie for one quarter only. right now it's the whole game or nothing`, 'FR', 'M', 1],
    [`Subsheet crashed mid-game on my old phone once and I lost the whole rotation. paper for the rest of the game. paper doesn't crash`, 'CO', 'L', 1],
  ),
  post(RD, `Where do I find cheap used catcher's gear for 10 year olds?`, `Team needs 2 sets by next week and the league's equipment budget is basically zero.`, 'RR', 'H', 1),
  post(RD, `Kitwell Sports sent 14 jerseys with the wrong numbers`, `Tournament is in 12 days. They admit it's their mistake and say 3 weeks for a reprint. We paid extra for rush. Ordering from someone else tonight and fighting them for the refund.`, 'CO', 'H', 1),
  post(YT, `5 Dribbling Drills for Kids (Ages 6-10)`, `No equipment beyond a ball and 4 cones. Printable plan linked below.`, 'DI', 'L', 0),
  ...thread(YT, `5 Dribbling Drills for Kids (Ages 6-10)`,
    [`can you do one for really shy kids? half my team won't even go for the ball`, 'FR', 'L', 1],
    [`the print link asks for my email before I can see anything. just put the plan in the description please`, 'FR', 'L', 1],
  ),
  post(RD, `Should 7 year olds keep score?`, `Our league doesn't officially. The kids keep score anyway. Just curious what other coaches think.`, 'QU', 'L', 0),
  // golf
  post(RD, `Tee times at my muni disappear in 30 seconds`, `Booking opens 7 days out at 7pm. I'm on the site at 6:59 refreshing and everything is gone. Then they show up on resale sites for $20 more.`, 'PP', 'M', 1),
  ...thread(RD, `Tee times at my muni disappear in 30 seconds`,
    [`Greenbook (the system most munis use) lets bots book in bulk, it's a known thing. they don't care because they get paid either way`, 'CO', 'M', 1],
    [`i'd happily pay $10/month for an alert when a saturday morning slot opens up from a cancellation`, 'BI', 'H', 1],
  ),
  post(RD, `GPS golf app that doesn't want $100 a year?`, `Just need distances to the green and basic stats. I play twice a week and have a golf trip next week.`, 'RR', 'H', 1),
  ...thread(RD, `GPS golf app that doesn't want $100 a year?`,
    [`Fairway Pal, the free version gives front/middle/back. Ads are annoying but fine.`, 'DI', 'L', 0],
    [`Fairway Pal's map of my home course is 3 years old, still shows a bunker they filled in. reported it twice`, 'CO', 'L', 1], // hard: mild complaint in a reply
    [`Fairway Pal add a way to set the day's pin position please, distance to the center is useless on big greens`, 'FR', 'M', 1],
    [`why an app? yardage book and sprinkler heads. old school works`, 'DI', 'L', 0], // hard: opinion phrased as a question
  ),
  post(RD, `My handicap has been stuck at 18 for 3 years`, `Lessons, range twice a week, new irons. Nothing moves. I'm not even mad anymore, kind of amused at this point.`, 'PP', 'L', 1),
  post(RD, `How is a handicap index actually calculated?`, `Like the actual math. Slope, course rating, all of it. A friend tried to explain at the bar and I got lost.`, 'QU', 'L', 0),
  post(YT, `I Played the Hardest Course in the State (shot 104)`, `Full 18 with commentary. Lost 9 balls. Worth it.`, 'DI', 'L', 0),
  ...thread(YT, `I Played the Hardest Course in the State (shot 104)`,
    [`what rangefinder is that? mine keeps locking onto the trees behind the flag and I'm playing in a club event saturday`, 'RR', 'H', 1],
    [`my Teeline rangefinder switched slope mode back on by itself in a tournament round and I got disqualified. support said "update the firmware". thanks`, 'CO', 'M', 1],
  ),
  post(RD, `9 hole course owner: our tee sheet runs on one PC from 2009`, `No online booking, phone rings all morning, and I know we're losing younger golfers because of it. Planning to look at options over the winter.`, 'PP', 'M', 1),
  ...thread(RD, `9 hole course owner: our tee sheet runs on one PC from 2009`,
    [`we went with Greenbook and the "free" model means they take 2 of our tee times every day to sell themselves. read the contract`, 'CO', 'M', 1],
  ),
  post(HN, `Show HN: A golf stat tracker that hears your shots through the phone's microphone`, `No sensors. It listens for the strike and matches it with GPS. Works about 85% of the time so far.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: A golf stat tracker that hears your shots through the phone's microphone`,
    [`What happens when your playing partner hits right next to you?`, 'QU', 'L', 0],
    [`Does it work with the phone in a bag pocket? I'd try it this weekend but I'm not carrying it in my back pocket.`, 'QU', 'M', 1],
    [`I'd pay for this today if it posted scores to my handicap account. Entering them by hand after every round is the worst.`, 'BI', 'H', 1], // hard: buying intent in an HN reply
  ),
  // running clubs and races
  post(RD, `Running club with 150 members and 4 pace groups, routes are chaos`, `Every tuesday someone posts a route link, half can't open it, the back group gets lost, and I end up sweeping the course on a bike looking for people. We need one route everyone can see on their watch.`, 'PP', 'M', 1),
  ...thread(RD, `Running club with 150 members and 4 pace groups, routes are chaos`,
    [`Pacepack lets you share a route as a link that opens on most watches.`, 'DI', 'L', 0],
    [`Pacepack route links only work if everyone has the paid version. which nobody in a free club does`, 'CO', 'M', 1],
    [`exact same problem in our trail group, except the route is in the woods with no signal. somebody build this and take my money`, 'BI', 'H', 1],
  ),
  post(RD, `How do running clubs collect membership dues?`, `We're registering as a club so we can get insurance. Need $30/year from about 90 people. I'm the treasurer and I drive a bus for a living, not an accountant. The insurance payment is due in 3 weeks.`, 'QU', 'H', 1),
  post(RD, `Finishline Timing lost half our finish times`, `Chip timing at our charity 5K. Bib chips didn't read for 200 runners, results were a mess for a week. They offered 20% off next year. We're going with someone else.`, 'CO', 'H', 1),
  post(RD, `Is it weird to join a running club if you're slow?`, `12 min/mile. Scared I'll hold everyone back and they'll have to wait for me.`, 'QU', 'L', 1),
  comment(YT, `Why Every Running Club Needs a Sweeper`, `we lost a runner for 40 minutes last month, she took a wrong turn in the park. nobody noticed until the cooldown. this is timely`, 'PP', 'L', 1),
  // referees and assignors
  post(RD, `Assigned to 3 games at the same time on different fields`, `Youth soccer ref. Whistlebox did it again and the assignor says the system approved it. I found out at 8am on game day. Third time this season, I'm done with this association after spring.`, 'CO', 'H', 1),
  post(RD, `Assignors: how do you stop coaches from screaming at 14 year old refs?`, `I assign for a small youth league. Lost 6 young refs this year and every one of them said the same thing. Spring season starts in 3 weeks and I have 11 refs for 60 games.`, 'PP', 'H', 1),
  ...thread(RD, `Assignors: how do you stop coaches from screaming at 14 year old refs?`,
    [`same at our basketball league. we pay $60 a game and still can't cover saturdays. it's the #1 problem in youth sports and nobody's fixing it`, 'PP', 'M', 1], // hard: "same" reply with own pain
  ),
  post(RD, `Referee assigning software for a small basketball association?`, `One guy assigns 40 refs to 300 games by text message. He's retiring in march and we need something he can hand over before he goes.`, 'RR', 'H', 1),
  ...thread(RD, `Referee assigning software for a small basketball association?`,
    [`Whistlebox is the common one. Refs accept games in the app and pay is tracked per game.`, 'DI', 'L', 0],
    [`Whistlebox's pay report can't do split fees, half from the home team and half from the away team. our treasurer redoes it in a spreadsheet every month`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`how many of your refs are on smartphones? ours skew 60+ and half won't touch an app`, 'DI', 'L', 0], // hard: clarifying question in a reply
  ),
  post(RD, `Refs, how long do leagues usually take to pay you?`, `Did 22 games in the fall. League still owes me $880 and it's february. Is this normal or am I being strung along?`, 'QU', 'M', 1),
  post(YT, `Worst Referee Calls of the Season (Top 15)`, `Pro league edition. Do you agree with #1?`, 'DI', 'L', 0),
  ...thread(YT, `Worst Referee Calls of the Season (Top 15)`,
    [`is there an app that shows the actual rule for each situation? I'd use it when I ref my kid's games`, 'RR', 'M', 1],
  ),
  // HN
  post(HN, `Ask HN: What would you build for amateur sports?`, `I coach my son's baseball team and every tool we use feels 15 years old. Curious what people here would build.`, 'QU', 'L', 0),
  ...thread(HN, `Ask HN: What would you build for amateur sports?`,
    [`Anything that handles the money. I'm treasurer for a 300 kid league and I reconcile fees from 3 payment apps by hand every month.`, 'PP', 'M', 1], // hard: own pain in an HN reply
    [`I'd pay for a lineup builder that knows little league pitch count rules. Today, right now. Our season starts in 2 weeks.`, 'BI', 'H', 1],
  ),
  post(HN, `Youth sports participation down 12% since 2019, survey finds`, ``, 'DI', 'L', 0),
];
