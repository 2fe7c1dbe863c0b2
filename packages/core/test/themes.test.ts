import { describe, expect, it } from 'vitest';
import { findThemes, OTHER_THEME_LABEL, type ThemeSignal } from '../src/themes/cluster';
import { themesToCsv, themesToMarkdown, THEME_CSV_COLUMNS } from '../src/themes/export';

const DAY = 86_400;
const T0 = 1_790_000_000;

function sig(id: string, text: string, p: Partial<ThemeSignal> = {}): ThemeSignal {
  return {
    id,
    title: '',
    parentTitle: null,
    text,
    evidence: text.split('. ')[0]!,
    url: `https://example.test/${id}`,
    signalType: 'Pain Point',
    urgencyLevel: 'Medium',
    createdUtc: T0,
    ...p,
  };
}

// Three pains a dog walker raises, four people each, plus two remarks about nothing in particular.
const PAYMENTS = [
  sig('p1', 'Clients never pay on time. I chase venmo requests every sunday night', {
    urgencyLevel: 'High',
    createdUtc: T0 - 20 * DAY,
  }),
  sig('p2', 'Chasing venmo requests from clients is half my week', { urgencyLevel: 'High' }),
  sig('p3', 'I hate chasing venmo requests and late payments', { signalType: 'Complaint' }),
  sig('p4', 'Late payments again, three clients owe me for venmo requests', { createdUtc: T0 + 3 * DAY }),
];
const CANCELS = [
  sig('c1', 'Last minute cancellations kill my income, people cancel an hour before the walk'),
  sig('c2', 'Another last minute cancellation today, no cancellation fee collected', { signalType: 'Complaint' }),
  sig('c3', 'How do you charge a cancellation fee for last minute cancellations?', { signalType: 'Question' }),
  sig('c4', 'Need a cancellation fee that charges automatically for last minute cancellations', {
    signalType: 'Feature Request',
    urgencyLevel: 'High',
  }),
];
const KEYS = [
  sig('k1', 'Where do you keep lockbox codes and alarm codes for every house?'),
  sig('k2', 'My lockbox codes live in my notes app, alarm codes too, it feels unsafe'),
  sig('k3', 'A client changed the lockbox codes and alarm codes without telling me'),
  sig('k4', 'Storing lockbox codes and alarm codes safely is my biggest worry'),
];
const STRAYS = [sig('s1', 'Congrats on the new puppy, what breed is she?'), sig('s2', 'Weather was lovely today')];
const ALL = [...PAYMENTS, ...CANCELS, ...KEYS, ...STRAYS];

const themeOfId = (set: ReturnType<typeof findThemes>, id: string) => set.themes.find((t) => t.signalIds.includes(id))!;

