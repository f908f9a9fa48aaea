import { randomBytes } from 'node:crypto';
import type { AccessType } from '#common/catalogue/access';
import type { PlanId } from '#common/catalogue/plans';
import type { Database } from '#server/db/client';
import type { StoryRow } from '#server/modules/stories/stories.repo';
import type { UserRow } from '#server/modules/users/users.repo';
import { buildStory, buildUser, type BuildChapterOptions } from '../factories';

export const ACTORS = ['guest', 'owner', 'other', 'essentiel', 'seduction', 'intimacy', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

const ACCOUNTS: Record<Exclude<ActorName, 'guest'>, { subscription: PlanId; role: 'user' | 'admin' }> = {
  owner: { subscription: 'free', role: 'user' },
  other: { subscription: 'free', role: 'user' },
  essentiel: { subscription: 'essentiel', role: 'user' },
  seduction: { subscription: 'seduction', role: 'user' },
  intimacy: { subscription: 'intimacy', role: 'user' },
  admin: { subscription: 'free', role: 'admin' },
};

export interface Actor {
  user?: UserRow;
  token?: string;
}

/** A signed-in account like the named actor's (a new one, for calls that use the account up), or a guest. */
export async function buildActor(db: Database, name: ActorName): Promise<Actor> {
  if (name === 'guest') return {};
  return buildUser(db, { ...ACCOUNTS[name], name: `Actor ${name}`, textCredits: 1000, audioCredits: 1000 });
}

/** A marker no response may carry unless its reader may read the chapter it sits in. */
export const secretMarker = () => `LOCKED-SECRET-${randomBytes(6).toString('hex')}`;

/** The access type of each story and the actors who may read it (owners and admins read all). */
export const READERS: Record<AccessType, readonly ActorName[]> = {
  public: ACTORS,
  private: ['owner', 'admin'],
  premium_early_access: ['owner', 'essentiel', 'seduction', 'intimacy', 'admin'],
  premium_exclusive: ['owner', 'intimacy', 'admin'],
};

export const secretTitle = (secret: string) => `Story ${[...secret].reverse().join('')}`;

export type ChapterTwo = 'plain' | 'choices' | 'failed';

/**
 * A story whose free chapter 1 is followed by a chapter 2 (locked for others) that holds the secret
 * past its public 100-character preview; the title carries the secret reversed, to find the story in lists.
 */
export async function buildSecretStory(
  db: Database,
  owner: UserRow,
  accessType: AccessType,
  secret: string,
  chapterTwo: ChapterTwo = 'plain',
): Promise<StoryRow> {
  const second: BuildChapterOptions = {
    content: `${'The second chapter begins where the preview may show it. '.repeat(3)}${secret} goes on.`,
  };
  if (chapterTwo === 'choices') second.choices = ['Walk to the pier', 'Stay by the fire'];
  if (chapterTwo === 'failed') Object.assign(second, { status: 'failed', content: secret });
  return buildStory(db, owner, { title: secretTitle(secret), accessType, chapters: [{}, second] });
}
