/** Indie game development: store pages and wishlists, playtests and player bug reports, engines and assets, streamers and publishers, localization, solo-dev burnout and game jams. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const GAMEDEV: readonly TrainingExample[] = [
  // store page and wishlists
  post(RD, `Store page up 4 months, 312 wishlists, launching in 3 months`, `Posted on every social site, two devlogs, a trailer. Everyone says you need thousands to launch. I don't know what I'm doing wrong and honestly I'm starting to panic.`, 'PP', 'H', 1),
  ...thread(RD, `Store page up 4 months, 312 wishlists, launching in 3 months`,
    [`Your capsule art does most of the work. Post it here, people will give you honest feedback.`, 'DI', 'L', 0],
    [`312 in 4 months is rough but not dead. The big festival demo week is where most of ours came from, 4k in one week.`, 'DI', 'L', 0],
    [`same boat. 540 wishlists in 6 months. I post every day and it feels like shouting into a void`, 'PP', 'M', 1], // hard: "same boat" reply
    [`is there any service that tells you WHY your page isn't converting? I'd pay for an honest teardown at this point`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`tbh genre matters more than anything. a cozy farming game gets 300 wishlists by accident`, 'DI', 'L', 0],
  ),
  post(YT, `How I Got 10,000 Wishlists Before Launch (indie dev)`, `Everything I tried, what worked and what was a waste of time. Timestamps below.`, 'DI', 'L', 0),
  ...thread(YT, `How I Got 10,000 Wishlists Before Launch (indie dev)`,
    [`great breakdown, saving this 🔖`, 'DI', 'L', 0],
    [`this is literally me except I'm at 400 wishlists and launching in a month 💀`, 'PP', 'M', 1], // hard: "this is literally me"
    [`what's the analytics dashboard at 8:30? the store's own stats page is so hard to read`, 'RR', 'M', 1],
    [`did the reddit posts actually convert or just get upvotes? mine got 2k upvotes and 30 wishlists`, 'QU', 'M', 1],
    [`can you do one on press kits? I have no idea what to put in mine`, 'FR', 'L', 1],
    [`congrats man, you earned it`, 'DI', 'L', 0],
  ),
  // playtests and bug reports
  post(RD, `How do you get people to actually fill out playtest surveys?`, `Closed playtest, 200 players, 11 survey responses. The ones who answered all loved it, which is useless.`, 'QU', 'M', 1),
  ...thread(RD, `How do you get people to actually fill out playtest surveys?`,
    [`Ask 3 questions max, and ask inside the game at the moment it happens, not in a form afterwards.`, 'DI', 'L', 0],
    [`Watch them play instead. 5 recorded sessions tell you more than 200 surveys.`, 'DI', 'L', 0],
    [`same. 6 responses out of 150 and two of them were "make it multiplayer" lol`, 'PP', 'M', 1],
  ),
  post(RD, `Any tool to collect bug reports from players with a screenshot and log attached?`, `Early access in 5 weeks. Right now bugs arrive as discord DMs with zero info. "game crashed" ok thanks`, 'RR', 'H', 1),
  ...thread(RD, `Any tool to collect bug reports from players with a screenshot and log attached?`,
    [`We use Bugnest, F8 in game grabs a screenshot, logs and the save file. Plugin took 20 min to set up.`, 'DI', 'L', 0],
    [`Bugnest's free tier caps you at 100 reports a month. We blew through it on launch day and it silently dropped the rest.`, 'CO', 'M', 1], // hard: complaint in a reply
    [`Make a bugs channel with a pinned template. Free, and people mostly follow it.`, 'DI', 'L', 0],
    [`Bugnest please add a way to merge duplicates, we got 340 copies of the same crash`, 'FR', 'M', 1],
  ),
  post(RD, `Discord is where my community lives and I can't keep up`, `1,800 members, one dev. Bug reports, suggestions and memes all in the same channel. I miss real bugs every week.`, 'PP', 'M', 1),
  post(RD, `How do I handle save compatibility between updates?`, `Early access, every update breaks old saves and players are (rightly) angry. I serialize the whole world state to JSON.`, 'QU', 'M', 1),
  ...thread(RD, `How do I handle save compatibility between updates?`,
    [`Version your save format from day one and write a migration per version. Painful now, much worse later.`, 'DI', 'L', 0],
    [`Don't serialize the world, serialize the decisions, and rebuild the world from them on load.`, 'DI', 'L', 0],
    [`ran into this with my last game, lost like 40 reviews to "update wiped my save". still haunts me`, 'DI', 'L', 0], // hard: past story, no current problem
  ),
  // engines and assets
  post(RD, `Should I switch engines 8 months into my project?`, `My engine's 2D tools are painful and I keep hearing the other one is better. Is it ever worth it?`, 'QU', 'M', 1),
  ...thread(RD, `Should I switch engines 8 months into my project?`,
    [`Almost never. Finish this game, switch for the next one.`, 'DI', 'L', 0],
    [`I switched at month 10. Took 3 months to get back to where I was. Game is better for it, but never again.`, 'DI', 'L', 0],
    [`painful how though? tilemaps? animation? a lot of that is one plugin away`, 'DI', 'L', 0], // hard: clarifying question in a reply
  ),
  post(HN, `Show HN: A tiny 2D game engine in 4,000 lines of C`, `Hobby project, no dependencies, runs in the browser via WASM. Wrote it to learn, sharing in case it's useful to someone.`, 'DI', 'L', 0),
  ...thread(HN, `Show HN: A tiny 2D game engine in 4,000 lines of C`,
    [`Lovely code. Would you add gamepad support? It's the first thing I reached for.`, 'FR', 'M', 1],
    [`How does it compare to the usual single-header libraries? Curious what made you write your own.`, 'QU', 'L', 0],
    [`Every programmer writes one engine in their life. This is a good one.`, 'DI', 'L', 0],
    [`A 90kb WASM build is impressive.`, 'DI', 'L', 0],
  ),
  post(RD, `Shaderforge asset broke after the engine update and the dev vanished`, `Paid $60 for it, 2 of my levels depend on it. Now everything renders pink. Dev's last post was a year ago. Never buying from a solo asset dev again.`, 'CO', 'M', 1),
  post(RD, `Pixelpad ate my sprite sheet on autosave`, `Autosave overwrote the file with an empty canvas. 3 days of animation gone. No version history. Back to my old editor today.`, 'CO', 'H', 1),
  post(RD, `Pixelpad, please add onion skinning for more than one frame`, `I animate 8-frame cycles. Seeing only the previous frame isn't enough to keep the motion smooth.`, 'FR', 'M', 1),
  post(RD, `Why can't Pixelpad export a sprite sheet with the frame data?`, `I export the PNG, then type every frame rect into a JSON by hand. Every. Time.`, 'FR', 'M', 1), // hard: feature request phrased as complaint
  post(RD, `Need a pixel art animator for hire, paying`, `12 character animations, 8 frames each, needed in 3 weeks. Budget $1,500. Who do you recommend? Portfolios welcome.`, 'RR', 'H', 1),
  // streamers and marketing
  post(RD, `How do you find streamers for a small indie game?`, `Launching in 6 weeks. Want to send keys to small-mid streamers who play my genre. Built a spreadsheet of channels by hand, took forever. Is there a tool or service for this?`, 'RR', 'H', 1),
  ...thread(RD, `How do you find streamers for a small indie game?`,
    [`Key distribution services exist, but 50 hand-picked emails to streamers who played similar games beat them every time for us.`, 'DI', 'L', 0],
    [`We used Streamscout, 300 keys, 4 streams. Half the "streamers" were key resellers.`, 'CO', 'M', 1],
    [`how big are you targeting? 50-viewer streamers convert better than you'd think`, 'DI', 'L', 0],
  ),
  post(RD, `Key resellers emailing me pretending to be streamers`, `Sent 40 keys and I think half went to resellers. How do you tell them apart?`, 'QU', 'M', 1),
  post(RD, `Publisher offered a deal, is 70/30 in their favor normal?`, `Team of 2. They'd fund $40k for porting and marketing. Recoup first, then 70/30. A lawyer is expensive. What am I missing?`, 'QU', 'M', 1),
  ...thread(RD, `Publisher offered a deal, is 70/30 in their favor normal?`,
    [`Recoup first AND 70/30 is heavy. Ask for 50/50 after recoup, and get the IP-stays-with-you clause in writing.`, 'DI', 'L', 0],
    [`We signed with Pixelhaus on similar terms. They did nothing for marketing and the recoup included their staff salaries. Read every line.`, 'CO', 'M', 1], // hard: complaint in a reply
  ),
  // burnout
  post(RD, `4 years into my first game and I think I hate it`, `Solo dev, game is 70% done. I open the project and close it again. Everyone says "just finish it". Not really asking for advice, just venting.`, 'PP', 'M', 1),
  ...thread(RD, `4 years into my first game and I think I hate it`,
    [`Cut scope. Seriously. Cut 40% of the levels and ship.`, 'DI', 'L', 0],
    [`year 3 here. the closer I get to done, the more I see everything that's wrong. you're not alone`, 'PP', 'M', 1],
    [`I finished mine after 5 years. Sold 900 copies. Worth it anyway, just not for the money.`, 'DI', 'L', 0],
  ),
  // localization
  post(HN, `Ask HN: Indie devs, how do you handle localization on a budget?`, `Text-heavy game, 60k words. Quotes are $0.10-0.15/word per language and I want 5 languages. Which services or tools do you use?`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: Indie devs, how do you handle localization on a budget?`,
    [`Community translators plus one paid proofreader per language. Credit them well. Worked for us across 4 languages.`, 'DI', 'L', 0],
    [`We used Transly's machine-plus-review package. Japanese came back with our item names translated 3 different ways across 400 strings. Had to redo it.`, 'CO', 'M', 1],
    [`Which 5? Simplified Chinese alone can pay for itself if the genre fits.`, 'DI', 'L', 0], // hard: answer with "?"
    [`Would pay for a tool that pulls every string out of my engine and keeps translators in sync. Right now it's a 60k-row spreadsheet.`, 'BI', 'H', 1],
  ),
  // news
  post(HN, `Game engine changes its runtime fee policy again`, ``, 'DI', 'L', 0),
  ...thread(HN, `Game engine changes its runtime fee policy again`,
    [`Third pricing change in 2 years. Hard to plan a 4 year project on that.`, 'DI', 'L', 0],
    [`I'm 2 years into a project on it. Porting now would cost me 6 months. Genuinely don't know what to do.`, 'PP', 'M', 1], // hard: own pain under a news story
    [`Is the fee per install or per sale now? The article is unclear.`, 'QU', 'L', 1],
  ),
  // game jams
  post(YT, `I Made a Game in 48 Hours for a Game Jam`, `Theme was "only one". Playable link below!`, 'DI', 'L', 0),
  ...thread(YT, `I Made a Game in 48 Hours for a Game Jam`,
    [`the art style is so cute!!`, 'DI', 'L', 0],
    [`what engine do you use? I want to try my first jam next month`, 'RR', 'M', 1],
    [`how did you do the lighting at 4:10? mine always looks flat`, 'QU', 'M', 1],
    [`the ending got me ngl 😭`, 'DI', 'L', 0],
  ),
  post(RD, `Released my first game today. 14 sales.`, `Not complaining, not asking for anything. 14 strangers paid for something I made. Feels unreal.`, 'DI', 'L', 0),
  post(RD, `Is it normal for refunds to be 20% in the first week?`, `Short puzzle game, about 2 hours. Refund notes say "too short". Is that typical for the genre?`, 'QU', 'M', 1),
  post(RD, `Trailer editor for an indie game? ready to pay this month`, `Need a 60-90 second trailer for a festival submission on the 20th. I have gameplay footage, no idea how to cut it. Budget around $800.`, 'BI', 'H', 1),
  comment(RD, `Trailer editor for an indie game? ready to pay this month`, `First 5 seconds = gameplay, no logos. That's the only rule that matters.`, 'DI', 'L', 0),
  comment(RD, `Released my first game today. 14 sales.`, `congrats!! what did you use for your store page art? mine looks so amateur and I launch in 2 weeks`, 'RR', 'H', 1),
  comment(RD, `Discord is where my community lives and I can't keep up`, `ugh yes. 900 members here and I found out about a game-breaking bug from a YouTube video because it got buried in memes`, 'PP', 'M', 1),
  comment(RD, `Discord is where my community lives and I can't keep up`, `Set up a forum-style channel for bugs, one thread per report. Changed everything for us.`, 'DI', 'L', 0),
  post(RD, `How to make a pixel art game look sharp at any resolution?`, `Everything blurs at 1440p and looks squashed on ultrawide. Integer scaling? Letterboxing? What's the standard approach?`, 'QU', 'M', 1),
  post(RD, `How many hours of content do players expect for $15?`, `Roguelike, about 6 hours to beat once, lots of replay. Trying to decide between $12 and $15.`, 'QU', 'M', 1),
];
