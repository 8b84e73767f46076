import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navDocuments as documents } from './nav-documents';
import { LegalNav } from '@/components/legal/legal-nav';

/** The document's sections, each at the top it reports to the spy. */
function renderPage(tops: Record<string, number>) {
  const result = render(
    <>
      <LegalNav documents={documents} currentId="privacy-policy" label="Legal documents" />
      {Object.keys(tops).map((id) => (
        <section key={id} id={id} />
      ))}
    </>,
  );
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
  return result;
}

/** Every link to a section, in the side list and in the overlay. */
const linksTo = (name: string) => screen.getAllByRole('link', { name, hidden: true });

afterEach(() => window.history.replaceState(null, '', '/'));

test('renders the list twice, the side list and the overlay’s, from one server render', () => {
  renderPage({});
  expect(screen.getByRole('navigation', { name: 'Legal documents' })).toBeInTheDocument();
  expect(linksTo('2. Sharing')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Legal documents' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('marks the section being read as the current location in both lists', async () => {
  // The first section has passed the reading line, the second not yet.
  renderPage({ 'who-we-are': 40, sharing: 700 });
  await act(async () => {});
  for (const link of linksTo('1. Who We Are'))
    expect(link).toHaveAttribute('aria-current', 'location');
  for (const link of linksTo('2. Sharing')) expect(link).not.toHaveAttribute('aria-current');
  expect(window.location.hash).toBe('#who-we-are');
});

test('a click on a section link highlights that section, even when the address has its hash', async () => {
  renderPage({ 'who-we-are': 40, sharing: 700 });
  await act(async () => {});
  const link = linksTo('2. Sharing')[0]!;
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  expect(document.getElementById('sharing')).toHaveAttribute('data-highlighted');
  for (const each of linksTo('2. Sharing'))
    expect(each).toHaveAttribute('aria-current', 'location');
});
