import { INPUT_CAP, KEYWORDS_MAX_LENGTH, keywordsProblem } from '@firstsignal/core';
import { TextAreaField, TextField } from '@firstsignal/ui';
import type { ItemList, SearchType } from './searchForm';

const LIST_COPY = {
  pain_points: { noun: 'Pain point', id: 'pain-point', placeholder: 'e.g. Invoices take hours to reconcile' },
  unmet_needs: { noun: 'Unmet need', id: 'unmet-need', placeholder: 'e.g. A simple way to share rosters with parents' },
} as const;

/** The query inputs of the chosen type, each capped at 100 characters with a live counter. */
export function QueryFields({
  searchType,
  businessIdea,
  onBusinessIdea,
  items,
  onItems,
}: {
  searchType: SearchType;
  businessIdea: string;
  onBusinessIdea: (value: string) => void;
  items: ItemList;
  onItems: (items: ItemList) => void;
}) {
  if (searchType === 'business_idea') {
    return (
      <TextAreaField
        id="business-idea"
        label="Describe your product or business idea"
        cap={INPUT_CAP}
        value={businessIdea}
        onChange={(e) => onBusinessIdea(e.target.value)}
        placeholder="e.g. A booking app for independent dog groomers"
        hint="Say who it is for and what it solves; FirstSignal finds people talking about exactly that."
      />
    );
  }
  if (searchType === 'keywords') return <KeywordsField value={businessIdea} onChange={onBusinessIdea} />;
  const copy = LIST_COPY[searchType];
  return (
    <div className="space-y-4">
      {items.map((value, index) => (
        <TextField
          key={index}
          id={`${copy.id}-${index + 1}`}
          label={
            index === 0 ? (
              <>
                {copy.noun} 1{' '}
                <span aria-hidden className="text-red-600">
                  *
                </span>
                <span className="sr-only">(required)</span>
              </>
            ) : (
              <>
                {copy.noun} {index + 1} <span className="font-normal text-slate-500">(optional)</span>
              </>
            )
          }
          aria-required={index === 0 || undefined}
          cap={INPUT_CAP}
          value={value}
          placeholder={index === 0 ? copy.placeholder : undefined}
          onChange={(e) => {
            const next = [...items] as ItemList;
            next[index] = e.target.value;
            onItems(next);
          }}
        />
      ))}
    </div>
  );
}

/**
 * Keyword mode (issue 25 §3): the expression, what it can say with examples, and what is wrong
 * with it under the field as it is typed (the server's own check and message, core's keywords.ts).
 */
function KeywordsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const problem = value.trim() ? keywordsProblem(value) : null;
  return (
    <div className="space-y-2">
      <TextAreaField
        id="keywords"
        label="Keywords"
        cap={KEYWORDS_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder='e.g. ("acme books" OR globex) NOT jobs'
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'keywords-error' : undefined}
        hint={
          <>
            Only posts and comments that contain these exact words come back, for brand and competitor mentions. Put
            phrases in quotes, combine with AND (or just a space), OR and NOT in capitals, and group with parentheses.
            Case and accents do not matter. Examples: <code>"acme books" OR globex</code>,{' '}
            <code>(acme OR globex) invoice NOT jobs</code>.
          </>
        }
      />
      {problem && (
        <p id="keywords-error" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
