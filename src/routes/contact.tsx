import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/pages';

/** Nothing to load: the details are static and the form posts on submit. */
export const Route = createFileRoute('/contact')({
  component: ContactPage,
});
