import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@contract/studio/roles';
import styles from './audit.module.css';

const isRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** A recorded value as a person reads it: role lists by name, objects as `field: value` lines. */
export function readable(json: string | null): string {
  if (json === null) return '—';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '(хоосон)';
    return value.map((item) => (isRole(item) ? ROLE_NAMES[item] : String(item))).join(', ');
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`)
      .join('; ');
  }
  return String(value);
}

/** Before → after, each side readable. */
export function AuditChange({ before, after }: { before: string | null; after: string | null }) {
  return (
    <span className={styles.change}>
      <span className={styles.before}>{readable(before)}</span>
      <span aria-label="болсон"> → </span>
      <span className={styles.after}>{readable(after)}</span>
    </span>
  );
}
