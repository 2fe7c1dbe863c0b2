/**
 * Audiences (issue 25 §4): the communities of a stored run or of a saved search, ranked by
 * signals per item fetched there, from the signals already stored and the per-community counts
 * runs keep in their platform status. Charges nothing and calls no platform.
 */
import { audienceSignalOf, audienceSignalOfSaved, audiencesToCsv, fetchedOfRuns, findAudiences, type AudienceFormat } from '@firstsignal/core';
import { runStatusesFor, type Db } from '@firstsignal/db';
import type { FastifyReply } from 'fastify';
import { getSearchFor } from '../saved/service';
import type { Services } from '../services';
import { sendDownload } from './themes';

/** One of the user's runs: the results it delivered, over what it fetched; another user's is NOT_FOUND. */
export async function runAudiences(services: Services, userId: string, runId: string) {
  const run = await services.search.storedRun(userId, runId);
  return { title: run.params.businessIdea, communities: run.params.communities ?? [], ...findAudiences(run.results.map(audienceSignalOf), fetchedOfRuns([run.platforms])) };
}

/**
 * A saved search: its signals (re-runs and monitoring) over what every stored run of its idea
 * fetched (monitoring's fetches are not stored, so not counted); another user's is NOT_FOUND.
 */
export async function savedSearchAudiences(db: Db, userId: string, id: string) {
  const { search } = await getSearchFor(db, userId, id);
  const fetched = fetchedOfRuns(await runStatusesFor(db, userId, search.searchParams.businessIdea));
  return { title: search.name, communities: search.searchParams.communities ?? [], ...findAudiences(search.signals.map(audienceSignalOfSaved), fetched) };
}

export type AudiencesView = Awaited<ReturnType<typeof runAudiences>>;

/** JSON by default; `?format=csv` answers a file to download. */
export function sendAudiences(reply: FastifyReply, audiences: AudiencesView, format: AudienceFormat) {
  if (format === 'json') return reply.send(audiences);
  return sendDownload(reply, 'text/csv', `audiences-${new Date().toISOString().slice(0, 10)}.csv`, audiencesToCsv(audiences));
}
