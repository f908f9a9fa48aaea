import { describe, expect, it } from 'vitest';
import { assetIdOfUrl, audioUrlFor } from './audioUrl';

const assetId = 'ab'.repeat(32);

describe('narration URLs', () => {
  it('name their asset, and the asset is read back from the URL', () => {
    expect(audioUrlFor(assetId)).toBe(`/api/audio/${assetId}.mp3`);
    expect(assetIdOfUrl(audioUrlFor(assetId))).toBe(assetId);
  });

  it.each(['/api/audio/x.mp3', `/api/audio/${assetId}.wav`, `https://cdn.example/${assetId}.mp3`, ''])(
    'name no asset in %s',
    (url) => expect(assetIdOfUrl(url)).toBeUndefined(),
  );
});
