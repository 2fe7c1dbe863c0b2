/**
 * App Store reviews for the tune topics: competitors' apps with their reviews (angry one-liners,
 * "Update:" edits, praise) and look-alike apps that share the topic's words. Made up.
 */
import { app } from '../app-reviews';
import type { ExtraThreads } from '../types';

export const TUNE_APPSTORE: ExtraThreads = {
  plants: [
    app(
      'Sprout: Plant Care Reminder',
      'Sprout Garden Co',
      'Lifestyle',
      'Watering reminders for every houseplant, light tips and a plant doctor that identifies problems from a photo.',
      [
        [2, 'Reminders are one size fits all', 'I have 30 plants and the app waters them all on the same schedule unless I set each one by hand. My calathea died, my cactus drowned. I need reminders per plant that adjust to the season.', [3, 'CO', 'M']],
        [1, 'Plant doctor is a paywall', 'Took a photo of my yellow leaves and it wants $39.99/year to tell me what is wrong. Uninstalled, looking for a plant app that actually diagnoses yellow leaves for free.', [3, 'CO', 'H']],
        [4, 'Helps my forgetful brain 🌿', 'I travel a lot and used to forget watering for weeks. The reminder plus the photo log keeps my pothos alive. Please add a vacation mode so a friend gets the reminders.', [3, 'FR', 'M']],
        [5, 'love it', 'cute and simple', [1, 'DI', 'L']],
        [3, 'Update: better', "Was crashing on iPad. Update: fixed now, but the plant ID thinks my monstera is a philodendron &amp; the care tips don&#39;t match.", [2, 'CO', 'M']],
      ],
    ),
    app(
      'Plant Tracker: Industrial Maintenance',
      'PlantOps Systems',
      'Business',
      'Maintenance reminders and work orders for manufacturing plants, pumps and boilers.',
      [
        [4, 'Good for our plant floor', 'Preventive maintenance reminders for our boilers are on time, technicians like the checklists.', [0, 'DI', 'L']],
        [2, 'Sync issues', 'Work orders do not sync between the two plants we run. Support slow.', [0, 'CO', 'M']],
      ],
    ),
  ],
  oncall: [
    app(
      'PagerPal: On-Call Alerts',
      'Pagerpal Inc',
      'Business',
      'On-call schedules, escalations and incident alerts on your phone for DevOps and SRE teams.',
      [
        [2, 'Woken up for nothing', 'Every low priority alert pages me at full volume at 3am. There is no way to batch non-urgent alerts until the morning. Our team of 4 is exhausted. We are looking at other tools.', [3, 'CO', 'H']],
        [3, 'Needs runbook links', 'Alerts are fine but when I get paged I have no idea what to do. Let us attach a runbook to each alert type please.', [3, 'FR', 'M']],
        [1, 'Critical alert didn’t ring', 'Update: the one alert that mattered came in silent because of a Do Not Disturb bug. Database was down 40 minutes. Unacceptable for an on-call app.', [2, 'CO', 'M']],
        [5, 'Escalations work well', 'Reliable, schedules are easy to swap with teammates.', [1, 'DI', 'L']],
      ],
    ),
    app(
      'Call Alert: Loud Ringtone Maker',
      'Ringo Apps',
      'Utilities',
      'Make any call alert louder, custom ringtones and flash alerts so you never miss a call.',
      [[5, 'Never miss my mom’s calls', 'Flash alert and loud ringtone, exactly what I needed.', [0, 'DI', 'L']]],
    ),
  ],
  tutor: [
    app(
      'MathMentor: Online Tutors',
      'MathMentor Learning',
      'Education',
      'One-on-one online math tutors for middle and high school: algebra, geometry, calculus. Progress reports for parents.',
      [
        [2, 'Too expensive for what it is', 'My son is failing algebra and we tried this. $65 a session and the tutor changes every week. I can not afford that and I can not tell if it is helping.', [3, 'CO', 'M']],
        [4, 'Progress reports please', 'Tutor is great with my daughter but I have no idea what they covered. A weekly progress report that shows what she can do now vs before would be worth paying for.', [3, 'FR', 'M']],
        [1, 'قيمة سيئة', 'دفعت لشهر كامل ولم أرَ أي تحسن في علامات ابني في الرياضيات. لا توجد تقارير عن التقدم.', [3, 'CO', 'M']],
        [5, 'Her grade went C to B+ 🎉', 'Worth it for us, the tutor is patient and explains algebra step by step.', [2, 'DI', 'L']],
      ],
    ),
    app(
      'Tutor Scheduler for Tutors',
      'Lessonly Tools',
      'Business',
      'Scheduling, invoicing and reminders for independent tutors and coaches.',
      [[4, 'Saves me hours', 'I tutor 15 students and invoicing used to take a whole evening.', [0, 'DI', 'L']]],
    ),
  ],
  hive: [
    app(
      'HiveKeeper: Beekeeping Log',
      'Apiary Apps',
      'Lifestyle',
      'Log hive inspections, queen sightings, mite counts and treatments for every colony in your apiary.',
      [
        [2, 'Inspection log too slow with gloves on', 'The inspection form has 25 fields and tiny buttons. With gloves and bees everywhere I give up and write on the lid with a marker. Need a quick log I can use in the yard.', [3, 'CO', 'M']],
        [3, 'Mite counts need a chart', 'I enter mite counts after every alcohol wash but there is no chart over time per hive, so I can not see when to treat. Please add it!', [3, 'FR', 'M']],
        [1, 'Lost all my hive records', 'Update: after the upgrade my 3 years of inspection notes for 6 hives are gone. No backup, no answer from support. Looking for another beekeeping app.', [3, 'CO', 'H']],
        [5, 'Great for a backyard beekeeper 🐝', 'Two hives, simple notes, reminders for feeding. Does what I need.', [2, 'DI', 'L']],
      ],
    ),
    app(
      'Hive Heating: Smart Thermostat',
      'Hive Home Ltd',
      'Utilities',
      'Control your Hive smart thermostat, heating schedule and hot water from anywhere.',
      [[2, 'Schedule resets', 'My heating schedule resets every time the hub updates. Log shows nothing.', [0, 'CO', 'M']]],
    ),
  ],
  trials: [
    app(
      'Subly: Subscription Tracker',
      'Subly Finance',
      'Finance',
      'Track subscriptions and free trials, get reminded before you are charged, see what you spend every month.',
      [
        [2, 'Reminder came after the charge', 'Set up my free trial reminder for the day before, it arrived 2 hours after I was charged $59.99. The one thing the app is for.', [3, 'CO', 'M']],
        [4, 'Wish it could cancel for me', 'Great overview of my subscriptions. But some are so hard to cancel (gym, newspaper). Would pay for cancelling them for me.', [3, 'FR', 'M']],
        [1, 'Bank sync broken', 'Update: bank sync has been broken for 3 weeks so it misses new trials. Back to calendar reminders.', [2, 'CO', 'M']],
        [5, 'Saved me $300', 'Found 4 subscriptions I forgot about 😳', [2, 'DI', 'L']],
      ],
    ),
    app(
      'Clinical Trials Finder',
      'TrialMatch Health',
      'Medical',
      'Find clinical trials near you by condition and location.',
      [[4, 'Found a trial for my dad', 'Easy to search by condition, the trial coordinator called us within a week.', [0, 'DI', 'L']]],
    ),
  ],
};
