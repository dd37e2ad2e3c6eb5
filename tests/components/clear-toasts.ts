import { dismissToast, showToast } from '@/lib/toast-store';

/** Empties the module-level toast list between tests (fake timers never expire them). */
export function clearToasts() {
  const last = showToast('info', '');
  for (let id = 1; id <= last; id++) dismissToast(id);
}
