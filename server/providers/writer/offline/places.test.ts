import { describe, expect, it } from 'vitest';
import { WIZARD_LOCATIONS } from '#common/catalogue/storyChoices';
import { placeOf } from './banks/places';

describe('the place a typed location is written in', () => {
  it.each([
    ['a beach resort in Goa', 'beach'],
    ['the Amalfi coastal road', 'beach'],
    ['a tropical island', 'island'],
    ['a Manhattan penthouse', 'penthouse'],
    ['the rooftops of Madrid', 'penthouse'],
    ['a snowy mountain cabin', 'cabin'],
    ['ski chalets above Zermatt', 'cabin'],
    ['a café in Paris', 'paris'],
    ['a ruined castle', 'castle'],
    ['an English manor', 'estate'],
    ['a Tuscan vineyard', 'vineyard'],
    ['the Orient Express', 'train'],
    ['two sleeper trains crossing Siberia', 'train'],
  ])('reads "%s" as the %s', (location, id) => {
    expect(placeOf(location).id).toBe(id);
  });

  it.each([
    // A word inside another word, or a place's word in another sense, picks no bank: the place is
    // named as the reader wrote it, with imagery that suits anywhere.
    ['an office tower at night', 'the office tower at night'],
    ["the shopkeeper's flat", "the shopkeeper's flat"],
    ['a whisky bar', 'the whisky bar'],
    ['the divine comedy club', 'the divine comedy club'],
    ['a hiking trail', 'the hiking trail'],
    ['orientation week at the college of art', 'orientation week at the college of art'],
    ['a music hall', 'the music hall'],
    ['the express elevator', 'the express elevator'],
    ['a spa resort', 'the spa resort'],
  ])('names "%s" as written, in no bank of its own', (location, name) => {
    const place = placeOf(location);
    expect(place.id).toBe('anywhere');
    expect(place.name).toBe(name);
  });

  it("finds each of the wizard's own places a bank or names it as a common noun", () => {
    for (const label of WIZARD_LOCATIONS) {
      const place = placeOf(label);
      if (place.id === 'anywhere') expect(place.name).toBe(`the ${label.toLowerCase()}`);
    }
  });
});
