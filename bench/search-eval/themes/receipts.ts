/** Held-out topic receipts: hand-labelled themes (written before any theme clustering was tuned). */
import { themeLabels } from './types';

export default themeLabels('receipts', {
  'faded thermal receipts': ['0', '0.0', '0.1', '7', '20', '20.3', '24.0', '29.0'],
  'material costs per job': ['1', '1.0', '1.2', '1.2.0', '1.7', '1.10', '1.10.0', '20.0', '24.1', '9.0'],
  'tax season scramble': [
    '2',
    '2.0',
    '2.1',
    '5',
    '5.1',
    '8',
    '8.0',
    '8.2',
    '22',
    '22.0',
    '22.2',
    '18.8.0',
    '27',
    '27.0',
    '27.1',
    '18.3',
    '26.1',
    '23',
    '23.0',
  ],
  'lost receipts and deductions': ['3', '3.0', '3.1', '18.0', '25.0', '1.5', '23.1', '26.0', '18.2', '6', '6.1'],
  'receipt scanning apps': ['4', '4.0', '4.1', '20.1', '9', '18.9', '24', '18.5', '5.2'],
});
