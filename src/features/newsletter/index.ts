// Public face of the newsletter feature: routes import only this.
export { newsletterQueryOptions } from './api/get-newsletter';
export { newslettersQueryOptions } from './api/get-newsletters';
export { NewsletterDetailPage } from './components/newsletter-detail-page';
export { NewsletterListPage } from './components/newsletter-list-page';
export { NewsletterListSkeleton } from './components/newsletter-list-skeleton';
export { newsletterTexts } from './texts';
export { NewsletterDetailSkeleton } from './components/newsletter-detail-page';
