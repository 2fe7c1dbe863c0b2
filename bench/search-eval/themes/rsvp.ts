/** Held-out topic rsvp: hand-labelled themes (written before any theme clustering was tuned). */
import { themeLabels } from './types';

export default themeLabels('rsvp', {
  'wedding guests who never reply': ['0', '0.0', '0.1', '0.2', '0.4', '0.4.0', '0.6', '7', '7.0', '18', '18.0', '18.3', '18.7', '18.8', '2', '2.2'],
  'guessing the food headcount': ['20', '20.0', '20.1', '20.2', '6', '6.2', '2.1', '18.10', '22', '22.0', '22.2', '5', '5.0', '19.2'],
  'reminders for non-responders': ['3', '3.0', '3.1', '3.2', '9', '9.0', '9.1', '18.5', '0.9'],
  'replies by text message': ['21.1', '25', '25.0', '25.1', '25.2', '26', '26.1', '26.2'],
  'school and club events': ['1', '1.0', '1.1', '8', '8.1', '8.2', '10', '10.0', '19.0'],
  'RSVP websites that lose replies': ['4', '4.0', '21', '21.0'],
});
