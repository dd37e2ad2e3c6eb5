import { SafeHtml } from './safe-html';
import styles from './prose.module.css';

interface Props {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

/** Server HTML as readable long-form text: sanitised by SafeHtml, typeset by prose.module.css. */
export function Prose({ html, className, as }: Props) {
  const classes = className ? `${styles.prose} ${className}` : styles.prose;
  return <SafeHtml html={html} className={classes} as={as} />;
}
