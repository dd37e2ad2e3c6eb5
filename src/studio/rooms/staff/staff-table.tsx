import { useState } from 'react';
import { ROLE_NAMES, type StaffRole } from '@contract/studio/roles';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { DataTable, type TableColumn } from '../../ui/data-table';
import uiStyles from '../../ui/studio-ui.module.css';
import { RevokeDialog } from './revoke-dialog';
import styles from './staff.module.css';

type Member = StudioDataOf<'studioStaff'>[number];

/** The staff, each role with its own revoke button (asked again in a dialog). */
export function StaffTable({ staff }: { staff: readonly Member[] }) {
  const [revoking, setRevoking] = useState<{ member: Member; role: StaffRole } | null>(null);
  const columns: TableColumn<Member>[] = [
    {
      id: 'who',
      label: 'Ажилтан',
      isRowHeader: true,
      render: (m) => (m.name ? `${m.name} (${m.phone})` : m.phone),
    },
    { id: 'id', label: 'ID', render: (m) => m.user_id },
    {
      id: 'roles',
      label: 'Эрхүүд',
      render: (m) => (
        <ul className={styles.roles}>
          {m.roles.map((role) => (
            <li key={role}>
              <span>{ROLE_NAMES[role]}</span>
              <button
                type="button"
                className={uiStyles.danger}
                aria-label={`${m.phone}: ${ROLE_NAMES[role]} эрхийг хасах`}
                onClick={() => setRevoking({ member: m, role })}
              >
                Хасах
              </button>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label="Ажилтнууд ба тэдний эрх"
        columns={columns}
        rows={staff}
        rowKey={(m) => m.user_id}
        emptyText="Одоогоор ажилтан алга байна."
      />
      {revoking ? (
        <RevokeDialog
          userId={revoking.member.user_id}
          phone={revoking.member.phone}
          role={revoking.role}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}
