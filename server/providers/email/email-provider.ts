/** One e-mail carrying a verification code. */
export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  code: string;
}

/** Sends e-mail: a local sandbox by default, a real HTTP gateway when configured. */
export interface EmailProvider {
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(message: EmailMessage): Promise<void>;
}
