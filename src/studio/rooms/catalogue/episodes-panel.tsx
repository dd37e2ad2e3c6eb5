import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { followLink, studioHref } from '../../app/location';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { SaveBar } from '../../ui/save-bar';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';
import { catalogueTexts as texts } from './catalogue-texts';
import { StateBadge } from './state-badge';
import styles from './catalogue.module.css';

type Episodes = StudioDataOf<'studioEpisodes'>;
type EpisodeRow = Episodes['rows'][number];

/** A series' episodes in number order, with their groups (the viewer's tabs), and adding either. */
export function EpisodesPanel({ titleId }: { titleId: number }) {
  const episodes = useQuery({
    queryKey: catalogueKeys.episodes(titleId),
    queryFn: () => studioCall('studioEpisodes', { params: { id: titleId } }),
  });
  const groupName = (id: number | null) =>
    episodes.data?.groups.find((g) => g.id === id)?.title ?? texts.noGroup;
  const columns: TableColumn<EpisodeRow>[] = [
    {
      id: 'number',
      label: '№',
      isRowHeader: true,
      render: (r) => (
        <a href={studioHref(`catalogue/episodes/${r.id}`)} onClick={followLink}>
          {r.number}. {r.title}
        </a>
      ),
    },
    { id: 'group', label: texts.group, render: (r) => groupName(r.group_id) },
    { id: 'state', label: texts.state, render: (r) => <StateBadge row={r} /> },
    { id: 'free', label: texts.free, render: (r) => (r.is_free ? texts.yes : texts.no) },
    { id: 'video', label: texts.hasVideo, render: (r) => (r.has_video ? texts.yes : texts.no) },
  ];
  return (
    <section className={styles.panel} aria-labelledby="episodes-title">
      <h2 id="episodes-title" className={styles.panelTitle}>
        {texts.episodes}
      </h2>
      {episodes.isPending ? (
        <LoadingRows rows={3} />
      ) : episodes.isError ? (
        <LoadError error={episodes.error} onRetry={() => void episodes.refetch()} />
      ) : (
        <>
          <DataTable
            label={texts.episodes}
            columns={columns}
            rows={episodes.data.rows}
            rowKey={(r) => r.id}
            emptyText={texts.noEpisodes}
          />
          <div className={styles.adders}>
            <AddEpisode titleId={titleId} data={episodes.data} />
            <AddGroup titleId={titleId} />
          </div>
        </>
      )}
    </section>
  );
}

function AddEpisode({ titleId, data }: { titleId: number; data: Episodes }) {
  const queryClient = useQueryClient();
  const next = Math.max(0, ...data.rows.map((r) => r.number)) + 1;
  const [number, setNumber] = useState(String(next));
  const [title, setTitle] = useState('');
  const [group, setGroup] = useState('');
  const add = useMutation({
    mutationFn: () =>
      studioCall('studioEpisodeCreate', {
        params: { id: titleId },
        body: {
          number: number.trim() === '' ? Number.NaN : Number(number),
          title: title.trim() === '' ? `${number}-р анги` : title,
          group_id: group === '' ? null : Number(group),
        },
      }),
    onSuccess: async () => {
      setTitle('');
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      setNumber(String(Number(number) + 1));
    },
  });
  const error = isStudioError(add.error) ? add.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form className={styles.adder} onSubmit={submit} noValidate aria-labelledby="add-episode">
      <h3 id="add-episode">{texts.addEpisode}</h3>
      <FormField name="number" label={texts.episodeNumber} error={error?.field('number')}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className={uiStyles.input}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        name="title"
        label={texts.episodeTitle}
        error={error?.field('title')}
        hint="Хоосон бол «N-р анги»"
      >
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField name="group_id" label={texts.group} error={error?.field('group_id')}>
        {(control) => (
          <select
            {...control}
            className={uiStyles.input}
            value={group}
            onChange={(event) => setGroup(event.target.value)}
          >
            <option value="">{texts.noGroup}</option>
            {data.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SaveBar
        busy={add.isPending}
        label={texts.addEpisode}
        status={
          add.isSuccess
            ? { kind: 'ok', text: add.data ? 'Анги ноорог байдлаар нэмэгдлээ.' : '' }
            : add.isError
              ? { kind: 'error', text: add.error.message }
              : null
        }
      />
    </form>
  );
}

function AddGroup({ titleId }: { titleId: number }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const add = useMutation({
    mutationFn: () =>
      studioCall('studioEpisodeGroupCreate', { params: { id: titleId }, body: { title } }),
    onSuccess: async () => {
      setTitle('');
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.episodes(titleId) });
    },
  });
  const error = isStudioError(add.error) ? add.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form className={styles.adder} onSubmit={submit} noValidate aria-labelledby="add-group">
      <h3 id="add-group">{texts.addGroup}</h3>
      <FormField
        name="title"
        label="Бүлгийн нэр"
        error={error?.field('title')}
        hint="Жишээ: 1-р улирал, 1-12"
      >
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
        busy={add.isPending}
        label={texts.addGroup}
        status={add.isError ? { kind: 'error', text: add.error.message } : null}
      />
    </form>
  );
}
