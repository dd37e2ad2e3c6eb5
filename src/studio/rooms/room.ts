import type { ComponentType, LazyExoticComponent } from 'react';
import type { StaffRole } from '@contract/studio/roles';

/**
 * A room of the studio: a folder under src/studio/rooms/<room>/ whose room.ts exports one of
 * these, listed once in rooms/index.ts. The side navigation shows the rooms the person's roles
 * open (admin opens every one); the page loads when the room is first opened.
 */
export interface Room {
  /** The first segment under /studio: `/studio/<path>/…`. */
  path: string;
  /** Its name in the side navigation and the page's heading. */
  label: string;
  /** Who may enter (admin always may). */
  role: StaffRole;
  /** The page; it reads anything past its own segment (`rest`) and the query itself. */
  Page: LazyExoticComponent<ComponentType<RoomPageProps>>;
}

export interface RoomPageProps {
  /** The path after the room's own segment ('' on the room's start). */
  rest: string;
}
