import { createHash } from 'node:crypto';
import { MIN_VALID_AUDIO_BYTES } from '#common/catalogue/limits';
import { VOICE_PREVIEW_SENTENCE } from '#common/catalogue/voices';
import type { AudioInfo, SpeechGenerateBody, SpeechGenerateResponse, SpeechMark } from '#common/contract';
import { badRequest, conflict } from '#common/errors';
import { actionCost } from '#common/rules/actionCost';
import { narrationCreditsForSeconds } from '#common/rules/narrationPrice';
import { wordCount } from '#common/rules/listeningTime';
import type { Database } from '#server/db/client';
import { countEntries } from '../credits/credits.repo';
import { changeCredits } from '../credits/credits.service';
import { LEDGER_REASONS, ledgerReference } from '../credits/ledger';
import { readableChapter } from '../chapters/chapters.service';
import type { ChapterRow } from '../chapters/chapters.repo';
import { readableStory } from '../stories/stories.service';
import type { UserRow } from '../users/users.repo';
import type { VoiceProvider } from '#server/providers/voice/port';
import { assetIdOfUrl, audioUrlFor } from './audioUrl';
import { requireKnownVoice } from './knownVoices';
import { attachAudio, findAsset, recordPlay, type AudioAssetRow } from './audioAssets.repo';
import { hasNarration, latestNarration, recordNarration, storedNarrations } from './chapterNarrations.repo';
import { narrationFailure } from './narrationFailures.repo';
import { estimatedMarks } from './speechMarks';
import type { NarrationJob, NarrationJobs } from './narrationRegistry';
import { isRelayed } from './narrationRelay';
import { assertVoiceAllowed } from './voiceAccess';

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

/** The same voice and text always make the same asset: they are synthesised once. */
export function assetIdFor(voiceId: string, text: string): string {
  return createHash('sha256').update(voiceId).update('\0').update(text).digest('hex');
}

