import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_NAMES, type StaffRole } from '@contract/studio/roles';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import uiStyles from '../../ui/studio-ui.module.css';
import styles from './staff.module.css';

interface Props {
  userId: number;
  phone: string;
  role: StaffRole;
  onClose: () => void;
}

/** Asks before a role is taken away; the server's refusal (the last admin) is said in it. */
export function RevokeDialog({ userId, phone, role, onClose }: Props) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => studioCall('studioStaffRevoke', { body: { user_id: userId, role } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
      onClose();
    },
  });
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !revoke.isPending) onClose();
      }}
      isDismissable={!revoke.isPending}
      title="Эрх хасах уу?"
      text={
        <>
          {phone} дугаартай ажилтны «{ROLE_NAMES[role]}» эрхийг хасах уу?
          <span role="alert" className={styles.dialogError}>
            {revoke.isError ? revoke.error.message : ''}
          </span>
        </>
      }
    >
      <div className={styles.dialogActions}>
        <button type="button" className={uiStyles.button} onClick={onClose}>
          Болих
        </button>
        <button
          type="button"
          className={uiStyles.danger}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          Хасах
        </button>
      </div>
    </QuestionDialog>
  );
}
