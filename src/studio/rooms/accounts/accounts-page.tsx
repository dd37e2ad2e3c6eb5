import type { RoomPageProps } from '../room';
import { AccountList } from './account-list';
import { AccountView } from './account-view';

/** The accounts room by the path under /studio/accounts: the search, or one account by id. */
export default function AccountsPage({ rest }: RoomPageProps) {
  const account = /^(\d+)$/.exec(rest);
  if (account) return <AccountView key={account[1]} id={Number(account[1])} />;
  return <AccountList />;
}
