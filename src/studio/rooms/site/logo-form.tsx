import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
import uiStyles from '../../ui/studio-ui.module.css';
import { siteTexts as texts } from './site-texts';
import styles from './site.module.css';

type Logo = StudioDataOf<'studioLinks'>['logos'][number];

/** One logo's image address (an upload's URL from the images room, or an https address). */
export function LogoForm({ logo, onSaved }: { logo: Logo; onSaved: () => Promise<unknown> }) {
  const [url, setUrl] = useState(logo.url);
  const save = useMutation({
    mutationFn: () => studioCall('studioLogoUpdate', { params: { id: logo.id }, body: { url } }),
    onSuccess: onSaved,
  });
  const error = isStudioError(save.error) ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={texts.logoUrl(logo.key)}>
      <FormField name="url" label={texts.logoUrl(logo.key)} error={error?.field('url')}>
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={url}
            onChange={(ev) => setUrl(ev.target.value)}
          />
        )}
      </FormField>
      <SaveBar busy={save.isPending} status={saveStatus(save)} />
    </form>
  );
}
