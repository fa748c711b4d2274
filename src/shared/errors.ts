/**
 * Stable error codes shared by the API and the web app. Each code is also a translation key in the
 * `errors` namespace, so the client can show the message in the interface language.
 */
export const errorCodes = {
  /** 400: the input failed validation; `issues` lists the fields. */
  invalid_input: 400,
  /** 400: the body is neither a form nor JSON, or cannot be parsed. */
  bad_request: 400,
  /** 401: the call needs a logged-in user. */
  not_logged_in: 401,
  /** 401: login failed. The message is the exact text the spec names (doc 1 section 8). */
  login_combination: 401,
  /** 401: a staff account's password was right; the code of its authenticator app is needed too. */
  otp_required: 401,
  /** 401: the authenticator code (or recovery code) is wrong, used already or too old. */
  otp_invalid: 401,
  /** 401: the session token is unknown or expired. */
  session_expired: 401,
  /** 403: the user is logged in but may not do this. */
  forbidden: 403,
  /** 403: a state-changing request came from another origin. */
  cross_origin: 403,
  /** 404: no such call or record. */
  not_found: 404,
  /** 404: the file is not in the account's album (it does not exist or is another account's). */
  media_not_found: 404,
  /** 404: the venue is not one of the account's. */
  venue_not_found: 404,
  /** 404: the offer is not one of the account's venues' (or is deleted). */
  offer_not_found: 404,
  /** 404: the offer is missing, paused, deleted or not approved, or its venue is not public (doc 2 section 8). */
  offer_not_available: 404,
  /** 403: the offer's audience (D9: nationality and working language) does not include the chef. */
  offer_not_for_you: 403,
  /** 409: the offer asks for a nationality or a spoken language the chef has not declared yet (D9 as revised). */
  offer_asks_undeclared: 409,
  /** 403: visitors and free venues see the first page of chefs only (D5, doc 2 section 6). */
  search_limit_reached: 403,
  /** 400: a search's place name matches no town, even forgiving a typo. */
  location_not_found: 400,
  /** 403: only a Premium venue may do this (D5: the recruit option, sending offers, messages...). */
  premium_required: 403,
  /** 409: the e-mail already has an account. The message is the exact text the spec names. */
  email_unique: 409,
  /** 409: the chef has applied to every offer asked already (or the venue had sent them all to the chefs). */
  already_applied: 409,
  /** 409: none of the chefs a venue sent its offer to can receive it (not visible, outside its audience, or already there). */
  chefs_cannot_receive: 409,
  /** 404: no application of the account's has this id. */
  application_not_found: 404,
  /** 409: the application is no longer where the client saw it (decisions D4's moves). */
  application_moved_on: 409,
  /** 409: the chef already has an open stage request with this venue. */
  stage_already_requested: 409,
  /** 404: no stage request of the account's has this id (or a block hides it). */
  stage_request_not_found: 404,
  /** 409: the stage request is no longer waiting for this answer (the other side moved first). */
  stage_request_moved_on: 409,
  /** 404: no conversation of the account's has this id (or a block hides it). */
  conversation_not_found: 404,
  /** 403: the conversation is blocked, or a block stands between the two accounts (D14). */
  conversation_blocked: 403,
  /** 403: a chef writes only to Premium venues (D5). */
  conversation_venue_not_premium: 403,
  /** 409: the conversation is blocked already. */
  conversation_already_blocked: 409,
  /** 409: the conversation is not blocked. */
  conversation_not_blocked: 409,
  /** 403: only the account that blocked the conversation unblocks it. */
  conversation_blocked_by_other: 403,
  /** 403: the other side of the conversation deleted its account (docs/decisions/054-own-data.md). */
  conversation_account_deleted: 403,
  /** 409: the chef account has no profile to apply with. */
  chef_profile_missing: 409,
  /** 409: the chef sent their CV to this venue about this offer (or about none) today already. */
  cv_already_sent: 409,
  /** 409: a membership request is pending, or the account is already on the card's plan. */
  membership_already_requested: 409,
  /** 400: an uploaded file is not an accepted type (checked by its bytes) or is too large. */
  file_rejected: 400,
  /** 400: the reset code is unknown, used or expired. */
  reset_code_invalid: 400,
  /** 409: the item is no longer in review (another moderator decided first, or its owner deleted it). */
  moderation_moved_on: 409,
  /** 409: the report is answered already (another member of staff answered first). */
  report_moved_on: 409,
  /** 409: the application already has a hire recorded (recruitment service). */
  already_hired: 409,
  /** 409: the fee is not due any more (invoiced or cancelled first). */
  fee_moved_on: 409,
  /** 422: a contract's end given before the day of the hire. */
  end_before_hire: 422,
  /** 409: the account is not suspended. */
  account_not_suspended: 409,
  /** 409: the new Premium period overlaps one the account has. */
  premium_period_overlaps: 409,
  /** 409: the account is not on Premium. */
  premium_not_active: 409,
  /** 409: the account has no pending plan request. */
  premium_not_requested: 409,
  /** 409: the e-mail has not failed (it was sent, waits for delivery, or was queued again already). */
  outbox_not_failed: 409,
  /** 409: the failed e-mail's delivery details (its generated attachment) are no longer kept: it cannot be sent again. */
  outbox_delivery_lost: 409,
  /** 413: the body or a file is too large. */
  too_large: 413,
  /** 431: the request's headers are larger than the server reads. */
  headers_too_large: 431,
  /** 408: the request did not arrive in time. */
  request_timeout: 408,
  /** 415: the body type is not form, multipart or JSON. */
  unsupported_media_type: 415,
  /** 429: too many attempts; try again later. */
  rate_limited: 429,
  /** 500: a real fault on the server; details are only in the log. */
  server_error: 500,
  /** 503: the database cannot be reached. */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The two server messages the spec quotes word for word; clients map them to localized text. */
export const exactMessages = {
  login_combination: "The username/password combination doesn't exist",
  email_unique: 'The email field must contain a unique value.',
} as const satisfies Partial<Record<ErrorCode, string>>;

export interface FieldIssue {
  /** The wire name of the field, as the spec spells it (`rpassword`, `phoneNumber`). */
  field: string;
  /** A translation key in the `validation` namespace. */
  code: string;
  /** The issue in the request's language. */
  message: string;
}
