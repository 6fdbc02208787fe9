/**
 * Every number a rule depends on, written once for the server (validation, queries, mail) and
 * the web (forms, counters, page sizes). Plain constants: importing them costs a page nothing.
 * Password rules live with the password rule itself.
 */

/** E-mailed codes (spec §5 and §9): 6 digits, alive 10 minutes, dead after 5 wrong guesses. */
export const OTP = {
  length: 6,
  expiresSeconds: 10 * 60,
  /**
   * Wrong guesses a code survives. Above the reset budgets of strangers and of the requester
   * together (auth/rate-limits.ts), so guesses from elsewhere never use up the owner's code.
   */
  allowedAttempts: 10,
  /** A new code is sent at most once a minute to one address (the sign-up's own code counts). */
  resendCooldownSeconds: 60,
} as const;

/** Addresses a company's leads are e-mailed to: its leads address and its team's. */
export const LEAD_ADDRESSES_MAX = 5;

/** Spec §5 and §9: the compare list holds at most three franchises. */
export const COMPARE_LIMIT = 3;

/** Claims of unmanaged listings: the claimant's note, and how many pending claims an admin sees at once. */
export const CLAIM_LIMITS = { note: 1000, adminList: 100 } as const;

/**
 * Lists of franchises: a page of the API and the page the market lists show. Lists count matches
 * up to `countCap` ("1,000+", read further with the cursor); a search ranks and counts up to
 * `searchResultCap` ("200+").
 */
export const OPPORTUNITY_PAGE = {
  default: 24,
  max: 100,
  countCap: 1000,
  searchResultCap: 200,
  listPage: 12,
} as const;
/** Spec §9: featured franchises of a market. */
export const FEATURED_OPPORTUNITIES_LIMIT = 6;
/** Similar franchises under a detail page. */
export const SIMILAR_OPPORTUNITIES_LIMIT = 4;
/** "Matches for you" on /discover. */
export const MATCH_LIMIT = 6;

/** Software, AI tools and business services: a page of the API and what a list page asks for. */
export const OFFERING_PAGE = { default: 24, max: 100, maxOffset: 10_000, listPage: 100 } as const;
/** Spec §9: featured software, AI tools and services, three of each. */
export const FEATURED_OFFERINGS_LIMIT = 3;
/**
 * Every money amount kept in a 32-bit column of minor units (prices, quotes, spends, Kredit)
 * stays below 2^31 - 1 = 2,147,483,647: at most 20 million in major units of any of the app's
 * currencies (all have two decimals). Validation allows exactly what the columns hold.
 */
export const MONEY_LIMIT = { maxMajor: 20_000_000, maxMinor: 2_000_000_000 } as const;

/** A vendor's software, AI tool or service listing, its quotes, spends and reviews. */
export const OFFERING_LIMITS = {
  name: 120,
  category: 60,
  shortDescription: 200,
  description: 8000,
  items: 20,
  itemLength: 80,
  cashbackTerms: 2000,
  /** Major units (MONEY_LIMIT): 20 million is past any software price. */
  maxPrice: MONEY_LIMIT.maxMajor,
  screenshots: 6,
  review: 2000,
  quoteText: 4000,
  maxSeats: 1_000_000,
  /** Spends: the invoice (PDF or picture) and the amount, in major units. */
  invoiceMaxBytes: 10 * 1024 * 1024,
  maxSpend: MONEY_LIMIT.maxMajor,
  /** A quote's validity is at most this many days ahead. */
  quoteValidityDays: 180,
} as const;

/** Similar offerings under an offering's page. */
export const SIMILAR_OFFERINGS_LIMIT = 3;

/** Bookmarks answered at once (the bookmarks page shows them all); spec §9 previews 3 on home. */
export const BOOKMARK_PAGE = { default: 100, max: 100, homePreview: 3 } as const;

/** Leads on a franchisor's dashboard, newest first. */
export const DASHBOARD_LEADS_LIMIT = 200;

/** Text fields of the account forms. */
export const PROFILE_LIMITS = {
  name: 80,
  phone: { min: 4, max: 32 },
  email: 254,
  companyName: { min: 2, max: 120 },
  website: 300,
  preferredLocations: 500,
  additionalInfo: 2000,
  industries: 14,
  /** The largest liquid capital or net worth a seeker may state, in US dollars. */
  meansUsd: 10_000_000_000,
} as const;

/** Profile pictures: the largest upload taken, and the side of the square kept. */
export const AVATAR = { maxBytes: 5 * 1024 * 1024, side: 512 } as const;

/** The contact form. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** A seeker's information request to a franchisor. */
export const INFORMATION_REQUEST_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: { min: 10, max: 2000 },
} as const;

