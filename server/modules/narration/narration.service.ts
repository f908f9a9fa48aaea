import { createHash } from 'node:crypto';
import { MIN_VALID_AUDIO_BYTES, VOICE_PREVIEW_SENTENCE } from '#common/catalogue';
import type { AudioInfo, SpeechGenerateBody, SpeechGenerateResponse } from '#common/contract';
import { badRequest, conflict } from '#common/errors';
import { narrationCost, wordCount } from '#common/rules/listeningTime';
import type { Database } from '#server/db/client';
import { changeCredits } from '../credits/credits.service';
import { readableChapter } from '../chapters/chapters.service';
import type { ChapterRow } from '../chapters/chapters.repo';
import { readableStory } from '../stories/stories.service';
import type { UserRow } from '../users/users.repo';
import { attachAudio, countLedgerRows, findAsset, recordPlay } from './narration.repo';
import type { NarrationJob, NarrationJobs } from './narrationJobs';

export const NARRATION_REASON = 'narration';
export const NARRATION_REFUND_REASON = 'narration_refund';
export const NARRATION_MESSAGES = {
  ready: 'Audio ready',
  inProgress: 'Audio is being generated',
  none: 'No audio yet. Generate it to listen.',
  unusable: 'Audio content unavailable. Text may be too long or complex.',
  previewOnly: 'Only the sample sentence can be previewed without a story',
  chapterWriting: 'This chapter is still being written',
  chapterFailed: 'This chapter could not be written, so it cannot be narrated',
  nothingToNarrate: 'This chapter has no text to narrate',
} as const;

const AUDIO_URL = /^\/api\/audio\/([0-9a-f]{64})\.mp3$/;

/** The same voice and text always make the same asset: they are synthesised once. */
export function assetIdFor(voiceId: string, text: string): string {
  return createHash('sha256').update(voiceId).update('\0').update(text).digest('hex');
}

export const audioUrlFor = (assetId: string) => `/api/audio/${assetId}.mp3`;
export const assetIdOfUrl = (url: string) => AUDIO_URL.exec(url)?.[1];

interface NarrationDeps {
  db: Database;
  jobs: NarrationJobs;
}

type Outcome = { job: NarrationJob | undefined; audioCredits?: number };

function answer(assetId: string, job: NarrationJob | undefined, audioCredits?: number): SpeechGenerateResponse {
  return {
    audioUrl: audioUrlFor(assetId),
    fallback: false,
    message: job ? NARRATION_MESSAGES.inProgress : NARRATION_MESSAGES.ready,
    inProgress: job !== undefined,
    ...(audioCredits === undefined ? {} : { audioCredits }),
  };
}

/** The voice preview: the sample sentence only, free, synthesised once per voice. */
export async function previewVoice(
  { db, jobs }: NarrationDeps,
  body: SpeechGenerateBody,
): Promise<SpeechGenerateResponse> {
  if (body.text?.trim() !== VOICE_PREVIEW_SENTENCE) throw badRequest(NARRATION_MESSAGES.previewOnly);
  const assetId = assetIdFor(body.voiceId, VOICE_PREVIEW_SENTENCE);
  const job = await jobs.exclusive(assetId, async () => {
    if (await findAsset(db, assetId)) return undefined;
    return jobs.get(assetId) ?? jobs.start(assetId, VOICE_PREVIEW_SENTENCE, body.voiceId);
  });
  await job?.finished;
  return answer(assetId, undefined);
}

function narratableText(chapter: ChapterRow): string {
  if (chapter.status === 'writing') throw conflict(NARRATION_MESSAGES.chapterWriting);
  if (chapter.status === 'failed') throw conflict(NARRATION_MESSAGES.chapterFailed);
  if (wordCount(chapter.content) === 0) throw conflict(NARRATION_MESSAGES.nothingToNarrate);
  return chapter.content;
}

