/** Names on the wire: headers, events and page ids the server and the web both use. */

/** A story's web page is this prefix and its id. */
export const STORY_PAGE_PREFIX = '/story/';

/** The id of the JSON element a story page's HTML carries the story in, for a guest (ServedStory). */
export const SERVED_STORY_ELEMENT_ID = 'served-story';

/** The `Idempotency-Key` request header, and the header that marks an answer as a replay (server/security.ts has the rest). */
export const IDEMPOTENCY_HEADERS = { key: 'Idempotency-Key', replayed: 'Idempotent-Replayed' } as const;

/** Response header of paged lists: the next page's cursor, absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The headers admin lists carry: the next page's cursor (absent on the last page) and the filtered total. */
export const ADMIN_LIST_HEADERS = { nextCursor: NEXT_CURSOR_HEADER, totalCount: 'X-Total-Count' } as const;

/** Events of GET /api/stories/{id}/chapters/{n}/stream (text/event-stream, `event:` names). */
export const chapterStreamEvents = {
  /** data: { text } — the next piece of the chapter (the whole text so far on connect). */
  text: 'text',
  /** data: Chapter — the chapter reached `ready` or `failed`; the stream then ends. */
  done: 'done',
} as const;
