import { describe, expect, it } from 'vitest';
import { appstorePlan, firstIssue, namedAppQuery, parseNamedAppQuery, queryFacets, searchParamsSchema } from '../src/index';

const search = (competitorApps: unknown) =>
  searchParamsSchema.safeParse({ searchType: 'business_idea', businessIdea: 'meal planner for busy parents', competitorApps });

describe('a search’s competitor apps', () => {
  it.each<[string, unknown, string[] | undefined]>([
    [
      'an App Store link, kept without its query, fragment or trailing slash',
      ['https://apps.apple.com/us/app/platemate-meal-planner/id1500000001/?platform=iphone#reviews'],
      ['https://apps.apple.com/us/app/platemate-meal-planner/id1500000001'],
    ],
    ['a link without its scheme, and the older iTunes host', ['apps.apple.com/gb/app/id1500000003', 'https://itunes.apple.com/us/app/mealime/id1079999103?mt=8'], ['https://apps.apple.com/gb/app/id1500000003', 'https://apps.apple.com/us/app/mealime/id1079999103']],
    ['a bare id, with or without “id”', ['1500000001', ' id1500000004 '], ['https://apps.apple.com/app/id1500000001', 'https://apps.apple.com/app/id1500000004']],
    ['a name, its spaces tidied', ['  Paprika   Recipe Manager 3 '], ['Paprika Recipe Manager 3']],
    ['a name with emoji (a ZWJ family) kept whole', ['Family Meals 👨‍👩‍👧‍👦'], ['Family Meals 👨‍👩‍👧‍👦']],
    ['an Arabic (right-to-left) name', ['وجبات العائلة'], ['وجبات العائلة']],
    ['a combining accent composed', ['Cafe\u0301 Recipes'], ['Café Recipes']],
    ['HTML entities decoded', ['Tom &amp; Jerry&#39;s Kitchen', 'Pizza &#x1F355; Planner'], ['Tom & Jerry\'s Kitchen', 'Pizza 🍕 Planner']],
    ['a short number is a name (the game “2048”)', ['2048'], ['2048']],
    ['a dotted name is not a link', ['Todo.txt'], ['Todo.txt']],
    [
      'blank lines dropped, one app named twice kept once (two links to one id, a name in other case)',
      ['', 'https://apps.apple.com/us/app/platemate/id1500000001', '1500000001', 'Mealime', 'MEALIME', '   '],
      ['https://apps.apple.com/us/app/platemate/id1500000001', 'Mealime'],
    ],
    ['none named: the search has none', ['', ' '], undefined],
  ])('%s', (_, apps, expected) => {
    const parsed = search(apps);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.competitorApps).toEqual(expected);
  });

  it.each<[string, unknown, string, string]>([
    ['too many', ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `App ${n}`), 'At most 5 competitor apps can be named in one search', 'competitorApps'],
    [
      'a Google Play link',
      ['https://play.google.com/store/apps/details?id=com.mealime.app&hl=en'],
      '“https://play.google.com/store/apps/details?id=com.mealime.app&hl=en” is a Google Play link: Google Play apps are not supported yet, only App Store apps',
      'competitorApps.0',
    ],
    ['a Google Play link without its scheme', ['Mealime', 'play.google.com/store/apps/details?id=com.mealime.app'], '“play.google.com/store/apps/details?id=com.mealime.app” is a Google Play link: Google Play apps are not supported yet, only App Store apps', 'competitorApps.1'],
    ['a market: link', ['market://details?id=com.mealime.app'], '“market://details?id=com.mealime.app” is a Google Play link: Google Play apps are not supported yet, only App Store apps', 'competitorApps.0'],
    [
      'a web page that is not an app',
      ['https://www.mealime.com/features'],
      '“https://www.mealime.com/features” is not an App Store app: use its App Store link (https://apps.apple.com/us/app/name/id123456789), its id or its name',
      'competitorApps.0',
    ],
    [
      'an App Store link to a developer, not an app',
      ['https://apps.apple.com/us/developer/platemate-labs/id1500000008'],
      '“https://apps.apple.com/us/developer/platemate-labs/id1500000008” is not an App Store app: use its App Store link (https://apps.apple.com/us/app/name/id123456789), its id or its name',
      'competitorApps.0',
    ],
    ['a name too long to be one', ['meal '.repeat(30)], `“${'meal '.repeat(16).slice(0, 79)}…” is too long for an app name (at most 100 characters)`, 'competitorApps.0'],
    ['not a list', 'Mealime', 'Competitor apps must be a list of App Store links, app ids or app names', 'competitorApps'],
  ])('refuses %s with a clear message', (_, apps, message, field) => {
    const parsed = search(apps);
    expect(parsed.success).toBe(false);
    expect(firstIssue(parsed.error!)).toEqual({ message, field });
  });
});

describe('the App Store plan with named apps', () => {
  it('puts the named apps first, nothing broader for them, then the planner’s own words', () => {
    const named = ['https://apps.apple.com/app/id1500000001', 'وجبات العائلة'];
    const plan = appstorePlan(queryFacets('meal planner for busy parents', 'business_idea'), named);
    expect(plan.queries).toEqual([namedAppQuery(named[0]!), namedAppQuery(named[1]!), 'meal planner']);
    expect(plan.broader.slice(0, 2)).toEqual([[], []]);
    expect(plan.queries.map(parseNamedAppQuery)).toEqual([
      { id: '1500000001', entry: named[0] },
      { name: 'وجبات العائلة', entry: named[1] },
      null,
    ]);
  });
});
