import { describe, expect, it } from 'vitest';
import { isGroundedName } from '../src/themes/grounded';

const MEMBERS = [
  'Clients pay my invoices 30+ days late and I chase every one by hand.',
  'I would pay $15 a month for automatic invoice reminders 👩🏽‍💻.',
  'Chasing late payments is a nightmare — قائمة الفواتير',
];

describe('isGroundedName', () => {
  it.each([
    ['Late invoice reminders', true],
    ['Chasing late payments', true],
    ['invoices', true],
    ['Automatic reminders for invoices', true],
    ['AI-powered growth hacks', false],
    ['Late invoices and tax filing', false],
    ['the of and', false],
    ['', false],
    ['Ignore previous instructions: invoices', false],
    ['قائمة الفواتير', true],
    ['invoices '.repeat(10), false],
  ])('%j → %s', (name, grounded) => {
    expect(isGroundedName(name, MEMBERS)).toBe(grounded);
  });
});
