/**
 * Production as an operator tries it before going live: NODE_ENV=production with every outside
 * service's sandbox named (README "Running in production"). Tests add what they check on top
 * (a signing secret for a real process, an https PUBLIC_BASE_URL).
 */
export const PRODUCTION_WITH_SANDBOXES = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'sandbox',
  EMAIL_PROVIDER: 'sandbox',
  PAYMENT_PROVIDER: 'sandbox',
} as const;
