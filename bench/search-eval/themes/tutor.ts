/** Tune topic tutor: hand-labelled themes. */
import { themeLabels } from './types';

export default themeLabels('tutor', {
  'tutors cost too much': ['0', '0.0', '0.1', '0.3', '8', '13', '13.0', '13.2', '16', '16.0', '18.1', '23.2'],
  "can't tell if tutoring is working": [
    '1',
    '1.0',
    '1.2',
    '1.2.0',
    '12.0',
    '13.4',
    '13.5',
    '13.6',
    '13.10',
    '14',
    '14.0',
    '18',
    '18.0',
    '23.0',
    '26',
    '26.0',
  ],
  "paying for tutoring that doesn't help": ['2', '2.1', '10.1', '11.0', '13.3', '15', '15.0'],
});
