import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioReportRow } from '@contract/studio/endpoints/moderation';
import {
  REPORT_STATES,
  REPORT_STATE_NAMES,
  type ReportState,
} from '@contract/studio/moderation-values';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { studioTexts } from '../../texts';
import { FormField } from '../../ui/form-field';
import uiStyles from '../../ui/studio-ui.module.css';
import { moderationKeys } from './moderation-keys';
import { moderationTexts as texts } from './moderation-texts';
import styles from './moderation.module.css';

interface Props {
  report: StudioReportRow;
  onClose: () => void;
}

/**
 * A report's new state with a note. The change names the version the list showed; when another
 * moderator changed it first, the dialog says what is stored now and keeps what was typed.
 */
export function ReportDialog({ report, onClose }: Props) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ReportState>(
    report.state === 'open' ? 'in-work' : report.state,
  );
  const [note, setNote] = useState(report.note ?? '');
  const save = useMutation({
    mutationFn: () =>
      studioCall('studioReportState', {
        params: { id: report.id },
        body: { state, note, version: report.version },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      onClose();
    },
  });
  const error = save.isError ? save.error : null;
  const stale =
    isStudioError(error) && error.status === 409 ? (error.current as StudioReportRow) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };

  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      isDismissable={!save.isPending}
      title={texts.changeTitle(report.id)}
      text={
        <form id="report-state" className={styles.form} onSubmit={submit}>
          <span className={styles.text}>{report.report}</span>
          <FormField
            name="state"
            label={texts.state}
            error={isStudioError(error) ? error.field('state') : undefined}
          >
            {(control) => (
              <select
                {...control}
                className={uiStyles.input}
                value={state}
                onChange={(e) => setState(e.target.value as ReportState)}
              >
                {REPORT_STATES.map((s) => (
                  <option key={s} value={s}>
                    {REPORT_STATE_NAMES[s]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            name="note"
            label={texts.note}
            hint={texts.noteHint}
            error={isStudioError(error) ? error.field('note') : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                className={`${uiStyles.input} ${styles.textarea}`}
                value={note}
                maxLength={1000}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </FormField>
          <span role="alert" className={styles.dialogError}>
            {stale
              ? `${texts.stale} ${REPORT_STATE_NAMES[stale.state]}${stale.note ? ` — ${stale.note}` : ''}`
              : error && !(isStudioError(error) && error.status === 422)
                ? error.message
                : ''}
          </span>
        </form>
      }
    >
      <div className={uiStyles.actions}>
        <button type="button" className={uiStyles.button} onClick={onClose}>
          {studioTexts.cancel}
        </button>
        {stale ? (
          <button
            type="button"
            className={uiStyles.button}
            onClick={() => {
              void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
              onClose();
            }}
          >
            {texts.reload}
          </button>
        ) : null}
        <button
          type="submit"
          form="report-state"
          className={uiStyles.primary}
          disabled={save.isPending}
        >
          {save.isPending ? studioTexts.saving : studioTexts.save}
        </button>
      </div>
    </QuestionDialog>
  );
}
