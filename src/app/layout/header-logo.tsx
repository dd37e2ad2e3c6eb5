import { useHeaderLogo } from '@/features/navigation';
import { BrandLogo } from '@/ui/brand-logo';
import styles from './site-header.module.css';

/** The logo from the logo call; the inline wordmark paints first and stays if there is none. */
export function HeaderLogo() {
  const { data: logo } = useHeaderLogo();
  return (
    <span className={styles.logoBox}>
      {logo?.url ? (
        <img src={logo.url} alt="" width={84} height={36} className={styles.logo} />
      ) : (
        <BrandLogo />
      )}
    </span>
  );
}
