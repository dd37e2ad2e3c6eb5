import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import type { HomeCategory } from '@contract/entities';
import { useHomeCategories } from '@/features/catalogue';
import { useCategoryMedia } from '../api/get-category-media';
import { navigationTexts } from '../texts';
import { imageSources } from '@/ui/image-sources';
import styles from './mega-menu-panel.module.css';

const t = navigationTexts.megaMenu;
const ITEMS_SHOWN = 16;

/** docs/product.md §2: the header links a category as /series/{id}/all/all/z-a. */
const categoryParams = (cat: number | 'all') =>
  ({ cat, season: 'all', status: 'all', sort: 'z-a' }) as const;

function CategoryMedia({
  category,
  onNavigate,
}: {
  category: HomeCategory;
  onNavigate: () => void;
}) {
  const query = useCategoryMedia(category.id);
  // The home row's media show at once; the category's full list replaces them when it arrives.
  const media = query.data?.media ?? category.media;
  if (query.isError && media.length === 0) {
    return (
      <div className={styles.message} role="alert">
        <p>{t.failed}</p>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      {media.length === 0 ? (
        <p className={styles.message}>{query.isPending ? t.loading : t.empty}</p>
      ) : (
        <ul className={styles.grid}>
          {media.slice(0, ITEMS_SHOWN).map((item) => (
            <li key={item.id}>
              <Link
                to="/theatre/detail/$id"
                params={{ id: String(item.id) }}
                className={styles.item}
                onClick={onNavigate}
              >
                <span className={styles.thumb}>
                  {item.image1 ? (
                    <img
                      {...imageSources(item.image1, '120px')}
                      alt=""
                      loading="lazy"
                      width={120}
                      height={180}
                    />
                  ) : null}
                </span>
                <span className={styles.itemTitle}>{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/series/$cat/$season/$status/$sort"
        params={categoryParams(category.id)}
        className={styles.seeAll}
        onClick={onNavigate}
        aria-label={t.seeAll(category.title)}
      >
        {t.seeAllShort}
      </Link>
    </>
  );
}

/** Category tabs (react-aria Tabs, vertical), each listing that category's media. */
export function MegaMenuPanel({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const categories = useHomeCategories();
  const [selected, setSelected] = useState<Key | null>(null);
  const list = categories.data ?? [];
  const selectedKey = selected ?? list[0]?.id ?? null;

  return (
    <div id={id} className={styles.panel} role="region" aria-label={t.label}>
      {categories.isPending ? (
        <p className={styles.message}>{t.loading}</p>
      ) : categories.isError ? (
        <div className={styles.message} role="alert">
          <p>{t.failed}</p>
          <button type="button" className={styles.retry} onClick={() => void categories.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : (
        <Tabs
          orientation="vertical"
          className={styles.tabs}
          selectedKey={selectedKey ?? undefined}
          onSelectionChange={setSelected}
        >
          <div className={styles.side}>
            <TabList aria-label={t.label} className={styles.tabList}>
              {list.map((category) => (
                <Tab key={category.id} id={category.id} className={styles.tab}>
                  {category.title}
                </Tab>
              ))}
            </TabList>
            <Link
              to="/series/$cat/$season/$status/$sort"
              params={categoryParams('all')}
              className={styles.allContent}
              onClick={onNavigate}
            >
              {t.allContent}
            </Link>
          </div>
          {list.map((category) => (
            <TabPanel key={category.id} id={category.id} className={styles.tabPanel}>
              <CategoryMedia category={category} onNavigate={onNavigate} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}
