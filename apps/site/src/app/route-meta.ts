import { createContext, useContext } from 'react';
import { NOT_FOUND_META, type RouteMeta } from '../config/meta';

/** The meta (title, isHeader, isQuan) of the route the address matches, provided by the route table (router.tsx). */
export const RouteMetaContext = createContext<RouteMeta>(NOT_FOUND_META);

export function useRouteMeta(): RouteMeta {
  return useContext(RouteMetaContext);
}
