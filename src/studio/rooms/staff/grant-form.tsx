import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLES, ROLE_NAMES, type StaffRole } from '@contract/studio/roles';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
import uiStyles from '../../ui/studio-ui.module.css';
import styles from './staff.module.css';

/** Grants a role to the account of a phone; the server's message for a field shows under it. */
export function GrantForm() {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const grant = useMutation({
    mutationFn: () =>
      studioCall('studioStaffGrant', { body: { phone: phone.trim(), role: role as StaffRole } }),
    onSuccess: () => {
      setPhone('');
      setRole('');
      return queryClient.invalidateQueries({ queryKey: ['studio'] });
    },
  });
  const error = isStudioError(grant.error) ? grant.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate();
  };
  return (
    <form className={styles.grant} onSubmit={submit} aria-labelledby="grant-title" noValidate>
      <h2 id="grant-title" className={styles.subtitle}>
        Эрх олгох
      </h2>
      <div className={styles.grantFields}>
        <FormField name="phone" label="Утасны дугаар" error={error?.field('phone')}>
          {(control) => (
            <input
              {...control}
              className={uiStyles.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          )}
        </FormField>
        <FormField name="role" label="Эрх" error={error?.field('role')}>
          {(control) => (
            <select
              {...control}
              className={uiStyles.input}
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole | '')}
            >
              <option value="">Сонгох…</option>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_NAMES[r]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <SaveBar busy={grant.isPending} label="Эрх олгох" status={saveStatus(grant)} />
    </form>
  );
}
