import { apiCall } from '@/lib/api-client';

/** docs/architecture.md "Where we go past the spec": a real PIN change; the server checks the old PIN. */
export const changePin = (userId: number, oldPin: string, newPin: string, repeatPin: string) =>
  apiCall('changePin', {
    params: { userId },
    body: { old_pin: oldPin, new_pin: newPin, repeat_pin: repeatPin },
    quiet: true,
  });
