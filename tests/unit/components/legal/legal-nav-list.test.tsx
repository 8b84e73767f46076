import { render, screen } from '@testing-library/react';
import { LegalNavList } from '@/components/legal/legal-nav-list';
import { navDocuments as documents } from './nav-documents';

describe('LegalNavList', () => {
  it('expands the open document and links each section by hash', () => {
    const { container } = render(<LegalNavList documents={documents} currentId="privacy-policy" />);
    const [terms, privacy] = container.querySelectorAll('details');
    expect(terms).not.toHaveAttribute('open');
    expect(privacy).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: '2. Sharing' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy#sharing',
    );
    expect(screen.getByRole('link', { name: '1. Acceptance', hidden: true })).toHaveAttribute(
      'href',
      '/legal/terms-and-conditions#acceptance',
    );
  });

  it('gives only the open document’s section links to the scroll-spy, none marked yet', () => {
    render(<LegalNavList documents={documents} currentId="privacy-policy" />);
    expect(screen.getByRole('link', { name: '1. Who We Are' })).toHaveAttribute(
      'data-section',
      'who-we-are',
    );
    expect(screen.getByRole('link', { name: '1. Acceptance', hidden: true })).not.toHaveAttribute(
      'data-section',
    );
    for (const link of screen.getAllByRole('link', { hidden: true }))
      expect(link).not.toHaveAttribute('aria-current');
  });
});
