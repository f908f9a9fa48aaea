import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './usePageTitle';

function Layout() {
  usePageTitle();
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

describe('usePageTitle', () => {
  afterEach(cleanup);

  it('names the tab after the main heading of each page, keeping the site title at home', async () => {
    const siteTitle = document.title;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { index: true, element: <h1>Welcome</h1> },
            { path: 'faq', element: <h1>Frequently Asked Questions</h1> },
          ],
        },
      ],
      { initialEntries: ['/faq'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions · Reverie'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe(siteTitle));
  });
});
