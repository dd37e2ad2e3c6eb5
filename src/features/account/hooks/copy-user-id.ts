import { spec } from '@contract/messages';
import { copyText } from '@/lib/copy-text';

/** docs/product.md §8 Copy ID: success 'Таны ID хаягыг амжилттай хууллаа.'. */
export function copyUserId(id: number) {
  return copyText(String(id), spec.copyIdOk);
}
