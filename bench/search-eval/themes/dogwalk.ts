/** Held-out topic dogwalk: hand-labelled themes (written before any theme clustering was tuned). */
import { themeLabels } from './types';

export default themeLabels('dogwalk', {
  'chasing payments': [
    '0',
    '0.0',
    '0.1',
    '0.3',
    '0.3.0',
    '0.3.1',
    '1.7',
    '7.7',
    '7.8',
    '7.8.0',
    '16.0',
    '16.2',
    '16.2.0',
    '21.0',
    '24.1',
    '25',
    '25.0',
    '25.1',
  ],
  'booking by text and scheduling': ['1', '1.3', '1.11', '3', '3.1', '4', '7.9', '7.10', '16.3', '24.0', '2.0', '22', '22.2.0'],
  'marketplace cut and fees': ['2', '2.2', '17.0', '17.1', '4.1', '25.2'],
  'late cancellations': ['6', '6.0', '6.1', '1.10', '18.0'],
  'older clients will not use apps': ['1.6', '1.6.0', '18.2'],
  'walking app reviews and failures': ['8', '8.0', '18', '18.1', '1.2', '1.9'],
});
