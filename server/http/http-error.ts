import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Thrown anywhere in a handler; app.ts turns it into the `{ status: false, msg }` envelope. */
export class HttpError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly msg: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(msg);
  }
}
