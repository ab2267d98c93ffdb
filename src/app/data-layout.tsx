import { Outlet } from 'react-router';
import QueryProvider from './query-provider.tsx';

/** Pages under this lazy layout get the query client; it loads beside the first page's chunk. */
export default function DataLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
