import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn() }),
}));

describe('SiteFooter', () => {
  it('has the four columns, the office address and the legal row with the current year', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    for (const title of ['Product', 'Company', 'Legal', 'Support', 'Quick Links']) {
      expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(footer).getByText(/Bengaluru/)).toBeInTheDocument();
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Kyrelo Technologies Private Limited. All rights reserved.`,
    );
    const legalRow = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legalRow)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/legal/terms-and-conditions',
      '/legal/privacy-policy',
      '/legal/refund-policy',
      '/legal/cookies-policy',
    ]);
    // Support entries have no page to go to, so they are text, not dead links.
    expect(within(footer).queryByRole('link', { name: 'Help Center' })).not.toBeInTheDocument();
  });
});
