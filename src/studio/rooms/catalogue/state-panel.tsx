import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PublishState } from '@contract/studio/roles';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueTexts as texts } from './catalogue-texts';
import { StateBadge } from './state-badge';
import styles from './catalogue.module.css';

interface Props {
  /** Which kind of row: a title or an episode. */
  of: 'title' | 'episode';
  id: number;
  row: { publish_state: PublishState; publish_at: string | null };
  /** After a change: refresh what shows the state. */
  onChanged: () => Promise<unknown>;
}

/** 'YYYY-MM-DDTHH:MM' in the editor's zone, as a datetime-local input holds it. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Publish now, schedule for a moment, hide, or back to draft. Each is one server call that also
 * records the change in the audit log; an episode published now tells the title's followers.
 */
export function StatePanel({ of, id, row, onChanged }: Props) {
  const [at, setAt] = useState(localInputValue(row.publish_at));
  const [said, setSaid] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: { state: PublishState; at?: string }) =>
      studioCall(of === 'title' ? 'studioTitleState' : 'studioEpisodeState', {
        params: { id },
        body,
      }),
    onSuccess: async (data, body) => {
      await onChanged();
      const notified =
        'notified' in data && data.notified > 0 ? ` ${texts.publish.notified(data.notified)}` : '';
      setSaid(
        `${texts.states[body.state === 'scheduled' ? data.publish_state : body.state]}.${notified}`,
      );
    },
    onError: () => setSaid(null),
  });
  const error = isStudioError(change.error) ? change.error : null;
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    if (!at) {
      setSaid(texts.publish.pickTime);
      return;
    }
    change.mutate({ state: 'scheduled', at: new Date(at).toISOString() });
  };
  const state = row.publish_state;
  return (
    <section className={styles.panel} aria-labelledby={`state-${of}-${id}`}>
      <h2 id={`state-${of}-${id}`} className={styles.panelTitle}>
        {texts.publish.heading}
      </h2>
      <p>
        {texts.state}: <StateBadge row={row} />
      </p>
      <div className={uiStyles.actions}>
        {state !== 'published' ? (
          <button
            type="button"
            className={uiStyles.primary}
            disabled={change.isPending}
            onClick={() => change.mutate({ state: 'published' })}
          >
            {texts.publish.now}
          </button>
        ) : null}
        {state === 'published' || state === 'scheduled' ? (
          <button
            type="button"
            className={uiStyles.danger}
            disabled={change.isPending}
            onClick={() => change.mutate({ state: 'hidden' })}
          >
            {texts.publish.hide}
          </button>
        ) : null}
        {state !== 'draft' ? (
          <button
            type="button"
            className={uiStyles.button}
            disabled={change.isPending}
            onClick={() => change.mutate({ state: 'draft' })}
          >
            {texts.publish.draft}
          </button>
        ) : null}
      </div>
      <form className={styles.schedule} onSubmit={schedule} noValidate>
        <FormField name="at" label={texts.publish.at} error={error?.field('at')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={uiStyles.input}
              value={at}
              onChange={(event) => setAt(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={uiStyles.button} disabled={change.isPending}>
          {texts.publish.schedule}
        </button>
      </form>
      <p
        role="status"
        aria-live="polite"
        className={styles.said}
        data-kind={error ? 'error' : 'ok'}
      >
        {error ? (error.field('state') ?? error.message) : (said ?? '')}
      </p>
    </section>
  );
}
