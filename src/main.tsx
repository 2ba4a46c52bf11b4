import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { userInfoFromCookie } from '@/features/user-info/user-info-slice';

const store = makeStore();
// A signed-in visitor's info travels in a cookie set by the back office.
store.dispatch(userInfoFromCookie(document.cookie));
const router = createAppRouter(store);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
