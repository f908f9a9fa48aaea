/** Where a text comes from: a story setting, a request field, a display name, or the writer's output. */
type RedTeamField =
  | 'title'
  | 'location'
  | 'relationship'
  | 'atmosphere'
  | 'timePeriod'
  | 'settingDescription'
  | 'protagonistDescription'
  | 'loveInterestDescription'
  | 'narrationVoice'
  | 'continuationPrompt'
  | 'choice'
  | 'content'
  | 'name'
  | 'output';

export interface RedTeamCase {
  field: RedTeamField;
  text: string;
  /** The evasion applied to a plain case, if any. */
  trick?: string;
}
