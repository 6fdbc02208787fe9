/**
 * The stable `code` of every problem+json answer of our own endpoints, with what it means. One
 * rule answers with one code: a field that breaks a rule is always `validation_failed` with the
 * field and the reason in `errors`, wherever the rule is checked. The web switches on these
 * codes, never on the wording of `detail`.
 */
export const ERROR_CODES = {
  validation_failed: 'A field is missing or breaks a rule; `errors` names each field and why.',
  malformed_json: 'The request body is not valid JSON.',
  body_not_object: 'A JSON body must be an object.',
  body_too_large: 'The request body is larger than the route takes; refused before it is read.',
  too_deep: 'The JSON body nests deeper than allowed.',
  control_characters: 'A text, key or parameter holds control characters (such as NUL).',
  unsupported_media_type: 'The body is of a type this route does not take.',
  invalid_url: 'The address (path or query) cannot be read.',
  invalid_request: 'The request is not valid (a parameter or header the API cannot use).',
  unauthenticated: 'Nobody is signed in.',
  forbidden: 'Signed in, but this account may not do this.',
  foreign_origin: 'A state-changing request from another site.',
  misdirected_request: 'The Host is not one this server answers for (DNS rebinding); answered 421.',
  not_found: 'No such record, or not visible to the caller.',
  method_not_allowed: 'The route does not take this method (the MCP endpoint answers POST only).',
  profile_not_found: 'The signed-in account has no profile.',
  session_not_found: 'No such session of the signed-in account.',
  current_session: 'The current session cannot be ended that way (sign out instead).',
  invalid_password: 'The password typed again is not the account’s password.',
  invite_revoked: 'The admin invitation was revoked by an admin; a super admin can send a new one.',
  invite_maker_lost_access:
    'The admin who made this invitation no longer has the right to grant admin access, so it no longer works.',
  undo_link_invalid: 'The link to undo an e-mail change is unknown, used or older than 7 days.',
  email_taken: 'The address belongs to another account now.',
  weak_password: 'The new password is refused; `detail` gives the reasons.',
  already_requested_today: 'This e-mail already asked about this franchise today.',
  market_not_open:
    'The franchise is approved, but its market is not open yet: it is shown as soon as it opens (`market` names it); answered 404.',
  invalid_cursor: 'The list cursor is not one this list gave out (or the list changed under it).',
  file_empty: 'The uploaded file is empty.',
  file_too_large: 'The uploaded file is larger than allowed.',
  file_type_not_allowed: 'The uploaded file is not of a type accepted here.',
  image_unreadable: 'The uploaded picture cannot be decoded.',
  update_failed: 'The profile could not be stored.',
  auth_refused: 'The sign-in service refused the request; `detail` says why.',
  rate_limited: 'Too many attempts; `retryAfter` (and the Retry-After header) says when to try again.',
  internal_error: 'Something failed on the server; `requestId` identifies it in the logs.',
  database_unavailable: 'The database does not answer.',
  service_unavailable: 'Briefly unavailable; `retryAfter` says when to try again.',
  busy: 'Too much sign-in work at once on the server; try again in a few seconds.',
  local_only: 'Answered only to requests from this machine (the dev outbox).',
  kredit_limit_exceeded:
    'The amount is more than what is left of the yearly Kredit limit; `detail` says how much is left.',
  kredit_wrong_status: 'The Kredit application is not in a status that allows this action.',
  kredit_not_eligible: 'Pre-qualification says not eligible; `detail` gives the reasons.',
  plan_limit_reached: "The company's plan allows no more live listings; upgrade the plan or pause a listing.",
  conflict: 'The record is already in the state asked for (e.g. suspending a suspended account).',
  invalid_signature: 'A payment webhook whose signature does not match its body (refused, nothing changes).',
  plan_not_available: 'That plan cannot be chosen now (e.g. the free plan while a paid one is active).',
  registration_required:
    'Register the company (/franchisor-registration) before choosing a plan or uploading documents.',
  code_expired:
    'The e-mailed code expired or had too many wrong guesses (`errors` names the field); ask for a new one.',
  invoice_not_open: 'The invoice is already paid or void.',
  documents_missing: 'The company has no verification documents to check (none uploaded, or all refused).',
  document_refused: 'The verification document has already been refused.',
  too_many_documents: 'The company already uploaded the most documents of this kind.',
  saved_search_exists: 'The account already saved this search (same market, filters and words).',
  saved_search_limit: 'The account keeps the most saved searches allowed; delete one first.',
  unsubscribe_link_invalid: 'The unsubscribe link is not one we sent, or its saved search was deleted.',
  jobs_not_running: 'This server does not work the job queues yet; try again shortly.',
  conversation_closed: 'The conversation is closed: nobody writes in it any more.',
  conversation_blocked: 'The person who started the conversation blocked it: only they can write.',
  already_reported: 'The caller already reported this conversation or review.',
  already_resolved: 'The report was already handled.',
  review_needs_contact: 'Only a seeker who contacted the franchise (request, message or call) may review it.',
  reviews_by_seekers: 'Franchise reviews are written from seeker accounts.',
  review_own: 'A review cannot be reported by its own author.',
  closed_by_moderator: 'A moderator closed the conversation: only a moderator can reopen it.',
  network_opt_in_required:
    'Opt in to the network (save a network profile) before searching it or asking to connect.',
  connection_exists:
    'A connection request between these two people is already pending, or they are connected.',
  not_connected:
    'Only connected network members write to each other; this connection was removed or blocked.',
  call_slot_past: 'A proposed or chosen call time has already begun (or is too soon); pick a later one.',
  call_slot_conflict:
    'The chosen time overlaps another confirmed call of the company; pick another or propose other times.',
  call_wrong_status: 'The call is not in a state that allows this action (e.g. confirming a cancelled call).',
  call_open_exists: 'The seeker already has an open call request for this listing; change that one instead.',
  listing_already_managed: 'The listing’s company has an account managing it already: it cannot be claimed.',
  claim_pending: 'This account’s claim on the company is already waiting for an admin.',
  manages_other_company: 'The account manages a company with listings of its own; it cannot claim another.',
  claim_decided: 'The claim was approved or rejected already.',
  review_decided:
    'The submission is no longer waiting for review: another moderator decided it, or its owner withdrew it to edit.',
  review_changed:
    'The submission changed since the moderator opened it; the decision is refused so that they review what is there now.',
  shutting_down: 'This instance is shutting down; the request can be sent again (to another instance).',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Better Auth's own error codes (invalid_otp, otp_expired, email_not_verified …), lower-cased and
 * passed through by the /api/auth gateway (src/server/auth/handler-routes.ts).
 */
export type AuthServiceCode = string & { readonly __authService: true };
export const authServiceCode = (code: string) => code.toLowerCase() as AuthServiceCode;
