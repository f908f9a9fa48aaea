import type { StorySettings } from '#common/contract';
import { ANY_ATMOSPHERE, ANY_TONE, ATMOSPHERES, TONES } from './banks/moods';
import { periodOf, type PeriodBank } from './banks/periods';
import { placeOf, type PlaceBank } from './banks/places';
import { relationshipOf, type RelationshipBank } from './banks/relationships';
import { suiting, type Kind } from './cast';
import { Deck, type Rng } from './random';
import type { Slots } from './template';

export interface Setting {
  place: PlaceBank;
  period: PeriodBank;
  relationship: RelationshipBank;
  toneNarration: readonly string[];
  toneSpeech: readonly string[];
}

const matchOf = <T extends { keywords: RegExp }>(text: string, table: readonly T[]) =>
  table.find((entry) => entry.keywords.test(text.toLowerCase()));

/** The banks a story's settings choose; the setting description helps when the location is free text. */
export function settingOf(settings: StorySettings): Setting {
  const byLocation = placeOf(settings.location);
  const byDescription = placeOf(settings.settingDescription);
  // A location that names no place ("Anywhere") is the one the description gives.
  const unnamed = byLocation.id === 'anywhere' && byLocation.name === 'that place';
  const place = byLocation.id === 'anywhere' ? byDescription : byLocation;
  const tone = matchOf(settings.writingTone, TONES) ?? ANY_TONE;
  return {
    place: place.id !== 'anywhere' ? place : unnamed ? byDescription : byLocation,
    period: periodOf(settings.timePeriod),
    relationship: relationshipOf(settings.relationship),
    toneNarration: tone.narration,
    toneSpeech: tone.speech,
  };
}

/** The template slots of a setting: each a deck, so details vary from sentence to sentence. */
export function settingSlots(
  setting: Setting,
  atmosphere: string,
  rng: Rng,
  /** Who wears what: {aGarment} is the protagonist's, {bGarment} the love interest's. */
  [hero, beloved]: [Kind, Kind] = ['neutral', 'neutral'],
): Slots {
  const { place, period } = setting;
  const mood = matchOf(atmosphere, ATMOSPHERES) ?? ANY_ATMOSPHERE;
  const deck = (items: readonly string[]) => new Deck(items, rng);
  return {
    place: place.name,
    spot: deck(place.spots),
    sight: deck(place.sight),
    sound: deck(place.sound),
    scent: deck(place.scent),
    texture: deck(place.texture),
    pastime: deck(place.pastime),
    light: deck(period.light),
    garment: deck(period.garment),
    aGarment: deck(suiting(hero, period.garment)),
    bGarment: deck(suiting(beloved, period.garment)),
    prop: deck(period.prop),
    drink: deck(period.drink),
    music: deck(period.music),
    mood: deck(mood.adjective),
    feeling: deck(mood.feeling),
  };
}
