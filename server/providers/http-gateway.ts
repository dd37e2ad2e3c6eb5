const TIMEOUT_MS = 10_000;

/**
 * POSTs one JSON message to a gateway with a bearer token; anything but a 2xx is a failure.
 * Shared by the SMS and e-mail adapters, whose gateways speak the same simple protocol.
 */
export async function postToGateway(url: string, token: string | undefined, payload: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`gateway answered ${response.status}`);
}
