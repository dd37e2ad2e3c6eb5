/** One text message; `code` is passed separately so a sandbox can show it without parsing. */
export interface SmsMessage {
  phone: string;
  body: string;
  code: string;
}

/** Sends SMS (docs/architecture.md "SMS"): a local sandbox by default, a real HTTP gateway when configured. */
export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(message: SmsMessage): Promise<void>;
}
