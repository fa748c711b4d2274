/** The e2e server's secret (global-setup.ts): staff secrets are sealed with it (docs/decisions/053). */
export const e2eSessionSecret = 'e2e-secret-that-is-long-enough-for-hmac-keys';
