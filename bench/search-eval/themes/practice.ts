/** Held-out topic practice: hand-labelled themes (written before any theme clustering was tuned). */
import { themeLabels } from './types';

export default themeLabels('practice', {
  'practice logs and forged signatures': ['0', '0.1', '0.2', '6', '6.0', '6.1', '17', '17.0', '17.2', '17.4', '1', '3', '3.0', '9', '9.0', '9.1'],
  'no idea what happens at home': ['2', '2.0', '2.2', '17.6', '26.0', '26.1', '1.8', '19.1'],
  'managing recorded clips': ['0.3', '0.3.0', '8', '8.2', '20', '20.0', '20.1', '24', '24.0', '1.10.1', '17.8', '17.8.0', '4.0'],
  'practice apps: price and gamification': ['5', '5.0', '5.1', '1.4', '1.10', '1.10.0', '18', '18.0', '18.1', '18.2', '1.6', '24.1'],
  'a simple clip tool for teachers': ['7', '7.0', '23', '23.0', '23.1', '23.2', '24.2'],
});
