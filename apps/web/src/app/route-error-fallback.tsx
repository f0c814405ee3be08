import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { RenderErrorFallback } from '@/components/errors/render-error-fallback';

/** A route that failed to load or render (including a chunk that failed twice after a reload). */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <RenderErrorFallback />;
}
