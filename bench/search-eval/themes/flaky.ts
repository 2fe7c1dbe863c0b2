/** Held-out topic flaky: hand-labelled themes (written before any theme clustering was tuned). */
import { themeLabels } from './types';

export default themeLabels('flaky', {
  'rerun until green': ['0', '8', '8.0', '8.2', '8.4', '14', '14.1', '2', '2.0', '4', '4.0', '4.1', '22.1'],
  'finding flaky tests from CI history': ['0.0', '0.6', '3', '3.0', '3.1', '3.2', '11.0', '20.1', '8.1', '12', '12.0'],
  'quarantine with an owner': [
    '0.1',
    '0.2',
    '0.2.0',
    '0.2.1',
    '0.5',
    '1',
    '1.0',
    '1.1',
    '1.3',
    '8.8',
    '8.9',
    '10',
    '10.0',
    '11.1',
    '20',
    '20.3',
    '21.0',
  ],
  'detection tools that misfire': ['0.8', '8.7', '8.7.0', '10.1', '11'],
  'fails only on CI: timing causes': ['9', '9.0', '9.1', '13', '13.0', '13.1', '20.0', '0.9'],
});
