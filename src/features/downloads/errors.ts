/** The browser would not give the space a download needs; nothing was started or evicted. */
export class NotEnoughSpaceError extends Error {
  constructor(
    readonly neededBytes: number,
    readonly availableBytes: number,
  ) {
    super('not enough space');
    this.name = 'NotEnoughSpaceError';
  }
}

/**
 * The server refused the download (or its renewal): the user may not watch the title (any more).
 * `message` is the server's Mongolian text ('Та эрхээ сунгаж үзвэрээ үзнэ үү!', the rental text…).
 */
export class GrantRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GrantRefusedError';
  }
}
