import { createFileRoute } from '@tanstack/react-router';
import { EbarimtPage } from '@/features/account/components/profile-pages';

export const Route = createFileRoute('/profile/ebarimt/list')({
  component: EbarimtPage,
});
