import { sql, type SQL } from 'drizzle-orm';

/** A narration's URL names its asset: `/api/audio/<asset id>.mp3`, the id being a sha256 digest in hex. */
const PREFIX = '/api/audio/';
const SUFFIX = '.mp3';
const AUDIO_URL = /^\/api\/audio\/([0-9a-f]{64})\.mp3$/;

export const audioUrlFor = (assetId: string) => `${PREFIX}${assetId}${SUFFIX}`;

/** The asset a narration URL names, or undefined for any other text. */
export const assetIdOfUrl = (url: string): string | undefined => AUDIO_URL.exec(url)?.[1];

const ID_START = sql.raw(String(PREFIX.length + 1));
const ID_LENGTH = sql.raw('64');

/**
 * In SQL: the audio URL (a column or expression) names the asset id (a column or expression). The id is
 * also compared with the URL's id characters, so a join finds the asset through its primary key.
 */
export const urlNamesAsset = (audioUrl: unknown, assetId: unknown): SQL =>
  sql`(${assetId} = substr(${audioUrl}, ${ID_START}, ${ID_LENGTH}) and ${audioUrl} = ${PREFIX} || ${assetId} || ${SUFFIX})`;
