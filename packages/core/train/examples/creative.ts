/** Photography, video creators, writing, music production, crafts, woodworking and 3D printing. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const CREATIVE: readonly TrainingExample[] = [
  // photography business
  post(RD, `Wedding photographers: client gallery delivery is a mess`, `Couples can't find the download button, grandparents want prints, the planner wants 20 for Instagram. I spend days after each wedding answering emails about the gallery.`, 'PP', 'M', 1),
  ...thread(YT, `How I Deliver Wedding Galleries (my full workflow)`,
    [`which gallery platform is that? I need to switch before my next wedding in 2 weeks`, 'RR', 'H', 1],
    [`Pixvault keeps compressing my images even on the "full resolution" setting. Couples noticed. I pay $25/mo for this.`, 'CO', 'M', 1],
    [`wish Pixvault had a print shop built in so clients could order without emailing me`, 'FR', 'M', 1],
    [`your editing style is gorgeous, what presets?`, 'QU', 'L', 0],
  ),
  post(RD, `Contracts and deposits for a new photography business?`, `Starting out doing family sessions. Any tips on contracts, deposits, and what to put in them? Not ready to buy anything yet, just learning.`, 'RR', 'M', 1),
  post(RD, `How do you back up 4TB of client photos without going broke?`, `Two external drives and a prayer right now, and one of them clicks. What cloud or NAS setup do working photographers actually trust?`, 'RR', 'H', 1),
  ...thread(HN, `Show HN: Photo backup that dedupes RAW files across drives`,
    [`I'm a photographer with 9 drives of who-knows-what. Sign me up, where's the download?`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`Would be great if it could read the catalog files from the big editors so edits stay attached to the right file.`, 'FR', 'M', 1],
    [`Does it verify checksums after copy? That's the part every backup tool skips.`, 'QU', 'M', 1],
  ),
  // video creators
  post(RD, `Brand deals are a mess of DMs and spreadsheets`, `Small channel, 80k subs. Sponsors email, DM, and message through 3 platforms. I missed a deliverable deadline and lost a $2k deal. I need a system, not more willpower.`, 'PP', 'H', 1),
  ...thread(YT, `How Much YouTube Paid Me For 100K Views`,
    [`what do you use to track sponsorships and deadlines? I need something that isn't my memory, today`, 'RR', 'H', 1],
    [`if someone built a simple sponsorship tracker for small creators I'd pay $10/mo instantly`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`studio analytics shows different numbers than the revenue page every month, which one is real?? driving me nuts`, 'QU', 'M', 1], // hard: frustrated troubleshooting
    [`RPM talk is my favorite genre of video`, 'DI', 'L', 0],
  ),
  post(YT, `My Thumbnail Process (how I get 12% CTR)`, `Sketch, shoot, test. The tools I use and three mistakes.`, 'DI', 'L', 0),
  ...thread(YT, `My Thumbnail Process (how I get 12% CTR)`,
    [`Thumbnailr's A/B test picked a "winner" after 40 impressions. That's not a test, that's a coin flip. Cancelled.`, 'CO', 'H', 1],
    [`why can't Thumbnailr let me test titles and thumbnails together? they're one decision`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`I spend 3 hours on every thumbnail and they still flop, feels like I'm guessing`, 'PP', 'M', 1],
  ),
  post(RD, `Comment section toxicity is burning me out`, `Every video now gets 30 nasty comments within an hour. Moderating is a second job and it's affecting my mental health. Thinking of turning comments off.`, 'PP', 'M', 1),
  post(RD, `Subtitles for 200 old videos, any tool that does it in bulk?`, `Accuracy matters (lots of technical words). Would pay per hour of video.`, 'BI', 'H', 1),
  // writing and publishing
  post(RD, `Self-publishing: formatting my book for print is killing me`, `Word document, 340 pages, page numbers restart randomly, images jump around. The printer rejected the file twice. Launch date is in 3 weeks.`, 'PP', 'H', 1),
  post(RD, `What do indie authors use to format ebooks and print at the same time?`, `Windows, not Mac. Willing to pay once.`, 'RR', 'H', 1),
  ...thread(RD, `What do indie authors use to format ebooks and print at the same time?`,
    [`I use Bindery on windows, one-time $79, exports both. The templates are a bit dated but fine. Have you tried the free trial?`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`Bindery crashes with anything over 100k words for me. Lost a day of edits. Their forum is full of the same complaint.`, 'CO', 'M', 1],
  ),
  post(RD, `Inkwell writing app please add a distraction-free mode that hides the word count`, `Seeing the number makes me anxious. Let me hide it.`, 'FR', 'L', 1),
  post(RD, `How do I find beta readers for a fantasy novel?`, `First book, no writer friends. Where do people find them?`, 'QU', 'M', 1),
  post(HN, `Ask HN: How do you keep a personal knowledge base you actually revisit?`, `I've tried 5 note apps. I write notes and never read them again.`, 'QU', 'M', 1),
  ...thread(HN, `Ask HN: How do you keep a personal knowledge base you actually revisit?`,
    [`Weekly review, 20 minutes, every sunday. The app doesn't matter. Did you try scheduling the review?`, 'DI', 'L', 0], // hard: answer with "?"
    [`I moved to Notewise because of backlinks and it's been fine, but why can't it surface old notes related to what I'm typing? That's the whole dream.`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`Notewise sync corrupted my vault twice in a month. Lost a week of notes. Back to plain markdown files.`, 'CO', 'H', 1],
    [`I'd pay for a notes app that emails me 3 old notes each morning. Simple as that.`, 'BI', 'M', 1],
  ),
  // music production (not practice, not podcasts)
  ...thread(YT, `Mixing Vocals in 10 Minutes (free plugins only)`,
    [`my vocals sound muddy no matter what I cut with the EQ, I've followed 5 tutorials. is it my mic or my room?`, 'QU', 'M', 1], // hard: frustrated troubleshooting
    [`where can I buy the reflection filter you have behind the mic?`, 'BI', 'H', 1],
    [`Soundforge Studio DAW update broke all my third-party plugins on Windows. Rolled back, their support said "wait for next version". I have a client session Thursday.`, 'CO', 'H', 1],
    [`please do one on mixing rap vocals, different beast`, 'FR', 'L', 1],
    [`free plugins only and then uses a $400 mic lol`, 'DI', 'L', 0],
  ),
  post(RD, `Sample library is 600GB and I can never find anything`, `Folders named "kicks new FINAL 2". I waste half a session scrolling for a snare I know I have.`, 'PP', 'M', 1),
  post(RD, `looking for a sample manager that tags by sound, not filename`, `Something that listens and groups similar sounds. Mac. Happy to pay.`, 'RR', 'H', 1), // hard: statement recommendation request
  post(RD, `Beatvault plugin licence server down, can't open any projects`, `Second time this month. Paid for the plugins, can't use them offline. I'm going back to plugins with no online check.`, 'CO', 'H', 1),
  // crafts, knitting, sewing, Etsy
  ...thread(YT, `Knitting a Sweater in 7 Days (beginner friendly)`,
    [`is there an app that counts rows for me and remembers where I am in the pattern? I lose my place every time the cat jumps on me`, 'RR', 'H', 1],
    [`Stitchly row counter is great but why can't it link the counter to the pattern PDF so it highlights the row I'm on`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`I'd pay for a pattern that's as clear as your video, do you sell them?`, 'BI', 'H', 1],
    [`my gauge is always off even when I use the exact yarn, what am I doing wrong`, 'QU', 'M', 1],
  ),
  post(RD, `Craft fair sales: I never know what sold until I count at home`, `Cash box, card reader, a notebook. By the end of the day I have no idea what to restock for tomorrow's fair.`, 'PP', 'M', 1),
  post(RD, `Patternly charged me twice for the same pattern bundle and won't refund`, `Bank shows two charges. They say I "must have ordered twice". Screenshots of one order ignored.`, 'CO', 'M', 1),
  // woodworking and 3D printing
  ...thread(YT, `Building a Workbench With Only Hand Tools`,
    [`where can I buy the holdfasts you used? the ones I find are all sold out`, 'BI', 'H', 1],
    [`my Cutwell table saw fence drifts out of square after every cut. second replacement. their answer is "recalibrate". I'm returning it.`, 'CO', 'H', 1],
    [`how do you flatten a top this size without a jointer? I've tried twice and it rocks`, 'QU', 'M', 1],
    [`the sound of that plane at 14:20 🤌`, 'DI', 'L', 0],
  ),
  post(RD, `I'm losing money on custom furniture orders`, `I quote by gut. Then walnut goes up, the finish takes 3 extra days, and I made $4 an hour on a dining table.`, 'PP', 'M', 1),
  ...thread(HN, `Show HN: A web-based slicer for 3D printers`,
    [`Would pay for this if it supported my printer profile. Any plans for multi-material?`, 'BI', 'M', 1], // hard: buying intent in a reply with a question
    [`Please add support for tree supports, that's the only reason I keep the desktop slicer installed.`, 'FR', 'M', 1],
    [`Running heavy geometry in a browser tab is impressive. What's the WASM bundle size?`, 'QU', 'L', 0],
  ),
  post(RD, `why do my prints keep failing at the exact same layer??`, `Layer 112, every time, different models. New nozzle, releveled the bed 5 times, dried the filament. I have 30 orders to print for a market this weekend.`, 'QU', 'H', 1), // hard: frustrated troubleshooting
  post(RD, `Printforge printer's cloud app went subscription-only`, `Remote monitoring was free when I bought it. Now it's $6/mo or it stops working. Bought 3 of their printers for my shop. Not buying a 4th.`, 'CO', 'M', 1),
  post(RD, `Printforge, please let us use the printer on the local network without the cloud`, `Simple LAN mode. That's all.`, 'FR', 'M', 1),
  comment(YT, `My Thumbnail Process (how I get 12% CTR)`, `I use Thumbnailr too and it's fine, my issue is I have zero design sense and every thumbnail takes me 4 hours`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `Need a way to share rough mixes with clients and get timestamped comments`, `Emailing WAV files and getting "at the part where the guitar comes in" feedback is killing me.`, 'RR', 'H', 1), // hard: statement recommendation request
  post(RD, `Recommendations for a first sewing machine? no rush`, `Want to hem pants and maybe make a tote bag. Birthday is in 4 months so I'm just researching.`, 'RR', 'M', 1),
];
