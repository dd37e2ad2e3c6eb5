import type { Category } from '@contract/entities';
import { AnchorLink } from '@/ui/anchor-link';
import { categoryHref } from '../links';
import { detailTexts as t } from '../texts';
import styles from './detail-body.module.css';

export function CategoryTags({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t.categories}>
      {categories.map((category) => (
        <li key={category.id}>
          <AnchorLink href={categoryHref(category.id)} className={styles.tag}>
            {category.title}
          </AnchorLink>
        </li>
      ))}
    </ul>
  );
}
