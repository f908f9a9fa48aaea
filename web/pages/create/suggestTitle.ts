import type { StoryForm } from './storyForm';
import { WIZARD_LOCATIONS as LOCATIONS } from '#common/catalogue/storyChoices';

/** What each atmosphere puts first in a suggested title. */
const OPENINGS: Record<string, string> = {
  Romantic: 'Moonlight',
  Sensual: 'Silk and Shadows',
  Mysterious: 'Secrets',
  Playful: 'Games',
  Tender: 'Whispers',
  Dramatic: 'A Storm',
  Dreamy: 'Dreams',
};

/**
 * A title made from the wizard's settings, offered when the title is left empty: the atmosphere's
 * opening and the place ("Secrets at the Office"); a place of the reader's own stays as they wrote it.
 */
export function suggestTitle(form: Pick<StoryForm, 'atmosphere' | 'location' | 'timePeriod'>): string {
  const opening = OPENINGS[form.atmosphere] ?? 'Moonlight';
  const place = form.location.trim();
  const listed = (LOCATIONS as readonly string[]).includes(place);
  const where = !place ? '' : listed ? ` at the ${place}` : ` at ${place}`;
  const when = form.timePeriod && form.timePeriod !== 'Contemporary' ? `, ${form.timePeriod}` : '';
  return `${opening}${where}${when}`.slice(0, 200);
}
