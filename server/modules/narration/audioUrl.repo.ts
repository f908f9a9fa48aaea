import { sql, type SQL } from 'drizzle-orm';
import { AUDIO_URL_PREFIX, AUDIO_URL_SUFFIX } from './audioUrl';

const ID_START = sql.raw(String(AUDIO_URL_PREFIX.length + 1));
const ID_LENGTH = sql.raw('64');

/**
 * In SQL: the audio URL (a column or expression) names the asset id (a column or expression). The id is
 * also compared with the URL's id characters, so a join finds the asset through its primary key.
 */
export const urlNamesAsset = (audioUrl: unknown, assetId: unknown): SQL =>
  sql`(${assetId} = substr(${audioUrl}, ${ID_START}, ${ID_LENGTH}) and ${audioUrl} = ${AUDIO_URL_PREFIX} || ${assetId} || ${AUDIO_URL_SUFFIX})`;
