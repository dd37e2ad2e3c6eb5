import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { MediaKind } from '@contract/entities';
import type { SeriesFilters, TheatreFilters } from '../listing-params';
import { ALL_SERIES, ALL_THEATRE } from '../listing-params';

interface LinkBase {
  className?: string;
  children: ReactNode;
}

/** The series listing with some filters set; the rest stay 'all'. */
export function SeriesLink({
  filters,
  title,
  ...rest
}: LinkBase & { filters: Partial<SeriesFilters>; title?: string }) {
  return (
    <Link
      to="/series/$cat/$season/$status/$sort"
      params={{ ...ALL_SERIES, ...filters }}
      search={title ? { title } : {}}
      {...rest}
    />
  );
}

export function TheatreLink({ filters, ...rest }: LinkBase & { filters: Partial<TheatreFilters> }) {
  return <Link to="/theatre/$cat/$sort" params={{ ...ALL_THEATRE, ...filters }} {...rest} />;
}

/** docs/product.md §2: series open /series/detail/{id}; movies, theatre and live /theatre/detail/{id}. */
export function DetailLink({ kind, id, ...rest }: LinkBase & { kind: MediaKind; id: number }) {
  return kind === 'series' ? (
    <Link to="/series/detail/$id" params={{ id: String(id) }} {...rest} />
  ) : (
    <Link to="/theatre/detail/$id" params={{ id: String(id) }} {...rest} />
  );
}

/** A slide's own link, when it is one of our detail pages, as a kind and id. */
export function detailOfLink(link: string | null): { kind: MediaKind; id: number } | null {
  const match = link ? /^\/(series|theatre)\/detail\/(\d+)\/?$/.exec(link) : null;
  if (!match) return null;
  return { kind: match[1] === 'series' ? 'series' : 'theatre', id: Number(match[2]) };
}
