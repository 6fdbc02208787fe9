/**
 * The id of the JSON data block in which a server-rendered page carries its query cache
 * (decision 0006): the server writes it, the browser reads it.
 */
export const SERVER_STATE_ID = 'franchisio-state';
