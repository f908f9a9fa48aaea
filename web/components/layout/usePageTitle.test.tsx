import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './usePageTitle';

function Layout() {
  usePageTitle();
  return (
    <main id="main">
      <Link to="/">Home</Link>
      <Outlet />
    </main>
  );
}

describe('usePageTitle', () => {
  afterEach(cleanup);

  it('names the tab after the main heading of each page, keeping the site title at home', async () => {
    const siteTitle = document.title;
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <Routes>
          <Route path="/" element={<Layout />}>
            <Route index element={<h1>Welcome</h1>} />
            <Route path="faq" element={<h1>Frequently Asked Questions</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions · Reverie'));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe(siteTitle));
  });
});