/**
 * Narrates a chapter the user may read, from its text in the database. Audio that exists (or is being
 * made) costs nothing; otherwise the charge is taken before any synthesis and refunded once if it fails.
 * Answers as soon as the first audio is ready; the URL streams the rest as it is produced.
 */
export async function narrateChapter(
  deps: NarrationDeps,
  user: UserRow,
  body: SpeechGenerateBody & { storyId: string },
): Promise<SpeechGenerateResponse> {
  const { db, jobs } = deps;
  const { chapter } = await readableChapter(db, user, body.storyId, body.chapterNumber ?? 1);
  const text = narratableText(chapter);
  const assetId = assetIdFor(body.voiceId, text);
  const outcome = await jobs.exclusive(assetId, async (): Promise<Outcome> => {
    if (await findAsset(db, assetId)) return { job: undefined };
    const running = jobs.get(assetId);
    if (running) return { job: running };
    return startCharged(deps, user, assetId, text, body.voiceId);
  });
  const audioUrl = audioUrlFor(assetId);
  if (outcome.job) {
    void outcome.job.finished.then(() => attachAudio(db, chapter, audioUrl)).catch(() => {});
    await outcome.job.started;
  } else {
    await attachAudio(db, chapter, audioUrl);
  }
  return answer(assetId, outcome.job, outcome.audioCredits ?? user.audioCredits);
}

/**
 * Charges for one attempt, then starts it. The ledger reference names the user, the asset and the
 * attempt (refunds so far), so instances racing on the same attempt charge once, and a retry after a
 * refunded failure is charged again. The recovery sweep reads the asset id back from this
 * reference (findUnfinishedCharges), so its `{userId}:{assetId}#{attempt}` form is fixed.
 */
async function startCharged(
  { db, jobs }: NarrationDeps,
  user: UserRow,
  assetId: string,
  text: string,
  voiceId: string,
): Promise<Outcome> {
  const base = `${user.id}:${assetId}#`;
  const reference = base + (await countLedgerRows(db, user.id, NARRATION_REFUND_REASON, base));
  const cost = narrationCost(text);
  const charge = await changeCredits(db, {
    userId: user.id,
    text: 0,
    audio: -cost,
    reason: NARRATION_REASON,
    reference,
  });
  const refund = async () => {
    await changeCredits(db, { userId: user.id, text: 0, audio: cost, reason: NARRATION_REFUND_REASON, reference });
  };
  const job = jobs.start(assetId, text, voiceId, refund);
  return { job, audioCredits: charge.applied ? charge.audioCredits : undefined };
}

/** What the reading screen needs to play a chapter's narration. */
export async function audioInfo(
  db: Database,
  user: UserRow | undefined,
  storyId: string,
  chapterNumber: number,
): Promise<AudioInfo> {
  const { chapter } = await readableChapter(db, user, storyId, chapterNumber);
  if (!chapter.audioUrl) return { audioUrl: null, fallback: false, message: NARRATION_MESSAGES.none };
  const assetId = assetIdOfUrl(chapter.audioUrl);
  const asset = assetId ? await findAsset(db, assetId) : undefined;
  if (!asset || asset.bytes < MIN_VALID_AUDIO_BYTES)
    return { audioUrl: chapter.audioUrl, fallback: true, message: NARRATION_MESSAGES.unusable };
  return {
    audioUrl: chapter.audioUrl,
    fallback: false,
    message: NARRATION_MESSAGES.ready,
    durationSeconds: asset.durationMs / 1000,
  };
}

/** A listener started the story's narration: counted once per listener, story and UTC day. */
export async function countPlay(
  db: Database,
  user: UserRow | undefined,
  storyId: string,
  guestAddress: string,
  now = new Date(),
) {
  const view = await readableStory(db, user, storyId);
  const listenerKey = user?.id ?? createHash('sha256').update(`guest:${guestAddress}`).digest('hex');
  return { plays: await recordPlay(db, view.story.id, listenerKey, now.toISOString().slice(0, 10)) };
}
