import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Label, TextArea, TextField } from 'react-aria-components';
import type { Comment } from '@contract/entities';
import { extra, spec, textMessages } from '@contract/messages';
import { cleanUserText, hasForbiddenCharacters } from '@contract/user-text';
import { requireLogin, storedViewerId } from '@/session';
import { showToast } from '@/lib/toast-store';
import { postComment } from '../api/post-comment';
import { socialTexts as t } from '../texts';
import { SendIcon } from '@/ui/icons';
import styles from './comments.module.css';

export type Posted = { comment: Comment } | { pending: string };

interface Props {
  episodeId: number;
  parentId: number | null;
  label: string;
  placeholder: string;
  onPosted: (posted: Posted) => void;
  onCancel?: () => void;
  /** A reply form opened by its button takes the focus. */
  focusOnMount?: boolean;
}

/** docs/product.md §5/§8: a non-empty body; 'Сэтгэгдэл илгээгдлээ!' or the spec's failure text. */
export function CommentForm(props: Props) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const focusOnMount = props.focusOnMount;
  useEffect(() => {
    if (focusOnMount) textarea.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !requireLogin()) return;
    // The server's own rule, so a queued comment is not refused later and shows as it is stored.
    if (hasForbiddenCharacters(body, { multiline: true })) {
      setError(textMessages.controlCharacters);
      return;
    }
    const text = cleanUserText(body, { multiline: true });
    if (!text) {
      setError(extra.commentEmpty);
      return;
    }
    setSending(true);
    try {
      const answer = await postComment({
        episodeId: props.episodeId,
        userId: storedViewerId(),
        body: text,
        parentId: props.parentId,
      });
      setBody('');
      if (answer.queued) {
        props.onPosted({ pending: text });
      } else if (answer.comment) {
        showToast('success', answer.msg ?? spec.commentSent);
        props.onPosted({ comment: answer.comment });
      }
    } catch {
      showToast('error', spec.commentFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        className={styles.field}
        value={body}
        onChange={(value) => {
          setBody(value);
          if (error && value.trim()) setError(null);
        }}
        isInvalid={error !== null}
        validationBehavior="aria"
      >
        <Label className="visually-hidden">{props.label}</Label>
        <TextArea
          ref={textarea}
          className={styles.textarea}
          placeholder={props.placeholder}
          rows={props.parentId === null ? 3 : 2}
          maxLength={2000}
        />
        <FieldError className={styles.error}>{error}</FieldError>
      </TextField>
      <div className={styles.formActions}>
        {props.onCancel ? (
          <Button className={styles.ghost} onPress={props.onCancel}>
            {t.cancel}
          </Button>
        ) : null}
        <Button type="submit" className={styles.send} isDisabled={sending}>
          <SendIcon width={18} height={18} />
          {props.parentId === null ? t.send : t.reply}
        </Button>
      </div>
    </form>
  );
}
