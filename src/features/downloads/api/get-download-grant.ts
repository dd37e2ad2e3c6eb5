import type { DownloadKind } from '@contract/entities';
import { apiData } from '@/lib/api-client';

/** What the user may keep offline of one title and until when (decision 030); quiet: callers explain. */
export const getDownloadGrant = (userId: number, kind: DownloadKind, id: number) =>
  apiData('downloadGrant', { params: { userId, kind, id }, quiet: true });
