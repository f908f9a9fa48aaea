const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text is a UUID: anything else would make PostgreSQL fail the query instead of finding nothing. */
export const isUuid = (value: string) => UUID.test(value);
