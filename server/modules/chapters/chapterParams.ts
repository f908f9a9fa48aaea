import { chapterNumberText, idParams } from '#common/contract';
import { errorResponses } from '#common/errors';

/** The error answers a story or chapter route may give. */
export const errors = errorResponses(400, 401, 402, 403, 404, 409);

export const chapterParams = idParams.extend({ n: chapterNumberText('chapter number') });
