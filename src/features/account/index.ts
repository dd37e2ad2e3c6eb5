// Public face of the account feature: other features, routes and the shell import only this.
export { historyQueryOptions } from './api/get-history';
export { markedListQueryOptions } from './api/get-marked-list';
export { HistoryPage } from './components/history-list';
export { LaterPage } from './components/later-page';
export { LikedPage } from './components/liked-page';
export { PageSkeleton } from './components/page-skeleton';
export { ProfileLayout } from './components/profile-layout';
export {
  ChangePinPage,
  ExtendRightsPage,
  MyFundPage,
  ProfileEditPage,
  ViewedHistoryPage,
} from './components/profile-pages';
export { ProfileSkeleton } from './components/profile-skeleton';
// The sidebar (react-aria) loads on first use, so only its loader is public.
export { loadUserSidebar } from './load-user-sidebar';
