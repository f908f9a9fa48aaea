import { ALLOWED, type Moderator, type Verdict } from './port';

/** The built-in rules first, then each configured service: the first refusal wins, and the built-in rules always run. */
export class CombinedModerator implements Moderator {
  readonly name: string;

  constructor(private readonly moderators: Moderator[]) {
    this.name = moderators.map((m) => m.name).join(' + ');
  }

  async check(texts: string[]): Promise<Verdict> {
    for (const moderator of this.moderators) {
      const verdict = await moderator.check(texts);
      if (!verdict.allowed) return verdict;
    }
    return ALLOWED;
  }
}
