import { createBrowserRouter } from 'react-router';
import { RouteSwitch } from './route-switch';

// One catch-all route: the spec's table (route-rules.ts) decides render or redirect, which also
// covers `/reset-password{token}`, a path React Router's segment params cannot express.
export const router = createBrowserRouter([{ path: '*', element: <RouteSwitch /> }]);
