import type { PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { RouteShell } from '../components/layout/route-shell';
import { routeHead } from '../app/route-head';

export default function SearchPage({ location }: PageProps) {
  // The query lives in the URL (?q=); read it after hydration so the static shell matches.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(new URLSearchParams(location.search).get('q') ?? ''), [location.search]);
  return <RouteShell titleId="route.search.title" textId={query ? 'route.search.text' : 'route.search.empty'} icon="search" values={{ query }} />;
}

export const Head = routeHead('route.search.title', 'route.search.empty');
