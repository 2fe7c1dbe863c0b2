import { describe, expect, it } from 'vitest';
import { createClassifier, ngrams } from '../src/model/classifier';
import { trainClassifier, type LabelledExample } from '../src/model/train';
import { signalClassifier } from '../src/rank';

const ex = (text: string, type: LabelledExample['type'], urgency: LabelledExample['urgency'], signal: 0 | 1): LabelledExample => ({
  title: '',
  text,
  kind: 'comment',
  type,
  urgency,
  signal,
});

// A toy set a linear model must separate: different words for each class.
const TOY: LabelledExample[] = [
  ex('I would pay for an app that does this today', 'Buying Intent', 'High', 1),
  ex('happy to pay for a tool like that right now', 'Buying Intent', 'High', 1),
  ex('take my money, I would pay today', 'Buying Intent', 'High', 1),
  ex('what do you use for this? any recommendations?', 'Recommendation Request', 'Medium', 1),
  ex('any recommendations for a good app? what do you use', 'Recommendation Request', 'Medium', 1),
  ex('recommendations please, what do you all use', 'Recommendation Request', 'Medium', 1),
  ex('lol nice video, great editing', 'Discussion', 'Low', 0),
  ex('great video, nice editing as always lol', 'Discussion', 'Low', 0),
  ex('nice, great editing lol', 'Discussion', 'Low', 0),
];

describe('signal classifier', () => {
  it('learns a separable set: every training example gets its own type, urgency and signal back', () => {
    const model = createClassifier(trainClassifier(TOY, { epochs: 40 }));
    for (const e of TOY) {
      const p = model.predict(e);
      const best = <K extends string>(r: Record<K, number>) => (Object.entries(r) as [K, number][]).sort((a, b) => b[1] - a[1])[0]![0];
      expect([best(p.type), best(p.urgency), p.signal >= 0.5 ? 1 : 0]).toEqual([e.type, e.urgency, e.signal]);
    }
  });

  it('is deterministic: the same examples give the same weights', () => {
    expect(JSON.stringify(trainClassifier(TOY))).toBe(JSON.stringify(trainClassifier(TOY)));
  });

  it.each([
    ['a title is a post feature only', { title: 'Need help', text: 'x', kind: 'comment' as const }, 't^need', false],
    ['a post title starts with its first word', { title: 'Need help', text: 'x', kind: 'post' as const }, 't^need', true],
    ['a price is a money marker', { title: '', text: 'I paid $40 for it', kind: 'comment' as const }, 'b:money', true],
    ['a question mark is a marker', { title: '', text: 'does it work?', kind: 'comment' as const }, 'b:?', true],
  ])('%s', (_name, input, gram, present) => {
    expect(ngrams(input).includes(gram)).toBe(present);
  });

  it.each([
    ['I would pay $30 a month today for an app that tracks this, take my money', 'Buying Intent'],
    ['Can anyone recommend a tool for this? What do you all use?', 'Recommendation Request'],
    ['The app keeps crashing every time I open it and support never answers. Worst purchase ever.', 'Complaint'],
  ] as const)('the shipped model reads "%s" as %s', (text, type) => {
    const p = signalClassifier().predict({ title: '', text, kind: 'comment' });
    const best = (Object.entries(p.type) as [string, number][]).sort((a, b) => b[1] - a[1])[0]![0];
    expect(best).toBe(type);
  });

  it('the shipped model tells a person with a need from chit-chat', () => {
    const need = signalClassifier().predict({ title: '', text: 'I keep forgetting and it costs me money every month, is there anything that fixes this?', kind: 'comment' });
    const chat = signalClassifier().predict({ title: '', text: 'haha this video made my day, subscribed', kind: 'comment' });
    expect(need.signal).toBeGreaterThan(0.5);
    expect(chat.signal).toBeLessThan(0.5);
  });
});
