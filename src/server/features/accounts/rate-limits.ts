import type { FailureRule } from '../../lib/rate-limit';

/** The accounts' limits: how fast a client may try logins, sign-ups, resets and password checks. */

export const minute = 60 * 1000;
const hour = 60 * minute;

/**
 * Wrong passwords slow the next login down instead of locking the account (docs/api.md
 * "account/login"): a growing wait per account and client address (brute force from one place), per
 * client address (one place trying many accounts), and a short one per account from anywhere, so the
 * owner logging in from elsewhere waits at most half a minute whatever others do.
 */
export const loginDelays = {
  perAccountAndAddress: { free: 5, baseMs: 1000, maxMs: 15 * minute, forgetMs: 24 * hour },
  perAddress: { free: 20, baseMs: 1000, maxMs: 15 * minute, forgetMs: 24 * hour },
  perAccount: { free: 20, baseMs: 1000, maxMs: 30 * 1000, forgetMs: 24 * hour },
} as const;

export function loginFailureRules(username: string, ip: string): FailureRule[] {
  return [
    { key: `login-fail:email-ip:${username}:${ip}`, ...loginDelays.perAccountAndAddress },
    { key: `login-fail:ip:${ip}`, ...loginDelays.perAddress },
    { key: `login-fail:email:${username}`, ...loginDelays.perAccount },
  ];
}

/** Attempts allowed per window; counted after input validation. */
export const rateLimits = {
  preregisterPerIp: { limit: 30, windowMs: hour },
  registerPerIp: { limit: 20, windowMs: hour },
  resetPerAddress: { limit: 5, windowMs: hour },
  resetPerIp: { limit: 20, windowMs: hour },
  /** Current-password checks of a password change in settings, per account. */
  currentPasswordPerAccount: { limit: 10, windowMs: 15 * minute },
  /** Checking a link's code: a page load per link, so as loose as the requests, per client address. */
  resetCheckPerIp: { limit: 20, windowMs: hour },
} as const;
