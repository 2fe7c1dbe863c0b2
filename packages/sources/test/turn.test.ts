import { describe, expect, it } from 'vitest';
import { loopTurn } from '../src/turn';

describe('loopTurn (turn.ts)', () => {
  it('releases the waiting stretches one per turn of the loop, first come first served, with other callbacks between them', async () => {
    const order: string[] = [];
    const stretches = ['a', 'b', 'c'].map((name) => loopTurn().then(() => void order.push(name)));
    // Queued after all three: with setImmediate for each it would run after all of them.
    setImmediate(() => order.push('request'));
    await Promise.all(stretches);
    expect(order).toEqual(['a', 'request', 'b', 'c']);
  });

  it('serves a waiter that arrives while others wait, after them, and starts again once the queue is empty', async () => {
    const order: string[] = [];
    const first = loopTurn().then(() => {
      order.push('first');
      return loopTurn().then(() => void order.push('after first'));
    });
    const second = loopTurn().then(() => void order.push('second'));
    await Promise.all([first, second]);
    await loopTurn();
    expect(order).toEqual(['first', 'second', 'after first']);
  });
});
