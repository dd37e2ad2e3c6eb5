import { accountsRoom } from './accounts/room';
import { auditRoom } from './audit/room';
import { catalogueRoom } from './catalogue/room';
import { homeRoom } from './home/room';
import { liveRoom } from './live/room';
import { moderationRoom } from './moderation/room';
import { moneyRoom } from './money/room';
import { numbersRoom } from './numbers/room';
import { packsRoom } from './packs/room';
import { readingRoom } from './reading/room';
import type { Room } from './room';
import { siteRoom } from './site/room';
import { staffRoom } from './staff/room';

/**
 * Every room of the studio, in the side navigation's order. To add one: a folder
 * rooms/<room>/ with a room.ts (see room.ts) and its page, and one line here
 * (docs/decisions/055-studio-app.md "Adding a room").
 */
export const ROOMS: readonly Room[] = [
  catalogueRoom,
  homeRoom,
  liveRoom,
  readingRoom,
  siteRoom,
  packsRoom,
  accountsRoom,
  moneyRoom,
  moderationRoom,
  numbersRoom,
  staffRoom,
  auditRoom,
];
