// Public face of the pages feature: routes import only this.
export { CONTENT_PAGE, contentPageQueryOptions } from './api/get-content-page';
export { faqQueryOptions } from './api/get-faq';
export { ContactPage } from './components/contact-page';
export { ContentPage } from './components/content-page';
export { FaqPage } from './components/faq-page';
export { PageLoadError } from './components/page-load-error';
export { PageNotFound } from './components/page-not-found';
export { PagesSkeleton } from './components/pages-skeleton';
export { PolicyPage, PolicySkeleton } from './components/policy-page';
