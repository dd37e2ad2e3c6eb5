import { apiCall } from '@/lib/api-client';

/** A registration that walks back to pinSet after its PIN was saved changes that PIN instead. */
export const changeOwnPin = (userId: number, oldPin: string, newPin: string) =>
  apiCall('changePin', {
    params: { userId },
    body: { old_pin: oldPin, new_pin: newPin, repeat_pin: newPin },
    quiet: true,
  });
