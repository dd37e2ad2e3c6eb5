import type { StudioQueryOf } from '@contract/studio/endpoints';

/** The audit room's filters, as they stand in the address (so a filtered view can be shared). */
export interface AuditFilter {
  /** A user id or an 8-digit phone, as typed. */
  person: string;
  entity: string;
  from: string;
  to: string;
  page: number;
}

export function filterFromSearch(search: URLSearchParams): AuditFilter {
  const page = Number(search.get('page'));
  return {
    person: search.get('person') ?? '',
    entity: search.get('entity') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The person box holds either: 8 digits are a phone, a shorter number an id. */
export function auditQuery(filter: AuditFilter): StudioQueryOf<'studioAudit'> {
  const person = filter.person.trim();
  const isPhone = /^\d{8}$/.test(person);
  return {
    user: person && !isPhone ? person : undefined,
    phone: isPhone ? person : undefined,
    entity: filter.entity.trim() || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: filter.page,
  };
}

/** A refusal message for a filter the server would refuse anyway, or null. */
export function filterProblem(filter: AuditFilter): { field: string; text: string } | null {
  const person = filter.person.trim();
  if (person && !/^\d{1,8}$/.test(person)) {
    return { field: 'person', text: 'ID эсвэл 8 оронтой утасны дугаар оруулна уу!' };
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    return { field: 'to', text: 'Дуусах огноо эхлэх огнооноос өмнө байж болохгүй!' };
  }
  return null;
}
