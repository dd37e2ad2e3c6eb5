import { useState, type FormEvent } from 'react';
import { studioTexts } from '../texts';
import styles from './studio-ui.module.css';

interface Props {
  label: string;
  /** The search in the address; the box starts from it. */
  value: string;
  /** Asked on Enter or the button, not on every key: each search is a server query. */
  onSearch: (value: string) => void;
  placeholder?: string;
}

/** A list's search: a labelled box that searches on the server when submitted. */
export function SearchBox({ label, value, onSearch, placeholder }: Props) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label className={styles.fieldLabel}>
        {label}
        <input
          type="search"
          className={styles.input}
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className={styles.button}>
        {studioTexts.search}
      </button>
    </form>
  );
}