export interface NarrationDeps {
  db: Database;
  jobs: NarrationJobs;
  voice: VoiceProvider;
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

/** The voice preview: the sample sentence only, of a voice on offer, free, synthesised once per voice. */
export async function previewVoice(
  { db, jobs, voice }: NarrationDeps,
  user: UserRow,
  body: SpeechGenerateBody,
): Promise<SpeechGenerateResponse> {
  if (body.text?.trim() !== VOICE_PREVIEW_SENTENCE) throw badRequest(NARRATION_MESSAGES.previewOnly);
  await requireKnownVoice(voice, body.voiceId);
  await assertVoiceAllowed(voice, user, body.voiceId);
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
 * Narrates a chapter the user may read, from its text in the database. Audio the user already has
 * (their own narration, or the one the owner shows on the chapter) costs nothing; otherwise the
 * charge is taken before any synthesis and refunded once if it fails. Answers as soon as the
 * narration is accepted, before any audio: the URL streams the audio as it is produced, and the
 * chapter's audio info tells whether it is still in progress, ready or failed (and why). Only the
 * story's owner changes the chapter's shown audio: a reader's narration stays theirs.
 */
export async function narrateChapter(
  deps: NarrationDeps,
  user: UserRow,
  body: SpeechGenerateBody & { storyId: string },
): Promise<SpeechGenerateResponse> {
  const { db, jobs } = deps;
  const { view, chapter } = await readableChapter(db, user, body.storyId, body.chapterNumber ?? 1);
  const text = narratableText(chapter);
  await assertVoiceAllowed(deps.voice, user, body.voiceId);
  const assetId = assetIdFor(body.voiceId, text);
  const outcome = await jobs.exclusive(assetId, () =>
    acquire(deps, user, chapter, { assetId, text, voiceId: body.voiceId }),
  );
  await recordNarration(db, chapter.id, user.id, assetId);
  const audioUrl = audioUrlFor(assetId);
  const isOwner = view.story.userId === user.id;
  if (outcome.job) {
    if (isOwner) void outcome.job.finished.then(() => attachAudio(db, chapter, audioUrl)).catch(() => {});
    await outcome.job.accepted;
  } else if (isOwner) {
    await attachAudio(db, chapter, audioUrl);
  }
  return answer(assetId, outcome.job, outcome.audioCredits ?? user.audioCredits);
}

interface Narration {
  assetId: string;
  text: string;
  voiceId: string;
}

/** The audio for this user: free if they have it, else charged, joining a synthesis in progress or starting one. */
async function acquire(
  deps: NarrationDeps,
  user: UserRow,
  chapter: ChapterRow,
  narration: Narration,
): Promise<Outcome> {
  const { db, jobs } = deps;
  const { assetId, text, voiceId } = narration;
  const running = jobs.get(assetId);
  const exists = running !== undefined || (await findAsset(db, assetId)) !== undefined;
  const owned = chapter.audioUrl === audioUrlFor(assetId) || (await hasNarration(db, chapter.id, user.id, assetId));
  if (exists && owned) return { job: running };
  const stored = running ? undefined : await findAsset(db, assetId);
  const { audioCredits, refund, settle } = await charge(db, user, assetId, text, stored?.durationMs);
  if (running) void running.finished.catch(refund);
  const job = running ?? (stored ? undefined : jobs.start(assetId, text, voiceId, refund));
  if (job) void settleOnceStored(db, job, assetId, settle);
  return { job, audioCredits };
}

/** Once the audio is stored, the charge follows its real duration (a failure is refunded by its own hook). */
async function settleOnceStored(
  db: Database,
  job: NarrationJob,
  assetId: string,
  settle: (durationMs: number) => Promise<void>,
) {
  const stored = await job.finished.then(
    () => true,
    () => false,
  );
  const asset = stored ? await findAsset(db, assetId) : undefined;
  if (asset) await settle(asset.durationMs).catch(() => undefined);
}

/**
 * Charges for one attempt. The ledger reference names the user, the asset and the attempt (refunds
 * so far), so instances racing on the same attempt charge once, and a retry after a refunded
 * failure is charged again. The recovery sweep reads the asset id back from this reference
 * (parseNarrationReference).
 */
async function charge(db: Database, user: UserRow, assetId: string, text: string, knownDurationMs?: number) {
  const attempt = await countEntries(
    db,
    user.id,
    LEDGER_REASONS.narrationRefund,
    ledgerReference.narrationPrefix(user.id, assetId),
  );
  const reference = ledgerReference.narrationAttempt({ userId: user.id, assetId, attempt });
  // The price shown before the click, from the characters; the stored audio's duration when known.
  const shown = actionCost({ kind: 'narrate', text }).credits;
  const cost =
    knownDurationMs === undefined ? shown : Math.min(shown, narrationCreditsForSeconds(knownDurationMs / 1000));
  const charged = await changeCredits(db, {
    userId: user.id,
    text: 0,
    audio: -cost,
    reason: LEDGER_REASONS.narrationCharge,
    reference,
  });
  const refund = async () => {
    await changeCredits(db, {
      userId: user.id,
      text: 0,
      audio: cost,
      reason: LEDGER_REASONS.narrationRefund,
      reference,
    });
  };
  /** Never more than was charged: gives back the difference when the real duration prices lower. */
  const settle = async (durationMs: number) => {
    const fair = narrationCreditsForSeconds(durationMs / 1000);
    if (fair >= cost) return;
    await changeCredits(db, {
      userId: user.id,
      text: 0,
      audio: cost - fair,
      reason: LEDGER_REASONS.narrationPriceAdjustment,
      reference,
    });
  };
  return { audioCredits: charged.applied ? charged.audioCredits : undefined, refund, settle };
}

/** The user's latest stored narration of the chapter's current text (an edit makes older ones stale). */
async function ownNarrationUrl(db: Database, user: UserRow, chapter: ChapterRow): Promise<string | undefined> {
  const current = (await storedNarrations(db, chapter.id, user.id)).find(
    (narration) => assetIdFor(narration.voiceId, chapter.content) === narration.assetId,
  );
  return current && audioUrlFor(current.assetId);
}

const NOTHING_YET = { fallback: false, marks: [], inProgress: false };

/**
 * The user's latest narration of the chapter while it is being made (its URL streams it), or after
 * it failed on any instance (no URL, so the listener may ask again, and why it failed).
 */
async function pendingNarration(
  { db, jobs }: Pick<NarrationDeps, 'db' | 'jobs'>,
  user: UserRow,
  chapter: ChapterRow,
): Promise<AudioInfo | undefined> {
  const latest = await latestNarration(db, chapter.id, user.id);
  if (!latest || latest.stored) return undefined;
  const { assetId } = latest;
  if (jobs.get(assetId) || (await isRelayed(db, assetId)))
    return { ...NOTHING_YET, audioUrl: audioUrlFor(assetId), message: NARRATION_MESSAGES.inProgress, inProgress: true };
  const failure = await narrationFailure(db, assetId);
  return failure === undefined ? undefined : { ...NOTHING_YET, audioUrl: null, fallback: true, message: failure };
}

/** What the reading screen needs to play a chapter's narration: the user's own if they made one, else the owner's. */
export async function audioInfo(
  { db, jobs }: Pick<NarrationDeps, 'db' | 'jobs'>,
  user: UserRow | undefined,
  storyId: string,
  chapterNumber: number,
): Promise<AudioInfo> {
  const { chapter } = await readableChapter(db, user, storyId, chapterNumber);
  const pending = user && (await pendingNarration({ db, jobs }, user, chapter));
  if (pending) return pending;
  const audioUrl = (user && (await ownNarrationUrl(db, user, chapter))) ?? chapter.audioUrl;
  if (!audioUrl) return { ...NOTHING_YET, audioUrl: null, message: NARRATION_MESSAGES.none };
  const assetId = assetIdOfUrl(audioUrl);
  const asset = assetId ? await findAsset(db, assetId) : undefined;
  if (!asset || asset.bytes < MIN_VALID_AUDIO_BYTES)
    return { ...NOTHING_YET, audioUrl, fallback: true, message: NARRATION_MESSAGES.unusable };
  return {
    ...NOTHING_YET,
    audioUrl,
    message: NARRATION_MESSAGES.ready,
    durationSeconds: asset.durationMs / 1000,
    marks: readAlongMarks(asset, chapter.content),
  };
}

/** The marks point into the text that was narrated: none when the chapter's text has changed since. */
function readAlongMarks(asset: AudioAssetRow, content: string): SpeechMark[] {
  if (assetIdFor(asset.voiceId, content) !== asset.id) return [];
  return asset.marks ?? estimatedMarks(content, asset.durationMs / 1000);
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
