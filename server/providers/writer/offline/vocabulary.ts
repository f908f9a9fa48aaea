import type { StorySettings } from '#common/contract';
import { ANY_ATMOSPHERE, ANY_TONE, ATMOSPHERES, TONES } from './banks/moods';
import { PERIODS, PRESENT_DAY } from './banks/periods';
import { ANY_PLACE, PLACES } from './banks/places';
import { ANY_RELATIONSHIP, RELATIONSHIPS } from './banks/relationships';
import { asClause } from './cast';
import { Deck, type Rng } from './random';
import type { Slots } from './template';

function match<T extends { keywords: RegExp }>(text: string, table: readonly T[]): T | undefined {
  const t = text.toLowerCase();
  return table.find((entry) => entry.keywords.test(t));
}

const COMMON_PERIOD_WORDS =
  /^(contemporary|modern|present[- ]day|medieval|futuristic|future|ancient|historical|fantasy)$/i;
const ARTICLE = /^(a|an|the)\s+/i;

/** "Beach Resort" reads as "the beach resort"; proper names ("Paris Rooftop") keep their capitals. */
function placePhrase(location: string, keywords: RegExp | undefined): string {
  const bare = location.trim().replace(ARTICLE, '');
  const generic = keywords !== undefined && bare.split(/\s+/).every((w) => keywords.test(w.toLowerCase()));
  return generic ? bare.toLowerCase() : bare;
}

export interface SettingVocabulary {
  slots: Slots;
  toneNarration: readonly string[];
  toneSpeech: readonly string[];
  relationshipHistory: readonly string[];
}

/** Everything the templates need from the settings, as fixed phrases and decks of details. */
export function settingVocabulary(settings: StorySettings, rng: Rng): SettingVocabulary {
  const place = match(settings.location, PLACES);
  const period = match(settings.timePeriod, PERIODS) ?? PRESENT_DAY;
  const atmosphere = match(settings.atmosphere, ATMOSPHERES) ?? ANY_ATMOSPHERE;
  const tone = match(settings.writingTone, TONES) ?? ANY_TONE;
  const deck = (items: readonly string[]) => new Deck(items, rng);
  const senses = place ?? ANY_PLACE;
  const periodText = settings.timePeriod.trim();
  return {
    slots: {
      place: placePhrase(settings.location, place?.keywords),
      period: COMMON_PERIOD_WORDS.test(periodText) ? periodText.toLowerCase() : periodText,
      atmosphere: settings.atmosphere.trim().toLowerCase(),
      relationship: settings.relationship.trim().toLowerCase(),
      tone: settings.writingTone.trim().toLowerCase(),
      setting: asClause(settings.settingDescription),
      sight: deck(senses.sight),
      sound: deck(senses.sound),
      scent: deck(senses.scent),
      texture: deck(senses.texture),
      light: deck(period.light),
      garment: deck(period.garment),
      object: deck(period.object),
      mood: deck(atmosphere.adjective),
      feeling: deck(atmosphere.feeling),
    },
    toneNarration: tone.narration,
    toneSpeech: tone.speech,
    relationshipHistory: (match(settings.relationship, RELATIONSHIPS) ?? ANY_RELATIONSHIP).history,
  };
}
