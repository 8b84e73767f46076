import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LegalNavList } from '@/components/legal/legal-nav-list';

const documents = [
  {
    id: 'terms-and-conditions',
    title: 'Terms and Conditions',
    sections: [{ id: 'acceptance', heading: '1. Acceptance' }],
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    sections: [
      { id: 'who-we-are', heading: '1. Who We Are' },
      { id: 'sharing', heading: '2. Sharing' },
    ],
  },
];

describe('LegalNavList', () => {
  it('expands the open document, links each section by hash and marks the current one', () => {
    const { container } = render(
      <LegalNavList documents={documents} currentId="privacy-policy" activeSectionId="sharing" />,
    );
    const [terms, privacy] = container.querySelectorAll('details');
    expect(terms).not.toHaveAttribute('open');
    expect(privacy).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: '2. Sharing' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy#sharing',
    );
    expect(screen.getByRole('link', { name: '2. Sharing' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(screen.getByRole('link', { name: '1. Who We Are' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '1. Acceptance', hidden: true })).toHaveAttribute(
      'href',
      '/legal/terms-and-conditions#acceptance',
    );
  });

  it('reports clicks on section links with their document', async () => {
    const onSectionClick = jest.fn();
    render(
      <LegalNavList
        documents={documents}
        currentId="privacy-policy"
        activeSectionId={null}
        onSectionClick={onSectionClick}
      />,
    );
    const link = screen.getByRole('link', { name: '1. Who We Are' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onSectionClick).toHaveBeenCalledWith('privacy-policy', 'who-we-are');
  });
});
