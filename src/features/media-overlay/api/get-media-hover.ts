import { apiCall } from '@/lib/api-client';

/**
 * The hover preview URL, or null when the media has none. "No video" is a normal answer
 * (status false), so it stays quiet and never reaches the user as an error.
 */
export async function getMediaHover(id: number, signal?: AbortSignal): Promise<string | null> {
  try {
    const answer = await apiCall('animeHover', { params: { id }, signal, quiet: true });
    return answer.status && answer.p ? answer.p : null;
  } catch {
    return null;
  }
}