/** The admin area's lists: users and audit records per page; the CSV export's cap. */
export const ADMIN_LIST = {
  usersPage: 25,
  auditPage: 50,
  auditMax: 100,
  exportMax: 50_000,
  catalogPage: 25,
  catalogSearch: 200,
} as const;
/** Periods the admin metrics can cover, in days; top pages shown. */
export const ADMIN_METRIC_DAYS = [7, 30, 90] as const;
export const ADMIN_TOP_PAGES = 10;
/** A franchisor's listing form and its files. */
export const LISTING_LIMITS = {
  title: 120,
  tagline: 160,
  description: { min: 40, max: 8000 },
  /** In major units: a trillion rupees or dollars is past any franchise. */
  maxAmount: 1_000_000_000_000,
  maxUnits: 100_000,
  reviewReason: 2000,
  leadNotes: 4000,
  galleryImages: 12,
  documents: 10,
  documentTitle: 120,
  /** Pictures: logo, banner and gallery; documents: PDFs. */
  imageMaxBytes: 8 * 1024 * 1024,
  documentMaxBytes: 20 * 1024 * 1024,
  /** The form saves a draft this long after the last keystroke. */
  autosaveMs: 1200,
} as const;

/**
 * Saved searches: how many one seeker keeps, how many recent matches each shows,
 * and the shortest gap between two alert digests to one person (a daily digest at most).
 */
export const SAVED_SEARCHES = { perUser: 20, matchesShown: 12, digestGapHours: 20 } as const;

/**
 * Conversations: a message is at most 4,000 characters; an attachment a PDF or a
 * picture of at most 10 MB; a page of a thread holds 50 messages; the inbox lists 50 threads.
 * An unread message is e-mailed about after 10 minutes, at most once an hour per thread.
 */
export const MESSAGES = {
  bodyMax: 4000,
  attachmentMaxBytes: 10 * 1024 * 1024,
  page: 50,
  inboxPage: 50,
  reportReasonMax: 1000,
  unreadMailAfterSeconds: 10 * 60,
  unreadMailEverySeconds: 60 * 60,
} as const;

/**
 * The seeker network: a chosen name of 2 to 60 characters, a headline of up to 140, a city of up
 * to 80, up to 5 industries of interest; a connection request carries a note of up to 300
 * characters; a search page shows 20 people.
 */
export const NETWORK = {
  displayName: { min: 2, max: 60 },
  headlineMax: 140,
  cityMax: 80,
  industriesMax: 5,
  noteMax: 300,
  page: 20,
} as const;

/** The notifications centre: the bell lists the newest 30. */
export const NOTIFICATIONS = { page: 30 } as const;

/**
 * The realtime socket (spec §9): heartbeat every 25 s, a silent connection is dropped after
 * the 10 s timeout beyond it, reconnects wait 1, 2, 5 then 10 s. A user holds at most 10
 * connections (tabs); a connection with more than 1 MB waiting to be sent is too slow and closed.
 * A socket closes within a second of its session ending (SESSION_ENDED_CLOSE_CODE).
 */
export const REALTIME = {
  heartbeatMs: 25_000,
  timeoutMs: 10_000,
  reconnectDelaysMs: [1000, 2000, 5000, 10_000],
  maxConnectionsPerUser: 10,
  maxBufferedBytes: 1024 * 1024,
  maxSubscriptionsPerConnection: 50,
  maxIncomingBytes: 4096,
  /**
   * Frames a client may send: a burst of 120 (a reconnect re-subscribes to its 50 threads at
   * once), refilled at 10 a second; a socket past it is closed (1008).
   */
  frameBurst: 120,
  framesPerSecond: 10,
  /** How often each instance checks its sockets' sessions are still live (expiry, any path). */
  sessionCheckMs: 1000,
} as const;

/** Spec §9: trending items (GET trending) and trending recommendations (the home's Trending Now). */
export const TRENDING_LIMIT = 10;
export const TRENDING_RECOMMENDATIONS_LIMIT = 6;
/** Spec §9: the Profile Insights card shows industries 3 ('+N more'), locations 2, recommendations 4. */
export const INSIGHT_DISPLAY = { industries: 3, locations: 2, recommendations: 4 } as const;
/** Spec §9: trending is refetched every 5 minutes, the segment every 10 (the jobs run as often). */
export const TRENDING_REFRESH_MS = 5 * 60_000;
export const SEGMENT_REFRESH_MS = 10 * 60_000;
/** A seeker viewing or clicking the same item again within this window is not counted again. */
export const REPEAT_INTERACTION_WINDOW_SECONDS = 30 * 60;

/**
 * Calls between a seeker and a franchisor (/my-calls): up to three proposed slots of 30
 * minutes, at least 15 minutes and at most 90 days ahead; the reminder goes an hour before.
 */
export const CALLS = {
  maxSlots: 3,
  durationMinutes: 30,
  minLeadMinutes: 15,
  maxDaysAhead: 90,
  reminderMinutesBefore: 60,
  noteMax: 500,
  listPage: 100,
} as const;

/** A seeker's review of a franchise, the franchisor's reply, a report of either. */
export const FRANCHISE_REVIEW_LIMITS = {
  bodyMin: 30,
  body: 2000,
  reply: 2000,
  reportReason: 500,
  /** Reviews a page of the detail's list shows. */
  page: 10,
} as const;