/** A deterministic shuffle (the same every run), so order-independence is tested without randomness. */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let h = seed;
  for (let i = out.length - 1; i > 0; i--) {
    h = (h * 1103515245 + 12345) % 2 ** 31;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('findThemes', () => {
  it('groups signals that raise the same pain, and sends signals that fit nothing to Other', () => {
    const set = findThemes(ALL);
    for (const group of [PAYMENTS, CANCELS, KEYS]) {
      const theme = themeOfId(set, group[0]!.id);
      expect(theme.key).not.toBe('other');
      expect([...theme.signalIds].sort()).toEqual(group.map((s) => s.id).sort());
    }
    const other = set.themes.at(-1)!;
    expect(other).toMatchObject({ key: 'other', label: OTHER_THEME_LABEL, signalIds: ['s1', 's2'] });
    expect(set.total).toBe(14);
  });

  it.each([
    ['input order', ALL],
    ['reversed', [...ALL].reverse()],
    ['shuffled', shuffled(ALL, 7)],
    ['shuffled again, with a repeated signal', [...shuffled(ALL, 99), PAYMENTS[0]!]],
  ])('gives the same themes whatever the order (%s)', (_name, input) => {
    expect(findThemes(input)).toEqual(findThemes(ALL));
  });

  it.each(ALL.slice(0, 12).map((s) => [s.id]))('labels the theme of %s with a phrase one of its members wrote', (id) => {
    const set = findThemes(ALL);
    const theme = themeOfId(set, id);
    const texts = ALL.filter((s) => theme.signalIds.includes(s.id)).map((s) => s.text.toLowerCase());
    expect(theme.label.length).toBeGreaterThan(2);
    expect(texts.some((t) => t.includes(theme.label.toLowerCase()))).toBe(true);
  });

  it('never names a theme with a word that describes any product ("app")', () => {
    // Every member says "app": the label must still be what they are about.
    const apps = [
      sig('a1', 'Every app I tried for the feeding schedule crashed, nobody fixes it'),
      sig('a2', 'Every app for the feeding schedule wants money, nobody should pay that'),
      sig('a3', 'The app forgot my feeding schedule again, every week nobody notices'),
      sig('a4', 'Feeding schedule in an app, every day, nobody reads it'),
    ];
    const [theme] = findThemes([...apps, ...KEYS]).themes.filter((t) => t.signalIds.includes('a1'));
    expect(theme!.label.toLowerCase()).toBe('feeding schedule');
  });

  it.each([
    [
      'the words around its key term that members share',
      [
        'I always forget to water my plants when I travel',
        'Every month I forget to water the ferns and they die',
        'Honestly I forget to water anything green',
        'The watering reminders never work, I still forget to water',
      ],
      'forget to water',
    ],
    [
      'its key word as written, without the count before it',
      [
        'We had 30 non-replies to the wedding invite last week',
        'Still 30 non-replies three days before the caterer deadline',
        'Chasing non-replies by text is a full time job',
        'How do you handle non-replies when the venue needs numbers?',
      ],
      'non-replies',
    ],
  ])('labels a theme with %s', (_name, texts, label) => {
    const group = texts.map((t, i) => sig(`g${i}`, t));
    const theme = findThemes([...group, ...KEYS]).themes.find((t) => t.signalIds.includes('g0'))!;
    expect(theme.label.toLowerCase()).toBe(label);
  });

  it("names a theme by its members' own words, even when other threads' titles use them too", () => {
    const fading = [
      sig('f1', 'My thermal paper receipts fade before tax time, the ink just fades away'),
      sig('f2', 'Half the thermal paper receipts in my glovebox faded by spring'),
      sig('f3', 'Thermal paper in the sun fades in a week, I photograph them the same day now'),
      sig('f4', 'Accountant asked for a receipt, the thermal paper was blank'),
    ];
    // Replies under posts about thermal paper that talk about something else entirely.
    const replies = [1, 2, 3].flatMap((n) =>
      KEYS.map((k) => ({ ...k, id: `${k.id}-${n}`, parentTitle: 'Thermal paper receipts, how do you keep them?' })),
    );
    const set = findThemes([...fading, ...replies, ...PAYMENTS, ...CANCELS]);
    expect(themeOfId(set, 'f1').label.toLowerCase()).toBe('thermal paper');
  });

  it('gives every theme its own label', () => {
    const labels = findThemes(ALL).themes.map((t) => t.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['no signals', [] as ThemeSignal[]],
    ['two signals', PAYMENTS.slice(0, 2)],
    ['only strays', STRAYS],
  ])('puts everything in Other when there is no pattern (%s)', (_name, input) => {
    const set = findThemes(input);
    expect(set.themes.filter((t) => t.key !== 'other')).toEqual([]);
    expect(set.themes.reduce((n, t) => n + t.size, 0)).toBe(input.length);
  });

  it('counts size, High urgency, types and dates, and quotes members with their links', () => {
    const theme = themeOfId(findThemes(ALL), 'p1');
    expect(theme.size).toBe(4);
    expect(theme.highShare).toBe(0.5);
    expect(theme.urgency).toEqual({ High: 2, Medium: 2, Low: 0 });
    expect(theme.types).toEqual([
      { type: 'Pain Point', count: 3 },
      { type: 'Complaint', count: 1 },
    ]);
    expect(theme.firstUtc).toBe(T0 - 20 * DAY);
    expect(theme.lastUtc).toBe(T0 + 3 * DAY);
    expect(theme.quotes).toHaveLength(3);
    for (const q of theme.quotes) {
      const member = PAYMENTS.find((s) => s.id === q.signalId)!;
      expect(q).toEqual({ signalId: member.id, text: member.evidence, url: member.url });
    }
  });

  it('ranks themes by size × urgency, Other last', () => {
    const extraCancel = sig('c5', 'One more last minute cancellation, the cancellation fee never gets paid', {
      urgencyLevel: 'Low',
    });
    const set = findThemes([...ALL, extraCancel]);
    // Payments: 4 signals, two High (3.2). Cancellations: 5 signals, one High, one Low (3.1). Keys: 4 Medium (2.4).
    expect(set.themes.map((t) => t.signalIds[0]![0])).toEqual(['p', 'c', 'k', 's']);
    expect(set.themes.map((t) => t.size)).toEqual([4, 5, 4, 2]);
    expect(set.themes.map((t) => t.key)).toEqual(['theme-1', 'theme-2', 'theme-3', 'other']);
  });

  it('counts each theme per week, the weeks without signals included (weeks start on Monday, UTC)', () => {
    const set = findThemes(ALL);
    const payments = themeOfId(set, 'p1').key;
    const { unit, buckets } = set.timeline;
    const total = buckets.reduce((n, w) => n + Object.values(w.counts).reduce((a, b) => a + b, 0), 0);
    expect(total).toBe(14);
    expect(unit).toBe('week');
    expect(buckets.map((w) => w.start)).toEqual(['2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21']);
    expect(buckets.slice(0, 3).map((w) => w.counts)).toEqual([{ [payments]: 1 }, {}, {}]);
    // Counts follow the themes' rank, Other last.
    expect(Object.keys(buckets[3]!.counts)).toEqual(set.themes.map((t) => t.key));
  });
});

describe('findThemes on a provider\'s embeddings', () => {
  // Groups the words alone would never make: the embeddings decide who belongs together.
  const groups = [['p1', 'p2', 'c1', 'c2'], ['c3', 'c4', 'k1', 'k2'], ['p3', 'p4', 'k3', 'k4'], ['s1'], ['s2']];
  const embeddings = new Map(groups.flatMap((ids, g) => ids.map((id, i) => [id, [0, 1, 2, 3, 4].map((d) => (d === g ? 1 : 0.05 * ((i + d) % 3)))] as const)));
  const members = (set: ReturnType<typeof findThemes>) =>
    set.themes.filter((t) => t.key !== 'other').map((t) => [...t.signalIds].sort().join(' ')).sort();

  it('clusters on the embeddings when every signal has one, naming each theme from its members\' words', () => {
    const set = findThemes(ALL, { embeddings });
    expect(members(set)).toEqual(['c1 c2 p1 p2', 'c3 c4 k1 k2', 'k3 k4 p3 p4']);
    expect(themeOfId(set, 's1').key).toBe('other');
    for (const t of set.themes.filter((x) => x.key !== 'other'))
      expect(t.signalIds.some((id) => ALL.find((x) => x.id === id)!.text.toLowerCase().includes(t.label.toLowerCase()))).toBe(true);
  });

  it('keeps the word clustering when a signal has no embedding', () => {
    const partial = new Map([...embeddings].filter(([id]) => id !== 'k4'));
    expect(members(findThemes(ALL, { embeddings: partial }))).toEqual(members(findThemes(ALL)));
  });
});

describe('theme exports', () => {
  const set = findThemes(ALL);

  it('writes one CSV row per theme, with counts, dates and quotes', () => {
    const lines = themesToCsv(set).trimEnd().split('\r\n');
    expect(lines[0]).toBe(THEME_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(set.themes.length + 1);
    const payments = themeOfId(set, 'p1');
    const row = lines.find((l) => l.startsWith(payments.label))!;
    expect(row).toContain(',4,50%,Pain Point 3; Complaint 1,2026-09-01,2026-09-24,');
    expect(row).toContain('(https://example.test/p');
    expect(lines.at(-1)).toMatch(/^Other,2,0%,/);
  });

  it('writes a Markdown brief whose quotes cannot break out into markup', () => {
    const trick = 'Chasing venmo requests [click](http://evil.test) # now';
    const md = themesToMarkdown(findThemes([...ALL, sig('p9', trick, { evidence: trick })]), 'Dog walkers');
    expect(md.startsWith('# Themes: Dog walkers\n\n15 signals, 3 themes.\n')).toBe(true);
    expect(md).toContain('(5 signals, 40% High urgency)');
    expect(md).toContain('## Other (2 signals, 0% High urgency)');
    expect(md).toContain('\\[click\\](http://evil.test) \\# now');
    expect(md).toContain('([source](https://example.test/p1))');
  });
});
