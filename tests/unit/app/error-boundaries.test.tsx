import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import PageError from '@/app/error';
import GlobalError from '@/app/global-error';
import { errorScreen } from '@/content/error-screen';
import { reportError } from '@/lib/monitoring/report-error';

jest.mock('@/lib/monitoring/report-error', () => ({ reportError: jest.fn() }));

it('the page boundary reports the error once and offers a way home', () => {
  const error = new Error('render failed');
  const { rerender } = render(<PageError error={error} />);
  rerender(<PageError error={error} />);
  expect(reportError).toHaveBeenCalledTimes(1);
  expect(reportError).toHaveBeenCalledWith(error);
  expect(screen.getByRole('heading', { level: 1, name: errorScreen.title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: errorScreen.home })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: errorScreen.retry })).toBeInTheDocument();
});

it('the global boundary renders a whole document with the recovery screen', () => {
  const html = renderToStaticMarkup(<GlobalError error={new Error('layout failed')} />);
  expect(html).toMatch(/^<html lang="en"[ >]/);
  expect(html).toContain(errorScreen.title);
  expect(html).toContain('href="/"');
});
