import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { RouteError } from './routes/route-error';
import { RouteLoading } from './routes/route-loading';

// Route modules load lazily; paths come from config/paths.
const router = createBrowserRouter([
  { path: paths.root, element: <Navigate to={paths.admin} replace /> },
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
  },
  {
    path: `${paths.admin}/*`,
    lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
  },
  { path: '*', element: <Navigate to={paths.admin} replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
