/**
 * GitHub Discussions for the tune topics: Ideas, Q&A and Show-and-tell threads in made-up
 * repositories, with upvoted replies, a bot, and look-alikes that share the topic's words.
 */
import { botComment, githubDiscussion } from '../github';
import type { ExtraThreads } from '../types';

export const TUNE_GITHUB_DISCUSSIONS: ExtraThreads = {
  plants: [
    githubDiscussion(
      'leafcare/leafcare',
      'Ideas',
      'Watering reminders that know the plant, not just the calendar 🌿',
      "I travel for work two weeks a month and my fiddle leaf fig has opinions about it. A fixed \"every 7 days\" reminder drowned my succulents and starved the fern.\r\n\r\nCould a reminder use the plant type, pot size and the season? I'd happily pay for a hosted version with push notifications.",
      [3, 'FR', 'H'],
      [
        ['Same. I killed a calathea with a calendar reminder. Upvoted.', [2, 'PP', 'M']],
        ['There is a community template for per-species intervals in #212, maybe a start.', [1, 'DI', 'L']],
      ],
    ),
    githubDiscussion(
      'leafcare/leafcare',
      'Q&A',
      'Why are the leaves of my monstera turning yellow?',
      'Lower leaves yellow with brown edges, soil still damp after a week. Is this overwatering or light? The app says "healthy" 🤔',
      [3, 'QU', 'M'],
      [['Damp for a week is overwatering almost always. Check the roots for rot.', [1, 'DI', 'L']]],
    ),
    githubDiscussion(
      'gardenos/gardenos',
      'General',
      'Irrigation controller for a vegetable garden: water schedules per zone',
      'Show and tell: my ESP32 irrigation controller waters six raised beds on a schedule per zone. Config is YAML, PRs welcome.',
      [0, 'DI', 'L'],
    ),
  ],
  oncall: [
    githubDiscussion(
      'pagerpup/pagerpup',
      'Ideas',
      'Quiet hours: only page at night for alerts that are actually incidents',
      "We're four engineers sharing on call. Most pages at 3am are noise (disk at 81%, a flapping health check) and we've all started sleeping through the pager, which is how we missed a real outage last week 😬\n\nProposal: a severity threshold for night hours; everything below waits for the morning digest.",
      [3, 'FR', 'H'],
      [
        ['+1, alert fatigue is why we are evaluating alternatives right now.', [3, 'CO', 'H']],
        botComment('welcome', 'Thanks for opening your first discussion! A maintainer will reply soon.'),
        ['We do this with a routing rule today, but it is clunky and undocumented.', [2, 'DI', 'L']],
      ],
    ),
    githubDiscussion(
      'promkit/alert-rules',
      'Q&A',
      'How do you keep runbooks next to alerts?',
      'When an alert fires at night the person on call has no idea where the runbook lives. Do people put the link in annotations? Anything better?',
      [3, 'QU', 'M'],
      [['`runbook_url` annotation, and a CI check that every rule has one.', [1, 'DI', 'L']]],
    ),
    githubDiscussion(
      'nightshift/rota',
      'General',
      'Call rotation for nurses on night shift',
      'Sharing our spreadsheet-to-calendar script for nurses on the night call rotation at a small clinic.',
      [0, 'DI', 'L'],
    ),
  ],
  trials: [
    githubDiscussion(
      'subtrack/subtrack',
      'Ideas',
      'Remind me the day before a free trial charges',
      "I signed up for three free trials in October and got charged for all three, $47 gone 🙃 A reminder 24h before the trial ends would have saved it. Cancel links would be a bonus: some of these make it really hard to cancel.",
      [3, 'FR', 'H'],
      [['Yes please. I track trials in my notes app and still forget.', [3, 'PP', 'M']]],
    ),
    githubDiscussion(
      'trialkit/trialkit',
      'Q&A',
      'How to extend the free trial period for my SaaS customers?',
      'I run a SaaS and want to offer a 30-day trial instead of 14. Which setting is it?',
      [0, 'QU', 'L'],
    ),
  ],
};
