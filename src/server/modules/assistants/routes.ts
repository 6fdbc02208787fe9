import { StreamableHTTPTransport } from '@hono/mcp';
import { createRoute } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { Problem } from '../../lib/problem.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { createAssistantServer } from './server.ts';

const tags = ['Assistants'];

const JsonRpcMessage = z
  .object({ jsonrpc: z.literal('2.0') })
  .loose()
  .meta({ description: 'A JSON-RPC 2.0 message of the Model Context Protocol' });

const mcpRoute = createRoute({
  middleware: [rateLimit('assistantsPerIp', 'ip')] as const,
  method: 'post',
  path: '/mcp',
  tags,
  summary: 'MCP server for AI assistants',
  description:
    'Public, no account. The Model Context Protocol over Streamable HTTP (stateless, JSON answers): an assistant lists and calls the tools search_franchises, get_franchise, compare_franchises, market_overview and kredit_terms and reads the FDD item glossary (franchisio://glossary/fdd-items). Answers link to the site’s pages. A tool’s bad input is a tool result with isError, a protocol error a JSON-RPC error. The session cookie is never read. 300 calls a minute per address.',
  responses: {
    200: {
      description: 'The JSON-RPC answer',
      content: { 'application/json': { schema: JsonRpcMessage } },
    },
    202: { description: 'A notification, accepted' },
    400: problemResponse('The body is not one JSON object'),
    403: problemResponse('Sent by a page of another site (`foreign_origin`)'),
    413: problemResponse('The body is larger than 64 KB'),
    429: problemResponse('Too many calls from this address'),
  },
});

const notStreamed = (method: 'get' | 'delete') =>
  createRoute({
    method,
    path: '/mcp',
    tags,
    summary: method === 'get' ? 'No server-sent stream' : 'No session to end',
    description:
      'The MCP server is stateless: it opens no stream of its own and keeps no session, so it answers 405 as the Streamable HTTP transport lets it (clients then only POST).',
    responses: { 405: problemResponse('Not offered (`method_not_allowed`)') },
  });

const notOffered = () =>
  new Problem(405, 'method_not_allowed', 'The MCP endpoint takes POST only: it keeps no stream or session.');

export function assistantsRoutes(deps: AppDeps) {
  const toolDeps = { config: deps.config, logger: deps.logger, catalog: deps.services.catalog };
  return createRouter()
    .openapi(mcpRoute, async (c) => {
      const server = createAssistantServer(toolDeps);
      const transport = new StreamableHTTPTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        const res = await transport.handleRequest(c);
        return (res ?? c.body(null, 202)) as never;
      } catch (err) {
        // The transport's refusals (not JSON-RPC, wrong Accept) are JSON-RPC errors an MCP client reads.
        if (err instanceof HTTPException && err.status < 500) return err.getResponse() as never;
        throw err;
      } finally {
        await server.close();
      }
    })
    .openapi(notStreamed('get'), () => {
      throw notOffered();
    })
    .openapi(notStreamed('delete'), () => {
      throw notOffered();
    });
}
