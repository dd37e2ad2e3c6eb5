import type { Movie } from '@contract/entities';
import { RentalFlow } from '@/features/rental/components/rental-flow';

/**
 * Where the rental flow goes on the theatre watch page: the rental feature's three steps
 * (price, QR and bank apps, result).
 */
export function RentalFlowSlot({ movie }: { movie: Movie }) {
  return <RentalFlow movie={movie} />;
}
