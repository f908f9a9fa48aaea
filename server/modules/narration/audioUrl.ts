/** A narration's URL names its asset: `/api/audio/<asset id>.mp3`, the id being a sha256 digest in hex. */
export const AUDIO_URL_PREFIX = '/api/audio/';
export const AUDIO_URL_SUFFIX = '.mp3';
const AUDIO_URL = /^\/api\/audio\/([0-9a-f]{64})\.mp3$/;

export const audioUrlFor = (assetId: string) => `${AUDIO_URL_PREFIX}${assetId}${AUDIO_URL_SUFFIX}`;

/** The asset a narration URL names, or undefined for any other text. */
export const assetIdOfUrl = (url: string): string | undefined => AUDIO_URL.exec(url)?.[1];
