import { describe, expect, it } from 'vitest';
import { suggestTitle } from './suggestTitle';

describe('suggestTitle', () => {
  it('makes a title from the atmosphere and the place', () => {
    expect(suggestTitle({ atmosphere: 'Mysterious', location: 'Office', timePeriod: 'Contemporary' })).toBe(
      'Secrets at the Office',
    );
    expect(suggestTitle({ atmosphere: 'Romantic', location: 'Castle', timePeriod: 'Victorian' })).toBe(
      'Moonlight at the Castle, Victorian',
    );
  });

  it("keeps a place of the reader's own as written, and copes with an unknown atmosphere or no place", () => {
    expect(suggestTitle({ atmosphere: 'Tender', location: 'a lighthouse on Skye', timePeriod: 'Contemporary' })).toBe(
      'Whispers at a lighthouse on Skye',
    );
    expect(suggestTitle({ atmosphere: 'Wistful', location: '', timePeriod: 'Contemporary' })).toBe('Moonlight');
  });
});
