/**
 * A refused or failed studio call. `status` 0: no answer (offline, timeout). A 422 names what is
 * wrong with each field (`fields`); a 409 carries the server's current values (`current`), so a
 * form can show them beside the person's own, which it keeps.
 */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly current: unknown = undefined,
  ) {
    super(message);
  }

  /** The message for one field, from a 422. */
  field(name: string): string | undefined {
    return this.fields[name];
  }
}

export const isStudioError = (error: unknown): error is StudioError => error instanceof StudioError;
