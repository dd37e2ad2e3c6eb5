import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioProgram } from '@contract/studio/endpoints/home';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { ubClock, ubToday } from '../../ui/ub-time';
import { homeTexts as texts } from './home-texts';
import styles from './home.module.css';
import { ProgramForm, programBody, programDraft } from './program-form';

/**
 * The live schedule of one day: add, edit and remove programmes. An edit or removal names the
 * programme's version; when another editor changed it first, the form stays and the list shows
 * the stored values.
 */
export function ScheduleSection() {
  const queryClient = useQueryClient();
  const [day, setDay] = useState(ubToday);
  const [editing, setEditing] = useState<StudioProgram | null>(null);
  const [removing, setRemoving] = useState<StudioProgram | null>(null);
  const key = ['studio', 'home', 'programs', day] as const;
  const programs = useQuery({
    queryKey: key,
    queryFn: () => studioCall('studioPrograms', { query: { day } }),
  });
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      setEditing(null);
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: ['studio', 'home', 'programs'] });
    },
    onError: (error) => {
      if (isStudioError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['studio', 'home', 'programs'] });
      }
    },
  });
  const rows = programs.data?.rows ?? [];
  return (
    <section aria-labelledby="schedule-title">
      <h2 id="schedule-title">{texts.schedule}</h2>
      <FormField name="day" label={texts.day} hint={texts.timeHint}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={uiStyles.input}
            value={day}
            onChange={(e) => e.target.value && setDay(e.target.value)}
          />
        )}
      </FormField>
      {programs.isPending ? (
        <LoadingRows />
      ) : programs.isError ? (
        <LoadError error={programs.error} onRetry={() => void programs.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={texts.emptyDay} />
      ) : (
        <ul className={styles.list} aria-label={`${texts.schedule} ${day}`}>
          {rows.map((p) => (
            <li key={p.id} className={styles.item}>
              <span className={styles.itemText}>
                <strong>
                  {ubClock(p.starts_at)}–{ubClock(p.ends_at)}
                </strong>{' '}
                {p.title}
              </span>
              <span className={uiStyles.actions}>
                <button type="button" className={uiStyles.button} onClick={() => setEditing(p)}>
                  {texts.edit}
                </button>
                <button type="button" className={uiStyles.danger} onClick={() => setRemoving(p)}>
                  {texts.remove}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ProgramForm
          key={`edit-${editing.id}`}
          heading={texts.editProgram}
          initial={programDraft(editing, day)}
          busy={change.isPending}
          error={change.error}
          onCancel={() => setEditing(null)}
          onSave={(d) =>
            change.mutate(() =>
              studioCall('studioProgramUpdate', {
                params: { id: editing.id },
                body: { ...programBody(d), version: editing.version },
              }),
            )
          }
        />
      ) : (
        <ProgramForm
          key={`add-${day}-${rows.length}`}
          heading={texts.addProgram}
          initial={programDraft(null, day)}
          busy={change.isPending}
          error={change.error}
          onSave={(d) =>
            change.mutate(() => studioCall('studioProgramCreate', { body: programBody(d) }))
          }
        />
      )}
      {removing ? (
        <QuestionDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={texts.removeProgram}
          text={
            <>
              «{removing.title}»
              <span role="alert">{change.isError ? change.error.message : ''}</span>
            </>
          }
        >
          <div className={uiStyles.actions}>
            <button type="button" className={uiStyles.button} onClick={() => setRemoving(null)}>
              {texts.cancel}
            </button>
            <button
              type="button"
              className={uiStyles.danger}
              disabled={change.isPending}
              onClick={() =>
                change.mutate(() =>
                  studioCall('studioProgramDelete', {
                    params: { id: removing.id },
                    body: { version: removing.version },
                  }),
                )
              }
            >
              {texts.remove}
            </button>
          </div>
        </QuestionDialog>
      ) : null}
    </section>
  );
}
