import { z } from 'zod';
import { INDUSTRIES } from '../enums.ts';
import { NETWORK } from '../limits.ts';
import { MARKET_CODES } from '../markets.ts';
import { multiLineText, singleLineText } from './text.ts';

/** Where a seeker stands, as they choose to say it in the network. */
export const NETWORK_STAGES = ['researching', 'ready_to_invest', 'own_franchise'] as const;
export type NetworkStage = (typeof NETWORK_STAGES)[number];

export const NETWORK_STAGE_LABELS: Record<NetworkStage, string> = {
  researching: 'Researching',
  ready_to_invest: 'Ready to invest',
  own_franchise: 'Own a franchise',
};

const Market = z.enum(MARKET_CODES).meta({ description: 'ISO 3166-1 alpha-2 market code' });
const Stage = z.enum(NETWORK_STAGES).meta({ description: 'researching, ready_to_invest or own_franchise' });

/**
 * What a seeker shows in the network: everything here is their choice. `optedIn: false` keeps
 * the profile for later and hides it from everyone at once.
 */
export const NetworkProfileInput = z
  .object({
    optedIn: z.boolean(),
    displayName: singleLineText(
      NETWORK.displayName.min,
      NETWORK.displayName.max,
      `A name of ${NETWORK.displayName.min} to ${NETWORK.displayName.max} characters.`,
    ),
    headline: singleLineText(0, NETWORK.headlineMax, `At most ${NETWORK.headlineMax} characters.`).default(
      '',
    ),
    market: Market.nullable().default(null),
    industries: z
      .array(z.enum(INDUSTRIES))
      .max(NETWORK.industriesMax, `Choose at most ${NETWORK.industriesMax} industries.`)
      .default([]),
    stage: Stage,
    /** Empty: the city is not shown. */
    city: singleLineText(0, NETWORK.cityMax, `At most ${NETWORK.cityMax} characters.`).default(''),
  })
  .strict()
  .meta({ id: 'NetworkProfileInput' });
export type NetworkProfileInputValue = z.infer<typeof NetworkProfileInput>;

export const NetworkProfileSchema = z
  .object({
    optedIn: z.boolean(),
    displayName: z.string(),
    headline: z.string(),
    market: Market.nullable(),
    industries: z.array(z.enum(INDUSTRIES)),
    stage: Stage,
    city: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'NetworkProfile' });
export type NetworkProfile = z.infer<typeof NetworkProfileSchema>;

export const MyNetworkProfile = z
  .object({ profile: NetworkProfileSchema.nullable() })
  .meta({ id: 'MyNetworkProfile' });

/** Where the viewer stands with a person: nothing yet, asked, asked by them, or connected. */
export const CONNECTION_STATES = ['none', 'outgoing', 'incoming', 'connected'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export const NetworkPersonSchema = z
  .object({
    userId: z.string(),
    displayName: z.string(),
    headline: z.string(),
    market: Market.nullable(),
    industries: z.array(z.enum(INDUSTRIES)),
    stage: Stage.nullable(),
    city: z.string(),
    /** False once they opted out: only their chosen name is shown. */
    listed: z.boolean(),
    connection: z.object({
      state: z.enum(CONNECTION_STATES),
      id: z.uuid().nullable(),
      conversationId: z.uuid().nullable(),
    }),
  })
  .meta({ id: 'NetworkPerson' });
export type NetworkPerson = z.infer<typeof NetworkPersonSchema>;

export const NetworkSearchQuery = z.object({
  market: Market.optional(),
  industry: z.enum(INDUSTRIES).optional(),
  stage: Stage.optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type NetworkSearchQueryValue = z.input<typeof NetworkSearchQuery>;
export type NetworkSearchParams = z.output<typeof NetworkSearchQuery>;

export const NetworkSearchResult = z
  .object({ items: z.array(NetworkPersonSchema), page: z.number().int(), hasMore: z.boolean() })
  .meta({ id: 'NetworkSearchResult' });
export type NetworkSearchResultValue = z.infer<typeof NetworkSearchResult>;

export const ConnectionRequestInput = z
  .object({
    userId: z.string().trim().min(1).max(100),
    note: multiLineText(0, NETWORK.noteMax, `A note is at most ${NETWORK.noteMax} characters.`).default(''),
  })
  .strict()
  .meta({ id: 'ConnectionRequestInput' });
export type ConnectionRequestInputValue = z.input<typeof ConnectionRequestInput>;

export const ConnectionSchema = z
  .object({
    id: z.uuid(),
    person: NetworkPersonSchema,
    note: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'NetworkConnection' });
export type Connection = z.infer<typeof ConnectionSchema>;

export const ConnectionLists = z
  .object({
    /** Requests to me that I have not answered (ignored ones are left out). */
    incoming: z.array(ConnectionSchema),
    /** My requests not accepted yet. */
    outgoing: z.array(ConnectionSchema),
    connected: z.array(ConnectionSchema),
    /** People I blocked (I may unblock them). */
    blocked: z.array(ConnectionSchema),
  })
  .meta({ id: 'NetworkConnectionLists' });
export type ConnectionListsValue = z.infer<typeof ConnectionLists>;

export const CONNECTION_ACTIONS = ['accept', 'ignore', 'block', 'unblock', 'withdraw', 'remove'] as const;
export type ConnectionAction = (typeof CONNECTION_ACTIONS)[number];

export const ConnectionActionInput = z
  .object({ action: z.enum(CONNECTION_ACTIONS) })
  .strict()
  .meta({ id: 'ConnectionActionInput' });

export const ConnectionResult = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'accepted', 'ignored', 'blocked', 'removed']),
    /** The thread of two connected people. */
    conversationId: z.uuid().nullable(),
  })
  .meta({ id: 'NetworkConnectionResult' });
export type ConnectionResultValue = z.infer<typeof ConnectionResult>;

export const ConnectionIdParam = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' } }),
});
