import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { TITLE_STATUSES, TITLE_STATUS_NAMES } from '@contract/studio/catalogue-values';
import { studioCall } from '../../api/studio-client';
import { FormField } from '../../ui/form-field';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
import { useVersionedForm } from '../../ui/use-versioned-form';
import uiStyles from '../../ui/studio-ui.module.css';
import { CastEditor } from './cast-editor';
import { catalogueKeys } from './catalogue-keys';
import { catalogueTexts as texts } from './catalogue-texts';
import { ImageField } from '../../ui/image-field';
import { PickSelect } from './pick-select';
import { bodyOf, valuesOf, type TitleValues } from './title-values';
import styles from './catalogue.module.css';

type Title = StudioDataOf<'studioTitle'>;

/**
 * Every field of a title. A save names the version the form was opened on; if someone saved in
 * between, the server refuses and the form keeps what was typed, shows what is stored now, and
 * lets the editor either keep their own values (saving over the new version) or load the stored.
 */
export function TitleForm({ title }: { title: Title }) {
  const queryClient = useQueryClient();
  const form = useVersionedForm<TitleValues, Title>({
    initial: () => valuesOf(title),
    version: title.version,
    valuesOf,
    nameOf: (t) => t.title,
    save: (values, version) =>
      studioCall('studioTitleUpdate', {
        params: { id: title.id },
        body: bodyOf(values, title.kind, version),
      }),
    onSaved: () =>
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }).then(() => undefined),
  });
  const { values, setValues, save, error, submit } = form;
  const set = <K extends keyof TitleValues>(key: K, value: TitleValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const categories = useQuery({
    queryKey: catalogueKeys.pick('studioPickCategories', ''),
    queryFn: () => studioCall('studioPickCategories', { query: { q: '' } }),
    staleTime: 60_000,
  });
  const fieldError = (name: string) => error?.field(name);
  const text = (
    name: keyof TitleValues,
    label: string,
    options: { multiline?: boolean; hint?: string } = {},
  ) => (
    <FormField
      name={name}
      label={label}
      error={fieldError(name)}
      {...(options.hint ? { hint: options.hint } : {})}
    >
      {(control) =>
        options.multiline ? (
          <textarea
            {...control}
            className={`${uiStyles.input} ${styles.textarea}`}
            value={values[name] as string}
            onChange={(event) => set(name, event.target.value as never)}
          />
        ) : (
          <input
            {...control}
            className={uiStyles.input}
            value={values[name] as string}
            onChange={(event) => set(name, event.target.value as never)}
          />
        )
      }
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Гарчгийн мэдээлэл">
      {form.staleNotice}

      <fieldset className={styles.group}>
        <legend>Үндсэн мэдээлэл</legend>
        {text('title', 'Нэр')}
        {text('original_name', 'Эх нэр')}
        {text('description', 'Тайлбар', {
          multiline: true,
          hint: 'HTML: <p>, <b>, <i>, <a> зэргийг ашиглаж болно. Бусад нь хадгалахад цэвэрлэгдэнэ.',
        })}
        {text('keywords', 'Түлхүүр үгс', { hint: 'Хайлтад туслах үгс, зайгаар тусгаарлана.' })}
        <fieldset
          className={styles.checks}
          aria-describedby={fieldError('category_ids') ? 'cat-error' : undefined}
        >
          <legend className={uiStyles.fieldLabel}>Ангилал</legend>
          {(categories.data ?? []).map((c) => (
            <label key={c.id} className={styles.check}>
              <input
                type="checkbox"
                checked={values.category_ids.includes(c.id)}
                onChange={(event) =>
                  set(
                    'category_ids',
                    event.target.checked
                      ? [...values.category_ids, c.id]
                      : values.category_ids.filter((id) => id !== c.id),
                  )
                }
              />
              {c.name}
            </label>
          ))}
          {fieldError('category_ids') ? (
            <p id="cat-error" className={uiStyles.fieldError}>
              {fieldError('category_ids')}
            </p>
          ) : null}
        </fieldset>
        <FormField name="status" label="Гаралт" error={fieldError('status')}>
          {(control) => (
            <select
              {...control}
              className={uiStyles.input}
              value={values.status}
              onChange={(event) => set('status', event.target.value as TitleValues['status'])}
            >
              {TITLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TITLE_STATUS_NAMES[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className={styles.row}>
          {text('rating', 'Үнэлгээ (0-10)')}
          {text('age_limit', 'Насны хязгаар')}
          <FormField name="released_date" label="Гарсан огноо" error={fieldError('released_date')}>
            {(control) => (
              <input
                {...control}
                type="date"
                className={uiStyles.input}
                value={values.released_date}
                onChange={(event) => set('released_date', event.target.value)}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Улирал ба баг</legend>
        <PickSelect
          list="studioPickFranchises"
          name="media_group_id"
          label="Франчайз (бусад улирал)"
          value={values.franchise}
          onChange={(v) => set('franchise', v)}
          error={fieldError('media_group_id')}
        />
        <div className={styles.row}>
          {text('season_number', 'Улирлын дугаар')}
          {text('season_title', 'Улирлын нэр', { hint: 'Жишээ: 2-р улирал' })}
        </div>
        {title.other_seasons.length > 1 ? (
          <p className={styles.muted}>
            Бусад улирал:{' '}
            {title.other_seasons
              .filter((s) => s.id !== title.id)
              .map((s) => s.title)
              .join(', ')}
          </p>
        ) : null}
        <div className={styles.row}>
          <PickSelect
            list="studioPickStudios"
            name="studio_id"
            label="Студи"
            value={values.studio}
            onChange={(v) => set('studio', v)}
            error={fieldError('studio_id')}
          />
          <PickSelect
            list="studioPickDirectors"
            name="director_id"
            label="Найруулагч"
            value={values.director}
            onChange={(v) => set('director', v)}
            error={fieldError('director_id')}
          />
          <PickSelect
            list="studioPickTranslators"
            name="translator_id"
            label="Орчуулагч"
            value={values.translator}
            onChange={(v) => set('translator', v)}
            error={fieldError('translator_id')}
          />
        </div>
        <CastEditor
          cast={values.cast}
          onChange={(cast) => set('cast', cast)}
          error={fieldError('cast')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{texts.images}</legend>
        <div className={styles.images}>
          <ImageField
            kind="poster"
            label="Постер (2:3)"
            value={values.image1}
            onChange={(u) => set('image1', u)}
            error={fieldError('image1')}
          />
          <ImageField
            kind="poster_hz"
            label="Хэвтээ постер (16:9)"
            value={values.poster_hz}
            onChange={(u) => set('poster_hz', u)}
            error={fieldError('poster_hz')}
          />
          <ImageField
            kind="banner"
            label="Баннер"
            value={values.banner}
            onChange={(u) => set('banner', u)}
            error={fieldError('banner')}
          />
          <ImageField
            kind="logo"
            label="Лого"
            value={values.logo}
            onChange={(u) => set('logo', u)}
            error={fieldError('logo')}
          />
        </div>
      </fieldset>

      {title.kind !== 'series' ? (
        <fieldset className={styles.group}>
          <legend>Үнэ ба түрээс</legend>
          {text('price', 'Үнэ (₮)')}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.is_free}
              onChange={(e) => set('is_free', e.target.checked)}
            />
            Үнэгүй
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.has_price}
              onChange={(e) => set('has_price', e.target.checked)}
            />
            Түрээслүүлнэ
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.is_theatre}
              onChange={(e) => set('is_theatre', e.target.checked)}
            />
            Театрын бүтээл
          </label>
          {['movie', 'movie.price', 'movie.has_price'].map((name) =>
            fieldError(name) ? (
              <p key={name} className={uiStyles.fieldError}>
                {fieldError(name)}
              </p>
            ) : null,
          )}
        </fieldset>
      ) : null}

      <SaveBar busy={save.isPending} status={saveStatus(save)} />
    </form>
  );
}
