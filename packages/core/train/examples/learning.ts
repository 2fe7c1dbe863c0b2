/** Teaching, studying, online courses, nonprofits, clubs and community groups. */
import { HN, RD, YT, comment, post, thread, type TrainingExample } from './types';

export const LEARNING: readonly TrainingExample[] = [
  // teachers
  post(RD, `Grading 150 essays every two weeks is breaking me`, `High school English. I give real feedback, it takes 10 minutes each, that's 25 hours of grading on top of teaching. My own kids see me at the kitchen table every weekend.`, 'PP', 'M', 1),
  ...thread(HN, `Ask HN: Teachers, what software would actually save you time?`,
    [`Feedback reuse. I write the same 30 comments a hundred times. A comment bank that learns my phrasing would save me hours, and I'd pay for it out of pocket, which says a lot on a teacher salary.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`Our district's LMS, Classlane, takes 11 clicks to post one grade. I timed it. Nobody asked teachers before buying it.`, 'CO', 'M', 1],
    [`Parent communication. 140 families, 3 languages, and every message is a separate thread. I lose track of who I've contacted.`, 'PP', 'M', 1],
    [`Why can't Classlane just let me grade from the rubric view instead of opening each submission? It's right there`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`Former teacher turned dev here: the buyer is the district, not the teacher. That's why the software is bad.`, 'DI', 'L', 0],
  ),
  post(RD, `Any good tools for making differentiated worksheets fast?`, `3 reading levels in one class. I rewrite every worksheet 3 times. Need something for next week's unit.`, 'RR', 'H', 1),
  post(RD, `Classlane please add a way to bulk-extend a deadline for the whole class`, `Snow day = 28 individual extensions. One button please.`, 'FR', 'M', 1),
  post(RD, `Quizzo changed to paid and deleted my quizzes from the free tier`, `5 years of quizzes I made. Gone unless I pay $12 a month. As a teacher. Not paying out of spite.`, 'CO', 'H', 1),
  ...thread(YT, `Classroom Setup Tour: 4th Grade`,
    [`where did you buy the rolling storage carts? need them before school starts monday`, 'BI', 'H', 1],
    [`how do you manage the reading corner with 28 kids? mine is chaos by october`, 'QU', 'M', 1],
    [`the amount of your own money teachers spend on this is a scandal`, 'DI', 'L', 0],
  ),
  // students
  post(RD, `Thesis references are a disaster, 200 sources in random folders`, `Citations in 4 different styles because I copied them from different places. Supervisor wants a draft in 10 days with consistent references.`, 'PP', 'H', 1),
  post(RD, `Looking for a citation manager that works with Word and Google Docs both`, `Free or student priced. My uni's licence is for the one that crashes my laptop.`, 'RR', 'H', 1), // hard: statement recommendation request
  ...thread(YT, `How I Study 8 Hours a Day Without Burning Out`,
    [`what's the timer app on your ipad? need it for finals next week`, 'RR', 'H', 1],
    [`Focusly (that timer) is nice but why can't it block apps on my phone during the session? I check my phone 40 times an hour`, 'FR', 'M', 1], // hard: feature request phrased as complaint
    [`I've tried pomodoro, flashcards, everything, I still can't focus for more than 15 min. exams in 3 weeks and I'm panicking`, 'PP', 'H', 1],
    [`8 hours a day is not the flex people think it is`, 'DI', 'L', 0],
  ),
  post(RD, `Any advice on choosing between two master's programs?`, `One is cheaper, one has better industry links. How did people decide?`, 'RR', 'M', 1),
  post(RD, `Cardly flashcard app lost my streak and my decks after the redesign`, `800 cards for my medical boards. The "new experience" didn't migrate custom decks. Exam is in 6 weeks. Unbelievable.`, 'CO', 'H', 1),
  // online courses
  post(HN, `Ask HN: Best platform to sell a technical course without giving away 50%?`, `I have a 6-hour course on database internals. Marketplaces take half. Want my own checkout, video hosting, and maybe cohorts.`, 'RR', 'H', 1),
  ...thread(HN, `Ask HN: Best platform to sell a technical course without giving away 50%?`,
    [`Coursely, flat $39/mo, 0% fees. Video hosting included. The student UI is basic but nobody's complained.`, 'DI', 'L', 0],
    [`Coursely's video player doesn't remember playback position on mobile. My students email me about it weekly.`, 'CO', 'M', 1],
    [`Interested in the course itself, is there a pre-order link? I'd buy it today.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`Would be great if these platforms supported code exercises that run in the browser. That's what technical courses need.`, 'FR', 'M', 1],
  ),
  ...thread(YT, `I Built a $50K Online Course Business (honest numbers)`,
    [`which course platform are you on? I'm picking one this week and they all look the same`, 'RR', 'H', 1],
    [`I launched a course 4 months ago and have 6 students. I don't know if the problem is the topic or the marketing`, 'PP', 'M', 1],
    [`can you do a video on pricing? I have no idea if $49 or $299`, 'FR', 'L', 1],
  ),
  // nonprofits
  post(RD, `Small nonprofit, donor records are in 3 spreadsheets and an email inbox`, `We're 2 staff and 30 volunteers. Thank-you letters go out late or twice. Year-end giving statements take a week. Our board wants numbers we can't produce.`, 'PP', 'M', 1),
  post(RD, `Donor management software for a tiny nonprofit? we have a small grant for it`, `Under 500 donors. Need thank-you letters, year-end statements and a simple report for the board. Grant must be spent by June.`, 'BI', 'H', 1),
  ...thread(RD, `Donor management software for a tiny nonprofit? we have a small grant for it`,
    [`Givebase has a free tier up to 500 donors. Have you checked if your accounting software has a nonprofit add-on? Sometimes that's enough.`, 'DI', 'L', 0], // hard: answer with product and "?"
    [`Givebase's year-end statements put the wrong tax year on every letter last january. We had to resend 400. Double check before you commit.`, 'CO', 'M', 1],
  ),
  post(RD, `Volunteer shift sign-ups are chaos for our food pantry`, `Clipboards, texts, a shared doc that people overwrite. Saturdays we have 12 people, tuesdays we have 1.`, 'PP', 'M', 1),
  post(HN, `Ask HN: Do you volunteer your tech skills? How did you find a nonprofit?`, `I'd like to help a local nonprofit with their website or data. Where do people find these opportunities?`, 'RR', 'M', 1),
  ...thread(HN, `Ask HN: Do you volunteer your tech skills? How did you find a nonprofit?`,
    [`Walk into the local food bank and ask. They always need someone who can fix the printer and the spreadsheet.`, 'DI', 'L', 0],
    [`Be careful building custom software for them. When you leave, nobody can maintain it. Configure existing tools instead.`, 'DI', 'L', 0],
  ),
  post(RD, `Grantwise keeps rejecting our uploads with "file error"`, `PDFs under the size limit, tried 3 browsers. Deadline is Friday at 5pm and their support line is a voicemail.`, 'CO', 'H', 1),
  post(RD, `Grant reporting: I wish the funder's portal let us save drafts`, `Every report is one long form. Session times out after 30 minutes and I lose everything. A save button please.`, 'FR', 'M', 1),
  // sports clubs, churches, community groups
  post(RD, `Youth soccer league: collecting registration fees and forms is a nightmare`, `200 kids, paper forms, cash and checks, medical waivers. I'm the volunteer treasurer and I have a job. Season starts in 3 weeks.`, 'PP', 'H', 1),
  post(RD, `League registration software that takes payments and waivers? we're ready to pay this season`, `Under $500/year. Parents pay online, sign the waiver, we get a roster per team.`, 'BI', 'H', 1),
  ...thread(YT, `Coaching U10 Soccer: First Practice Plan`,
    [`is there an app with drills like these I can pull up on the field? I'm a new volunteer coach and I'd pay for it`, 'BI', 'H', 1],
    [`how do you handle the parents who coach from the sideline? it's ruining practice`, 'QU', 'M', 1],
    [`great drills, my kids loved the pirate game`, 'DI', 'L', 0],
  ),
  post(RD, `Our church's livestream drops every Sunday at the same moment`, `Always around minute 40. Volunteers have tried two laptops and a new cable. Older members rely on it and complain to the pastor weekly.`, 'PP', 'M', 1),
  post(RD, `Streamcast church plan charges for viewers who only watched 5 seconds`, `Bill is based on "unique viewers". Half are bots or people scrolling past. $180 this month. Looking to leave.`, 'CO', 'H', 1),
  post(RD, `Book club of 14, picking the next book takes a month`, `Group chat polls, people forget to vote, same 3 people decide. Any app that does nominations and voting nicely?`, 'RR', 'H', 1),
  post(RD, `Community garden plot waitlist is a paper list on a fridge`, `I'd pay for something tiny: people join online, see their place, get an email when a plot opens. We're 60 plots and 90 people waiting.`, 'BI', 'H', 1),
  // HN learning threads
  ...thread(HN, `Show HN: I built a spaced repetition app for programmers`,
    [`Nice. Would be great if it could import cards from markdown files in a repo.`, 'FR', 'M', 1],
    [`Signed up. Is there a lifetime plan? I hate subscriptions for study tools.`, 'BI', 'H', 1], // hard: buying intent in a reply
    [`The reviews pile up after a week off and I quit. Every SRS app does this to me. Please add a catch-up mode that spreads them out.`, 'FR', 'M', 1],
  ),
  ...thread(HN, `Why kids can't read cursive anymore, and whether it matters`,
    [`My daughter can't read her grandmother's letters. That's the part that makes me sad.`, 'DI', 'L', 0],
    [`Is there evidence handwriting helps memory, or is that a myth at this point?`, 'QU', 'L', 0],
  ),
  ...thread(HN, `Ask HN: How do you learn a new codebase quickly?`,
    [`Run it, break it, fix it. Read the tests before the code. Draw the data flow on paper.`, 'DI', 'L', 0],
    [`Is there a tool that generates a map of a codebase, who calls what, where the data goes? I'd pay for it at work, we onboard 10 people a quarter.`, 'BI', 'H', 1],
    [`Codemap tried this for us and the diagrams were unreadable for anything over 50 files. Why can't it just let me zoom into one module?`, 'FR', 'M', 1], // hard: feature request phrased as complaint
  ),
  ...thread(HN, `Ask HN: What's your system for tracking what you read?`,
    [`Plain text file, one line per book, date and a 1-5. 14 years of it.`, 'DI', 'L', 0],
    [`Shelfwise used to be great, but they removed the export in the new version and my 600 books are trapped. Looking for a replacement.`, 'CO', 'H', 1],
    [`looking for something that tracks papers too, not just books, with highlights. any recs?`, 'RR', 'H', 1], // hard: statement recommendation request
  ),
  comment(HN, `Ask HN: Teachers, what software would actually save you time?`, `My problem isn't the LMS, Classlane is fine. It's that I rebuild every slide deck each year because last year's are buried in 9 folders.`, 'PP', 'M', 1), // hard: own pain, product in passing
  post(RD, `How do you all handle parent messages in 3 languages? app?`, `140 families. What do you use to translate and send so everyone gets the same message?`, 'RR', 'H', 1), // hard: "how do you all handle" wants a tool
];
