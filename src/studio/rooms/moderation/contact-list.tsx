import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioContactRow } from '@contract/studio/endpoints/contact';
import {
  ANSWER_MAX,
  CONTACT_STATES,
  CONTACT_STATE_NAMES,
  type ContactState,
  moderationMessages,
} from '@contract/studio/moderation-values';
import { studioCall } from '../../api/studio-client';
import { navigate, studioHref, useStudioLocation } from '../../app/location';
import type { TableColumn } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { PagedTable } from '../../ui/paged-table';
import uiStyles from '../../ui/studio-ui.module.css';
import { ubMoment } from '../../ui/ub-time';
import { FormDialog, fieldError, useModerationChange } from './comment-dialogs';
import { moderationKeys } from './moderation-keys';
import { moderationTexts, personLabel } from './moderation-texts';
import { wordTexts as texts } from './word-texts';
import styles from './moderation.module.css';

/** Writes the one answer; the server sends it by the channel the viewer gave. */
function AnswerDialog({ message, onClose }: { message: StudioContactRow; onClose: () => void }) {
  const [answer, setAnswer] = useState('');
  const change = useModerationChange(
    () => studioCall('studioContactAnswer', { params: { id: message.id }, body: { answer } }),
    onClose,
  );
  return (
    <FormDialog
      title={texts.answerTitle(message.name)}
      formId="contact-answer"
      pending={change.isPending}
      error={change.error}
      action={texts.answer}
      onSubmit={() => change.mutate(undefined)}
      onClose={onClose}
    >
      <span>{texts.answerText}</span>
      <FormField name="answer" label={texts.answerField} error={fieldError(change.error, 'answer')}>
        {(control) => (
          <textarea
            {...control}
            className={`${uiStyles.input} ${styles.textarea}`}
            maxLength={ANSWER_MAX}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

const stateOf = (value: string | null): ContactState | 'all' =>
  value === 'all' ? 'all' : (CONTACT_STATES.find((s) => s === value) ?? 'open');

/**
 * The contact form's messages (decision 070), newest first, open ones by default: each is read
 * here, answered once and closed.
 */
export function ContactList() {
  const queryClient = useQueryClient();
  const { search } = useStudioLocation();
  const state = stateOf(search.get('state'));
  const query = {
    ...(state === 'all' ? {} : { state }),
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const [answering, setAnswering] = useState<StudioContactRow | null>(null);
  const messages = useQuery({
    queryKey: [...moderationKeys.all, 'contact', query],
    queryFn: () => studioCall('studioContactMessages', { query }),
    placeholderData: keepPreviousData,
  });
  const close = useMutation({
    mutationFn: (id: number) => studioCall('studioContactClose', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
  const go = (change: Record<string, string | number | undefined>) =>
    navigate(
      studioHref('moderation/contact', {
        state: state === 'open' ? undefined : state,
        ...change,
      }),
    );
  const columns: TableColumn<StudioContactRow>[] = [
    {
      id: 'sender',
      label: texts.sender,
      isRowHeader: true,
      render: (m) => (
        <>
          {m.name}
          <br />
          <span className={styles.muted}>
            {[m.email, m.phone, m.user ? personLabel(m.user) : null].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      id: 'message',
      label: texts.message,
      render: (m) => (
        <>
          <span className={styles.text}>{m.body}</span>
          {m.answer !== null ? (
            <>
              <br />
              <span className={styles.muted}>
                {texts.answered(
                  m.answered_by ? personLabel(m.answered_by) : '',
                  m.answered_at ? ubMoment(m.answered_at) : '',
                )}
                {m.answer_channel ? ` · ${texts.channel[m.answer_channel] ?? ''}` : ''}
                {m.delivery ? ` · ${texts.delivery[m.delivery] ?? ''}` : ''}
              </span>
              <br />
              <span className={styles.text}>{m.answer}</span>
            </>
          ) : null}
          {m.closed_at !== null ? (
            <>
              <br />
              <span className={styles.muted}>
                {texts.closedBy(m.closed_by ? personLabel(m.closed_by) : '', ubMoment(m.closed_at))}
              </span>
            </>
          ) : null}
        </>
      ),
    },
    { id: 'when', label: moderationTexts.when, render: (m) => ubMoment(m.created_at) },
    {
      id: 'actions',
      label: moderationTexts.actions,
      render: (m) =>
        m.state === 'closed' ? (
          CONTACT_STATE_NAMES.closed
        ) : (
          <div className={uiStyles.actions}>
            {m.answer === null || m.delivery === 'failed' ? (
              <button type="button" className={uiStyles.primary} onClick={() => setAnswering(m)}>
                {texts.answer}
              </button>
            ) : null}
            <button
              type="button"
              className={uiStyles.button}
              disabled={close.isPending}
              onClick={() => close.mutate(m.id)}
            >
              {texts.close}
            </button>
          </div>
        ),
    },
  ];
  return (
    <>
      <div className={styles.filters}>
        <label className={uiStyles.fieldLabel}>
          {moderationTexts.state}
          <select
            className={uiStyles.input}
            value={state}
            onChange={(e) => go({ state: e.target.value, page: undefined })}
          >
            {CONTACT_STATES.map((s) => (
              <option key={s} value={s}>
                {CONTACT_STATE_NAMES[s]}
              </option>
            ))}
            <option value="all">{moderationTexts.any}</option>
          </select>
        </label>
      </div>
      <p role="status">{close.isSuccess ? moderationMessages.contactClosed : ''}</p>
      <span role="alert" className={styles.dialogError}>
        {close.isError ? close.error.message : ''}
      </span>
      <PagedTable
        list={messages}
        label={texts.contactList}
        columns={columns}
        emptyText={texts.noContact}
        page={query.page}
        pagerLabel={moderationTexts.paging}
        onPage={(page) => go({ page })}
      />
      {answering ? <AnswerDialog message={answering} onClose={() => setAnswering(null)} /> : null}
    </>
  );
}
