/**
 * App Store reviews for the held-out topics: the competitors' apps a founder in each space would
 * be up against, with their reviews (angry one-liners, "Update:" edits, 4–5 star praise), and
 * look-alike apps whose names share the topic's words but not its meaning. Written and frozen
 * before any run with the App Store on. Made up: apps, sellers, people and texts.
 */
import { app } from '../app-reviews';
import type { ExtraThreads } from '../types';

export const HELD_APPSTORE: ExtraThreads = {
  dogwalk: [
    app(
      'PawRoute: Dog Walker Business',
      'PawRoute Labs',
      'Business',
      'Run your dog walking business from your phone. Client list, walk schedule, GPS walk reports and invoices for dog walkers and pet sitters.',
      [
        [2, 'payments are the weak spot', "Scheduling is fine but clients can't pay inside the app, they get an invoice link that half of them ignore. I still chase people on venmo every friday. For $24/month I expected the payment part to actually work.", [3, 'CO', 'M']],
        [1, 'Double booked me twice', 'The booking calendar let two clients take the same 11am slot and I only found out when both dogs were waiting. Looking for something else now, any dog walker have a recommendation??', [3, 'CO', 'H']],
        [4, 'good for solo walkers', 'Went from paper to this. My 9 clients book their own walks and I get a ping. Wish recurring weekly bookings were easier to set up, I have to redo them every month.', [2, 'FR', 'M']],
        [5, 'Life saver 🐕🐕', 'Clients see the walk map and photos, they love it. Haven’t missed a payment since autopay.', [2, 'DI', 'L']],
        [3, "Update: better, not fixed", "Was 1 star because reminders didn&#39;t send. Update: reminders work since 6.2 but the payout still takes 5 days &amp; there is no way to charge a late cancel fee. Please add cancellation fees!", [3, 'FR', 'M']],
        [1, 'crashes', 'opens, crashes. every time.', [1, 'CO', 'M']],
      ],
    ),
    app(
      'LeashLog – Pet Sitter Scheduling',
      'Leashlog Inc.',
      'Business',
      'Scheduling and invoicing for pet sitters and dog walkers. Share visit notes, send invoices, take card payments.',
      [
        [2, 'الدفع معقد جداً', 'أنا أمشي الكلاب لعشرة زبائن والتطبيق لا يرسل تذكير بالدفع. أضطر أراسل كل زبون بنفسي كل أسبوع.', [3, 'CO', 'M']],
        [2, 'fees add up', 'They take 3% of every card payment on top of the subscription. I walk 40 dogs a week, that is real money. Switching to something that lets me use my own stripe.', [3, 'CO', 'H']],
        [5, 'Works for my little business', 'Clean, simple, my clients figured it out.', [1, 'DI', 'L']],
      ],
    ),
    app(
      'Dog Walk Tracker: Step Counter',
      'Happy Tails Apps',
      'Health & Fitness',
      'Track every walk with your dog. Count steps, distance and potty breaks, and share walks with the family.',
      [
        [5, 'Great for our puppy', 'We log every walk and potty break so nobody in the family doubles up. Our pup is finally house trained!', [0, 'DI', 'L']],
        [2, 'GPS drifts', 'Walk distance says 4 miles when we walked around the block. Booking a vet appointment was easier than getting this to work.', [0, 'CO', 'M']],
      ],
    ),
  ],
  receipts: [
    app(
      'ShoeboxScan: Receipt Scanner',
      'Shoebox Software',
      'Finance',
      'Scan paper receipts, track business expenses and export expense reports for taxes. Made for freelancers and small businesses.',
      [
        [2, 'Scanning is slow and misses totals', 'I photograph every receipt from the supply store and half the time it reads the total wrong or can&#39;t read faded thermal paper at all. At tax time I still have to fix 200 expenses by hand. That was the whole point.', [3, 'CO', 'M']],
        [1, 'Lost a year of receipts', 'Update: support says my account "migrated" and my 2025 receipts are gone. I had thrown away the paper ones because I trusted this app. My accountant needs them by April. Furious.', [3, 'CO', 'H']],
        [4, 'Good but export needs work', 'Love snapping receipts in the truck. Please let me export one expense report per client / job instead of one giant CSV, my bookkeeper hates it.', [3, 'FR', 'M']],
        [5, '👍👍', 'finally no more shoebox of receipts under my desk', [2, 'DI', 'L']],
        [3, 'ok', 'does the job. pricey.', [1, 'DI', 'L']],
      ],
    ),
    app(
      'TallyTrip: Expense Reports',
      'Tally Apps Ltd',
      'Business',
      'Expense reports in minutes: snap receipts, log mileage, submit to your manager or accountant.',
      [
        [2, 'expense reports still take me an evening', 'Every month end I sit there categorising 60 expenses one by one because the auto category is wrong for anything that is not a restaurant. Would pay more for rules that remember my categories.', [3, 'CO', 'M']],
        [1, 'קבלות נעלמות', 'צילמתי קבלות כל החודש ואחרי העדכון חצי מהן לא מופיעות בדוח ההוצאות. אין מענה מהתמיכה.', [3, 'CO', 'M']],
        [5, 'Mileage + receipts in one', 'Travel nurse here, this keeps my stipend receipts and mileage together. Tax time was painless this year.', [2, 'DI', 'L']],
      ],
    ),
    app(
      'Receipt Maker: Invoice & Estimate',
      'Quickform Tools',
      'Business',
      'Make professional receipts, invoices and estimates for your customers in seconds. Print or email a receipt on the spot.',
      [
        [4, 'Customers like the receipts', 'I run a food truck and email receipts to customers now instead of printing. Looks professional.', [0, 'DI', 'L']],
        [1, 'Watermark on every receipt', 'Free version stamps a huge logo on the receipt I send my customers. Not okay.', [0, 'CO', 'M']],
      ],
    ),
  ],
  practice: [
    app(
      'Studio Minutes: Practice Log',
      'Studio Minutes LLC',
      'Education',
      'A practice log for music students and their teachers. Students log practice minutes at home, teachers see the week at a glance.',
      [
        [2, 'Kids just type in 30 minutes', 'As a piano teacher I hoped this would show me real practice at home. Students type "30 min" every day and there is no way to tell if they even opened the piano. I need something that records a bit of the actual practice.', [3, 'CO', 'M']],
        [4, 'Nice for my studio', 'My 22 violin students log practice and I can see who is slipping before the lesson. Please add a way to assign specific passages per student.', [3, 'FR', 'M']],
        [1, 'Parents can’t log in', 'Update: three weeks later still broken. Half my parents cannot sign in on Android tablets, so I&#39;m back to paper practice charts. Looking for a replacement before the spring term.', [3, 'CO', 'H']],
        [5, 'my teacher makes me use it 😅', 'it gives me stars when I practice scales lol', [1, 'DI', 'L']],
      ],
    ),
    app(
      'Metronome & Practice Timer',
      'Tempo Works',
      'Music',
      'Accurate metronome with a practice timer, tuner and session history for musicians.',
      [
        [5, 'Best metronome', 'Rock solid timing and the practice timer keeps me honest for my own guitar practice.', [0, 'DI', 'L']],
        [2, 'Tuner is off', 'Tuner reads 5 cents sharp on my cello. Metronome is fine.', [0, 'CO', 'M']],
      ],
    ),
    app(
      'Driving Test Practice 2026',
      'RoadReady Apps',
      'Education',
      'Practice tests for your learner permit and driving test. 900 questions, progress tracking.',
      [[1, 'questions outdated', 'Half of the practice questions are from the old handbook. Failed my permit test.', [0, 'CO', 'M']]],
    ),
  ],
  flaky: [
    app(
      'BuildLight: CI Status',
      'Beacon Dev Tools',
      'Developer Tools',
      'Watch your CI pipelines from your phone: build status, failing tests, re-run jobs from GitHub Actions, GitLab CI and Jenkins.',
      [
        [2, 'Red all day because of flaky tests', "Half the notifications are for the same three flaky tests that pass on re-run. There's no way to mark a test as flaky or mute it, so I started ignoring the app, which defeats the point. Add a quarantine list and I'll pay for pro.", [3, 'FR', 'M']],
        [4, 'handy', 'Re-running a failed job from the couch is great. Would love a history of which tests fail most often.', [2, 'FR', 'M']],
        [1, 'Notifications broke', 'Update: after the iOS update no push notifications at all. Uninstalled.', [1, 'CO', 'M']],
      ],
    ),
    app(
      'Flaky: Pastry & Croissant Recipes',
      'Butter Lab',
      'Food & Drink',
      'Step by step recipes for flaky pastry, croissants, puff pastry and pie crust, with test bake timers.',
      [
        [5, 'My first flaky croissants 🥐', 'The lamination videos finally made it click. The test bake timer is a nice touch.', [0, 'DI', 'L']],
        [2, 'Pie crust never flaky', 'Followed it exactly, crust came out tough. Recipes need more detail on butter temperature.', [0, 'CO', 'M']],
      ],
    ),
  ],
  rsvp: [
    app(
      'RSVPal: Invitations & Guest List',
      'Pal Events Co.',
      'Lifestyle',
      'Send digital invitations, collect RSVPs and meal choices, and keep your guest list and headcount in one place.',
      [
        [2, 'Guests still don’t RSVP', 'The reminders go out once and that’s it. 38 of 120 guests never answered and the caterer wants a final headcount Friday. I ended up texting people one by one anyway. Needs automatic follow ups!!', [3, 'CO', 'H']],
        [4, 'Meal choices are great', 'Collecting chicken/fish/veg with the RSVP saved me a spreadsheet. Wish I could export the headcount per meal straight to the caterer.', [3, 'FR', 'M']],
        [1, 'Guests can’t open the invite', "My grandparents' generation couldn't get past the sign up screen so they never RSVP&#39;d. Please let guests answer without an account.", [3, 'CO', 'M']],
        [5, 'Perfect for our wedding 💍', 'Everyone answered within 2 weeks, the countdown nudges work.', [2, 'DI', 'L']],
        [3, 'fine', 'does what it says', [1, 'DI', 'L']],
      ],
    ),
    app(
      'Partyline Invites & RSVP',
      'Partyline',
      'Lifestyle',
      'Beautiful party invitations with RSVP tracking for birthdays, showers and kids parties.',
      [
        [2, 'Kids party headcount impossible', 'Parents say "maybe" and never change it. I had no idea how many pizzas to order until the morning of. The maybe button should expire.', [3, 'PP', 'M']],
        [5, 'Cute designs', 'Love the templates!', [1, 'DI', 'L']],
      ],
    ),
    app(
      'Headcount: Gym Class Tracker',
      'FitDesk',
      'Health & Fitness',
      'Class schedule and headcount for gyms and studios. Members book classes, coaches see who is coming.',
      [
        [4, 'Good for our box', 'Members book the 6am class and I see the headcount the night before. Waitlist works.', [0, 'DI', 'L']],
        [1, 'Booking bug', 'Class shows full when there are 4 spots left. Members annoyed.', [0, 'CO', 'M']],
      ],
    ),
  ],
};
