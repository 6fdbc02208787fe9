const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can be a record id at all (a malformed one is a 404, not a query). */
export const isUuid = (id: string) => UUID.test(id);
