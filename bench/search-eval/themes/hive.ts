/** Tune topic hive: hand-labelled themes. */
import { themeLabels } from './types';

export default themeLabels('hive', {
  'messy, forgotten inspection notes': ['0', '0.3', '11.0', '12.0', '13', '13.1', '13.2', '13.5', '16', '22'],
  'tracking mite counts per hive': ['1', '1.0', '1.1', '2', '2.1', '13.3', '14', '14.0', '14.1', '18.0', '22.1', '23.1'],
  'apps that fail in the bee yard': ['0.2', '1.1.0', '3.0', '13.9', '23', '23.0'],
  'finding an app for a few hives': ['13.4', '15', '18.1', '22.0', '26'],
});
