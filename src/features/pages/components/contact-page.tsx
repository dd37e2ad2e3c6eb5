import { useDocumentTitle } from '@/lib/use-document-title';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/ui/icons';
import { pagesTexts } from '../texts';
import { ContactForm } from './contact-form';
import { PagesShell } from './pages-shell';
import styles from './contact-page.module.css';

const t = pagesTexts.contact;

export function ContactPage() {
  useDocumentTitle(t.title);
  return (
    <PagesShell title={t.title} lead={<p>{t.lead}</p>} wide>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.heading}>
            {t.formHeading}
          </h2>
          <ContactForm />
        </section>
        <section className={styles.details} aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className={styles.heading}>
            {t.detailsHeading}
          </h2>
          <dl className={styles.list}>
            <div className={styles.row}>
              <dt className={styles.term}>
                <PhoneIcon className={styles.icon} />
                {t.phoneLabel}
              </dt>
              <dd className={styles.value}>
                <a href={t.phoneHref} className={styles.link}>
                  {t.phone}
                </a>
              </dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.term}>
                <MailIcon className={styles.icon} />
                {t.emailLabel}
              </dt>
              <dd className={styles.value}>
                <a href={`mailto:${t.email}`} className={styles.link}>
                  {t.email}
                </a>
              </dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.term}>
                <MapPinIcon className={styles.icon} />
                {t.addressLabel}
              </dt>
              <dd className={styles.value}>{t.address}</dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.term}>
                <ClockIcon className={styles.icon} />
                {t.hoursLabel}
              </dt>
              <dd className={styles.value}>{t.hours}</dd>
            </div>
          </dl>
        </section>
      </div>
    </PagesShell>
  );
}
