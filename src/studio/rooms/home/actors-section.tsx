import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioActor } from '@contract/studio/endpoints/home';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { ImageField } from '../../ui/image-field';
import { Pager } from '../../ui/pager';
import { SaveBar } from '../../ui/save-bar';
import { SearchBox } from '../../ui/search-box';
import { EmptyState, LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { homeTexts as texts } from './home-texts';
import styles from './home.module.css';

type ActorDraft = Omit<StudioActor, 'id' | 'image' | 'vname' | 'vimage'> & {
  image: string;
  vname: string;
  vimage: string;
};

const draftOf = (a: StudioActor | null): ActorDraft => ({
  name: a?.name ?? '',
  image: a?.image ?? '',
  vname: a?.vname ?? '',
  vimage: a?.vimage ?? '',
});

/** Actors, searched and paged on the server; add one or edit one with their portraits. */
export function ActorsSection() {
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StudioActor | null>(null);
  const [draft, setDraft] = useState(draftOf(null));
  const actors = useQuery({
    queryKey: ['studio', 'home', 'actors', q, page],
    queryFn: () => studioCall('studioActors', { query: { q, page } }),
  });
  const save = useMutation({
    mutationFn: () =>
      editing
        ? studioCall('studioActorUpdate', { params: { id: editing.id }, body: draft })
        : studioCall('studioActorCreate', { body: draft }),
    onSuccess: async () => {
      setEditing(null);
      setDraft(draftOf(null));
      await queryClient.invalidateQueries({ queryKey: ['studio', 'home', 'actors'] });
    },
  });
  const refused = isStudioError(save.error) ? save.error : null;
  const edit = (a: StudioActor | null) => {
    setEditing(a);
    setDraft(draftOf(a));
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const rows = actors.data?.rows ?? [];
  return (
    <section aria-labelledby="actors-title">
      <h2 id="actors-title">{texts.actors}</h2>
      <SearchBox
        label={texts.searchActors}
        value={q}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      {actors.isPending ? (
        <LoadingRows />
      ) : actors.isError ? (
        <LoadError error={actors.error} onRetry={() => void actors.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.list} aria-label={texts.actors}>
          {rows.map((a) => (
            <li key={a.id} className={styles.item}>
              {a.image ? <img src={a.image} alt="" className={styles.thumb} /> : null}
              <span className={styles.itemText}>
                <strong>{a.name}</strong>
                {a.vname ? ` · ${texts.vname}: ${a.vname}` : ''}
              </span>
              <button type="button" className={uiStyles.button} onClick={() => edit(a)}>
                {texts.edit}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        hasMore={actors.data?.has_more ?? false}
        onPage={setPage}
        busy={actors.isFetching}
        label={texts.actorsPager}
      />
      <form
        className={styles.form}
        onSubmit={submit}
        aria-label={editing ? texts.editActor : texts.addActor}
        noValidate
      >
        <h3>{editing ? texts.editActor : texts.addActor}</h3>
        <FormField name="name" label={texts.name} error={refused?.field('name')}>
          {(control) => (
            <input
              {...control}
              className={uiStyles.input}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          )}
        </FormField>
        <ImageField
          kind="portrait"
          label={texts.portrait}
          value={draft.image}
          onChange={(image) => setDraft({ ...draft, image })}
          error={refused?.field('image')}
        />
        <FormField name="vname" label={texts.vname} error={refused?.field('vname')}>
          {(control) => (
            <input
              {...control}
              className={uiStyles.input}
              value={draft.vname}
              onChange={(e) => setDraft({ ...draft, vname: e.target.value })}
            />
          )}
        </FormField>
        <ImageField
          kind="portrait"
          label={texts.vimage}
          value={draft.vimage}
          onChange={(vimage) => setDraft({ ...draft, vimage })}
          error={refused?.field('vimage')}
        />
        <div className={uiStyles.actions}>
          <SaveBar
            busy={save.isPending}
            status={save.isError ? { kind: 'error', text: save.error.message } : null}
          />
          {editing ? (
            <button type="button" className={uiStyles.button} onClick={() => edit(null)}>
              {texts.cancel}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
