import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import type { FaqItem } from '@contract/entities';
import { ChevronDownIcon } from '@/ui/icons';
import { Prose } from '@/ui/prose';
import styles from './faq-accordion.module.css';

/**
 * docs/product.md §2: a numbered accordion, one item open at a time, a second click closes it. The
 * DisclosureGroup gives exactly that (single expansion, toggle on the open one) plus Enter/Space,
 * aria-expanded and aria-controls; the <ol> carries the numbering for screen readers.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <DisclosureGroup className={styles.group}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <Disclosure id={item.id} className={styles.disclosure}>
              <Heading level={2} className={styles.heading}>
                <Button slot="trigger" className={styles.trigger}>
                  <span className={styles.number} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className={styles.question}>{item.title}</span>
                  <ChevronDownIcon className={styles.chevron} />
                </Button>
              </Heading>
              <DisclosurePanel>
                <Prose html={item.body} className={styles.answer} />
              </DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ol>
    </DisclosureGroup>
  );
}
