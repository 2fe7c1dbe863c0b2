/** Tune topic trials: hand-labelled themes. */
import { themeLabels } from './types';

export default themeLabels('trials', {
  'charged after a free trial': ['0', '0.0', '0.1', '16', '16.0', '17.0', '18.0', '13.4', '1.0', '1.0.0'],
  'reminders before a trial ends': ['1', '14', '14.0', '19.1', '24', '24.0', '24.1'],
  'cancelling is made hard': [
    '2',
    '2.0',
    '2.1',
    '4.0',
    '13',
    '13.0',
    '13.1',
    '13.7',
    '13.8',
    '15',
    '19',
    '19.0',
    '20',
    '23',
    '23.0',
  ],
  'forgotten subscriptions': ['3', '3.1', '13.5', '26'],
});
