import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StudioProgram } from '@contract/studio/endpoints/home';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { ImageField } from '../../ui/image-field';
import { SaveBar } from '../../ui/save-bar';
import uiStyles from '../../ui/studio-ui.module.css';
import { fromUbInput, toUbInput } from '../../ui/ub-time';
import { homeTexts as texts } from './home-texts';
import styles from './home.module.css';

export interface ProgramDraft {
  title: string;
  description: string;
  image: string;
  starts: string;
  ends: string;
  /**
   * The live channel it airs on: the viewer's live player plays that channel meanwhile. A new
   * programme (undefined) airs on the first channel until the editor picks another or none.
   */
  channel: number | null | undefined;
  /** The stored channel's name, for a programme whose channel is not in the list. */
  channelTitle: string | null;
}

export const programDraft = (p: StudioProgram | null, day: string): ProgramDraft =>
  p
    ? {
        title: p.title,
        description: p.description ?? '',
        image: p.image ?? '',
        starts: toUbInput(p.starts_at),
        ends: toUbInput(p.ends_at),
        channel: p.media_id,
        channelTitle: p.media_title,
      }
    : {
        title: '',
        description: '',
        image: '',
        starts: `${day}T20:00`,
        ends: `${day}T21:00`,
        channel: undefined,
        channelTitle: null,
      };

export const programBody = (d: ProgramDraft) => ({
  title: d.title,
  description: d.description,
  image: d.image,
  media_id: d.channel ?? null,
  starts_at: fromUbInput(d.starts),
  ends_at: fromUbInput(d.ends),
});

interface Props {
  heading: string;
  initial: ProgramDraft;
  busy: boolean;
  error: unknown;
  onSave: (draft: ProgramDraft) => void;
  onCancel?: () => void;
}

/**
 * The channels a programme may air on; the stored programme's own stays a choice even when it is
 * not a channel yet (the seed's live title before the live room made it one).
 */
function useChannelChoices(stored: ProgramDraft) {
  const channels = useQuery({
    queryKey: ['studio', 'home', 'channels'],
    queryFn: () => studioCall('studioLiveChannels'),
  });
  const listed = (channels.data ?? []).map((c) => ({ id: c.id, title: c.title }));
  const kept =
    stored.channel != null && !listed.some((c) => c.id === stored.channel)
      ? [{ id: stored.channel, title: stored.channelTitle ?? `#${stored.channel}` }]
      : [];
  return [...kept, ...listed];
}

/** A programme's fields; an overlap or an end before the start is said under the time. */
export function ProgramForm({ heading, initial, busy, error, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const refused = isStudioError(error) ? error : null;
  const set = (change: Partial<ProgramDraft>) => setDraft((d) => ({ ...d, ...change }));
  const choices = useChannelChoices(initial);
  const channel = draft.channel === undefined ? (choices[0]?.id ?? null) : draft.channel;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, channel });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={heading} noValidate>
      <h3>{heading}</h3>
      <FormField name="title" label={texts.title} error={refused?.field('title')}>
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField name="description" label={texts.description} error={refused?.field('description')}>
        {(control) => (
          <textarea
            {...control}
            className={uiStyles.input}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        name="media_id"
        label={texts.channel}
        hint={texts.channelHint}
        error={refused?.field('media_id')}
      >
        {(control) => (
          <select
            {...control}
            className={uiStyles.input}
            value={channel ?? ''}
            onChange={(e) => {
              const id = e.target.value === '' ? null : Number(e.target.value);
              set({ channel: id });
            }}
          >
            <option value="">{texts.noChannel}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        name="starts_at"
        label={texts.startsAt}
        hint={texts.timeHint}
        error={refused?.field('starts_at')}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={uiStyles.input}
            value={draft.starts}
            onChange={(e) => set({ starts: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        name="ends_at"
        label={texts.endsAt}
        hint={texts.timeHint}
        error={refused?.field('ends_at')}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={uiStyles.input}
            value={draft.ends}
            onChange={(e) => set({ ends: e.target.value })}
          />
        )}
      </FormField>
      <ImageField
        kind="poster_hz"
        label={texts.image}
        value={draft.image}
        onChange={(image) => set({ image })}
        error={refused?.field('image')}
      />
      <div className={uiStyles.actions}>
        <SaveBar
          busy={busy}
          status={error instanceof Error ? { kind: 'error', text: error.message } : null}
        />
        {onCancel ? (
          <button type="button" className={uiStyles.button} onClick={onCancel}>
            {texts.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
