import type { SearchInfo } from '../../search/types';

/**
 * When the sentence model did not type every signal the classifier was unsure of: busy with other
 * searches (the search did not wait for it), or still loading after a restart. The count is of
 * the signals the search delivered first: once load more has shown more, it says so.
 */
export function SentenceModelNote({ info, shown }: { info: SearchInfo | null | undefined; shown: number }) {
  const text = sentenceModelText(info, shown);
  if (!text) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="sentence-model-note" title="Types and urgency come from the classifier and, where it is unsure, the sentence model">
      {text}
    </p>
  );
}

function sentenceModelText(info: SearchInfo | null | undefined, shown: number): string | null {
  if (info?.sentence_model === 'busy' && info.classifier_alone) {
    const { signals, of } = info.classifier_alone;
    return `Typed by the classifier alone for ${signals} of ${shown > of ? 'the first ' : ''}${of} signals: the sentence model was busy with other searches.`;
  }
  if (info?.sentence_model === 'loading') return 'Typed by the classifier alone: the sentence model was still loading.';
  return null;
}
