import { useQuery } from '@tanstack/react-query';
import { studioCall } from '../api/studio-client';

/** Who is in the studio and the roles they hold now (read again on every sign-in). */
export function useStudioMe() {
  return useQuery({ queryKey: ['studio', 'me'], queryFn: () => studioCall('studioMe') });
}
