/**
 * Assistants: the MCP server at /api/mcp through which AI assistants search, read and compare
 * the catalog and read the Kredit terms. It reaches the catalog and Kredit through their index.
 */
export { assistantsRoutes } from './routes.ts';
export { createAssistantServer } from './server.ts';
