import { render, screen } from '@testing-library/react';
import { LegalArticle } from '@/components/legal/legal-article';
import { getLegalDocument } from '@/content/legal';

it('dates a legal document as the blog dates a post (month, day, year), with the machine date beside it', () => {
  const doc = getLegalDocument('refund-policy')!;
  render(<LegalArticle doc={{ ...doc, lastUpdated: '2026-11-01' }} />);
  const date = screen.getByText('November 1, 2026');
  expect(date.tagName).toBe('TIME');
  expect(date).toHaveAttribute('datetime', '2026-11-01');
  expect(date.parentElement).toHaveTextContent(
    `Reference ${doc.ref} · Last updated November 1, 2026`,
  );
});
