import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TITLE_KINDS, type TitleKind } from '@contract/studio/catalogue-values';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { followLink, navigate, studioHref } from '../../app/location';
import { FormField } from '../../ui/form-field';
import { RoomHeading } from '../../ui/room-heading';
import { SaveBar } from '../../ui/save-bar';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';
import { catalogueTexts as texts } from './catalogue-texts';
import styles from './catalogue.module.css';

/** A new title: its kind and name; it starts as a draft and opens in the editor. */
export function NewTitle() {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TitleKind>('series');
  const [title, setTitle] = useState('');
  const create = useMutation({
    mutationFn: () =>
      studioCall('studioTitleCreate', {
        body: {
          kind,
          title,
          movie:
            kind === 'series'
              ? null
              : { price: 0, is_free: false, has_price: false, is_theatre: kind === 'theatre' },
        },
      }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      navigate(studioHref(`catalogue/titles/${id}`));
    },
  });
  const error = isStudioError(create.error) ? create.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <>
      <RoomHeading title={texts.newTitle}>
        <a className={uiStyles.button} href={studioHref('catalogue')} onClick={followLink}>
          {texts.back}
        </a>
      </RoomHeading>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>{texts.newTitleLead}</p>
        <FormField name="kind" label={texts.kind} error={error?.field('kind')}>
          {(control) => (
            <select
              {...control}
              className={uiStyles.input}
              value={kind}
              onChange={(event) => setKind(event.target.value as TitleKind)}
            >
              {TITLE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {texts.kinds[k]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="title" label="Нэр" error={error?.field('title')}>
          {(control) => (
            <input
              {...control}
              className={uiStyles.input}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <SaveBar
          busy={create.isPending}
          label={texts.create}
          status={create.isError ? { kind: 'error', text: create.error.message } : null}
        />
      </form>
    </>
  );
}
