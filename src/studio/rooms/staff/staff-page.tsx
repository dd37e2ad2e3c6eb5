import { useQuery } from '@tanstack/react-query';
import { studioCall } from '../../api/studio-client';
import { RoomHeading } from '../../ui/room-heading';
import { LoadError, LoadingRows } from '../../ui/states';
import { GrantForm } from './grant-form';
import { StaffTable } from './staff-table';

export const staffQueryKey = ['studio', 'staff'] as const;

/** Admins: who holds which role; granting one by phone and revoking one. */
export default function StaffPage() {
  const staff = useQuery({ queryKey: staffQueryKey, queryFn: () => studioCall('studioStaff') });
  return (
    <>
      <RoomHeading title="Ажилтнууд" />
      <GrantForm />
      <h2 className="visually-hidden">Ажилтнуудын жагсаалт</h2>
      {staff.isPending ? (
        <LoadingRows />
      ) : staff.isError ? (
        <LoadError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <StaffTable staff={staff.data} />
      )}
    </>
  );
}
