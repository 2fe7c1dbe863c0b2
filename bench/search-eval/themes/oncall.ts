/** Tune topic oncall: hand-labelled themes. */
import { themeLabels } from './types';

export default themeLabels('oncall', {
  'noisy alerts at night': ['0', '0.0.0', '4.1', '6', '6.0', '13.3', '18.1', '19', '23', '23.0', '26', '14', '14.1'],
  'missing runbooks': ['2', '2.0', '2.1', '13.7', '13.8', '15', '15.1', '18', '18.0', '18.3', '24', '24.0'],
  'on call with a tiny team': ['0.1', '3.0', '13', '13.0', '22.0', '22.0.0', '23.1'],
  'alerting tools and pricing': ['1', '1.0', '1.1', '13.4', '13.9', '13.9.0'],
});
