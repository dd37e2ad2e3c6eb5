import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountMessages,
  DAY_ACTIONS,
  MAX_DAYS_CHANGE,
  type DayAction,
} from '@contract/studio/accounts-values';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { ReasonField } from '../../ui/reason-field';
import { SaveBar } from '../../ui/save-bar';
import uiStyles from '../../ui/studio-ui.module.css';
import { accountKeys } from './account-keys';
import { accountTexts as texts } from './account-texts';
import styles from './accounts.module.css';

/**
 * Days added or taken away with a reason. The request key is made once per filled form and kept
 * through retries of it, so a double press or a repeat after a lost answer changes the days once;
 * a saved change starts a new key.
 */
export function DaysForm({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<DayAction>('add');
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: { action: DayAction; days: number; reason: string; key: string }) =>
      studioCall('studioAccountDays', { params: { id: userId }, body }),
    onSuccess: async (_data, body) => {
      setDone(
        body.action === 'add'
          ? accountMessages.daysAdded(body.days)
          : accountMessages.daysRemoved(body.days),
      );
      setDays('');
      setReason('');
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: accountKeys.one(userId) });
    },
  });
  const error = isStudioError(change.error) ? change.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setDone(null);
    // A text that is not a number goes as one, so the server names the field in Mongolian.
    const count = days.trim() === '' ? Number.NaN : Number(days);
    change.mutate({ action, days: count, reason, key });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="days-title" noValidate>
      <h2 id="days-title" className={styles.subtitle}>
        {texts.daysForm}
      </h2>
      <div className={styles.fields}>
        <FormField name="action" label={texts.action} error={error?.field('action')}>
          {(control) => (
            <select
              {...control}
              className={uiStyles.input}
              value={action}
              onChange={(event) => setAction(event.target.value as DayAction)}
            >
              {DAY_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {texts.actions[a]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="days" label={texts.daysField} error={error?.field('days')}>
          {(control) => (
            <input
              {...control}
              className={uiStyles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_DAYS_CHANGE}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          )}
        </FormField>
        <ReasonField value={reason} onChange={setReason} error={error?.field('reason')} />
      </div>
      <SaveBar
        busy={change.isPending}
        label={texts.apply}
        status={
          done
            ? { kind: 'ok', text: done }
            : change.isError
              ? { kind: 'error', text: change.error.message }
              : null
        }
      />
    </form>
  );
}
