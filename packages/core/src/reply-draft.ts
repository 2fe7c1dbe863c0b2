/**
 * Reply drafts (issue 28): what the API takes and answers when a founder asks the AI provider
 * for a reply to one of their signals. A draft is only ever shown for the founder to edit and
 * post themselves; FirstSignal never posts it.
 */
import { z } from 'zod';
import { SEARCHABLE_PLATFORMS } from './signal';

export const replyDraftInput = z.object({
  /** The signal (`{platform}:{native id}`), from the caller's own run or saved signals. */
  signalId: z.string({ error: 'signalId is required' }).trim().min(1, 'signalId is required').max(300, 'signalId is too long'),
  /** The run it was shown in; without it, the caller's saved signals are looked in. */
  searchId: z.string().trim().min(1).max(64, 'searchId is too long').optional(),
  /** Who the founder is, disclosed in the reply ("I'm the founder of Acme"). */
  affiliation: z.string().trim().max(200, 'affiliation is at most 200 characters').optional(),
});
export type ReplyDraftInput = z.output<typeof replyDraftInput>;

export const replyDraftResponse = z
  .object({
    draft: z.string().meta({ description: 'The reply to edit and post yourself; it discloses your affiliation' }),
    signal_id: z.string(),
    platform: z.enum(SEARCHABLE_PLATFORMS),
    url: z.string().meta({ description: 'The thread to post it in' }),
    model: z.string(),
  })
  .meta({ id: 'ReplyDraft' });

/** The disclosure a draft must carry; added when the model left it out. */
export const disclosureOf = (affiliation: string) => `Disclosure: ${affiliation}`;
