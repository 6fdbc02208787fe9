import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { BRAND } from '../../../shared/brand.ts';
import { registerGlossary } from './glossary.ts';
import { type PublicToolDeps, registerPublicTools } from './public-tools.ts';

/**
 * The MCP server one request talks to. It is built per request and keeps no session (the
 * transport is stateless), so any instance answers any call. What a caller may use is decided
 * here: everyone gets the public tools and the glossary; personal tools (a seeker's bookmarks,
 * Kredit applications) are to be registered beside them for a caller an access token names.
 */
export function createAssistantServer(deps: PublicToolDeps): McpServer {
  const server = new McpServer(
    { name: 'franchisio', title: BRAND.name, version: '1.0.0' },
    {
      instructions: `${BRAND.blurb} The tools read the public catalog of the United States (US) and India (IN); every answer links to the page on ${BRAND.name}, and a figure names its source (FDD item and year) or "Not disclosed".`,
    },
  );
  registerPublicTools(server, deps);
  registerGlossary(server);
  return server;
}
