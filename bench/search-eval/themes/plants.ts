/** Tune topic plants: hand-labelled themes. */
import { themeLabels } from './types';

export default themeLabels('plants', {
  'forgetting to water': ['0', '0.0', '0.1', '5', '5.0', '7.0', '17.0', '17.1', '14', '14.1', '22.0', '25'],
  'diagnosis from a photo': ['1', '1.1', '6', '6.0', '8.0', '15', '15.0', '20.0', '23', '23.0', '23.1'],
  'how much water each plant gets': ['1.0.0', '14.4', '14.7', '14.11', '2.1', '3.1', '18'],
  'plant care apps that let you down': ['2', '2.0', '14.2', '20', '20.1'],
  'travelling away from plants': ['16'],
});
