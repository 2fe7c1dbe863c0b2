import {
  INPUT_CAP,
  MAX_COMPETITOR_APPS,
  MAX_FORUMS,
  MAX_RESULTS_OPTIONS,
  TIME_RANGE_LABELS,
  TIME_RANGES,
  truncate,
  type TimeRange,
} from '@firstsignal/core';
import { Button, Card, SelectField, Spinner, TextAreaField, toast } from '@firstsignal/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ExcludeFields } from '../../components/exclusions/ExcludeFields';
import { PlatformStatusBanners } from '../../components/results/PlatformStatus';
import { usePageMeta } from '../../lib/document';
import { useSearchDefaults } from '../../search/defaults';
import { useSearch } from '../../search/SearchProvider';
import { PlatformPicker } from './PlatformPicker';
import { QueryFields } from './QueryFields';
import { checkSearchForm, initialSearchForm, type SearchForm } from './searchForm';
import { SearchTypePicker } from './SearchTypePicker';

const TIME_RANGE_OPTIONS = TIME_RANGES.map((value) => ({ value, label: TIME_RANGE_LABELS[value] }));

function maxResultsOptions(current: number) {
  const values: number[] = [...MAX_RESULTS_OPTIONS];
  if (!values.includes(current)) values.push(current);
  return values.sort((a, b) => a - b).map((n) => ({ value: String(n), label: String(n) }));
}

/** Spec §2 "Search form": type, query, platforms, filters, and the search itself. */
export function SearchPage() {
  usePageMeta('Search');
  const search = useSearch();
  const defaults = useSearchDefaults();
  const [params] = useSearchParams();
  const [form, setForm] = useState<SearchForm>(() => initialSearchForm(truncate(params.get('q') ?? '', INPUT_CAP, '') || null));
  const [submitted, setSubmitted] = useState(false);
  const update = (patch: Partial<SearchForm>) => setForm((f) => ({ ...f, ...patch }));

  const maxResults = form.maxResults ?? defaults.maxResults;
  const platforms = form.platforms ?? defaults.platforms;
  const timeRange = form.timeRange ?? defaults.timeRange;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (search.loading) return;
    const checked = checkSearchForm(form, defaults);
    if (!checked.ok) {
      toast({ title: checked.message, variant: 'destructive' });
      return;
    }
    setSubmitted(true);
    void search.runSearch(checked.params);
  }

  const listType = form.searchType === 'pain_points' ? 'painPoints' : 'unmetNeeds';
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Search</h1>
        <p className="mt-1 text-sm text-slate-600">
          Describe what you are building and FirstSignal finds the people already talking about it.
        </p>
      </header>

      <form noValidate onSubmit={submit} aria-label="Search" className="space-y-6">
        <Card className="space-y-6 p-5 sm:p-6">
          <SearchTypePicker value={form.searchType} onChange={(searchType) => update({ searchType })} />
          {form.searchType ? (
            <QueryFields
              searchType={form.searchType}
              businessIdea={form.businessIdea}
              onBusinessIdea={(businessIdea) => update({ businessIdea })}
              items={form.searchType === 'pain_points' ? form.painPoints : form.unmetNeeds}
              onItems={(items) => update({ [listType]: items })}
            />
          ) : (
            <p className="text-sm text-slate-500">Choose a search type to describe what you are looking for.</p>
          )}
        </Card>

        <Card className="p-5 sm:p-6">
          <PlatformPicker value={platforms} onChange={(picked) => update({ platforms: picked })} />
          {platforms.includes('discourse') && (
            <div className="mt-4">
              <TextAreaField
                id="forums"
                label="Forums"
                hint={`The Discourse forums to search, one web address a line (up to ${MAX_FORUMS}), e.g. https://forum.example.org. Without one, Forums is not searched.`}
                value={form.forums}
                onChange={(e) => update({ forums: e.target.value })}
                placeholder="https://forum.example.org"
              />
            </div>
          )}
          {platforms.includes('appstore') && (
            <div className="mt-4">
              <TextAreaField
                id="competitor-apps"
                label="Competitor apps"
                hint={`Apps whose App Store reviews to read first, one a line (up to ${MAX_COMPETITOR_APPS}): the App Store link (https://apps.apple.com/us/app/name/id123456789), the app's id, or its name. Apps the search finds fill the rest. Google Play apps are not supported yet.`}
                value={form.competitorApps}
                onChange={(e) => update({ competitorApps: e.target.value })}
                placeholder="https://apps.apple.com/us/app/name/id123456789"
              />
            </div>
          )}
        </Card>

        <Card className="p-5 sm:p-6">
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">Filters (optional)</legend>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <SelectField
                id="max-results"
                label="Max Results"
                options={maxResultsOptions(maxResults)}
                value={String(maxResults)}
                onChange={(e) => update({ maxResults: Number(e.target.value) })}
              />
              <SelectField
                id="time-range"
                label="Time Range"
                options={TIME_RANGE_OPTIONS}
                value={timeRange}
                onChange={(e) => update({ timeRange: e.target.value as TimeRange })}
              />
            </div>
          </fieldset>
        </Card>

        <Card className="p-5 sm:p-6">
          <ExcludeFields value={form.exclusions} onChange={(exclusions) => update({ exclusions })} />
        </Card>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" disabled={search.loading}>
            {search.loading && <Spinner />}
            {search.loading ? 'Searching...' : 'Find Conversations'}
          </Button>
          <div role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600">
            {search.loading && 'Finding relevant signals...'}
          </div>
        </div>
        {search.loading && (
          <div aria-hidden className="h-1 overflow-hidden rounded-full bg-indigo-100">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-indigo-500" />
          </div>
        )}
      </form>

      {submitted && !search.loading && search.error && <PlatformStatusBanners platforms={search.platforms} />}
    </div>
  );
}
