import { fireEvent, render, screen, within } from '@testing-library/react';
import { agents } from '@/content/home';
import { BookingDemo } from '@/components/home/agents/booking-demo';
import { ChatDemo } from '@/components/home/agents/chat-demo';
import { PageBuilderDemo } from '@/components/home/agents/page-builder-demo';
import { advance, setReducedMotion } from '@/tests/unit/helpers/motion-env';

let mockInView = true;
jest.mock('@/lib/hooks/use-in-view', () => ({ useInView: () => [() => {}, mockInView] }));

const visibleMessages = () =>
  within(screen.getByRole('list', { name: 'Conversation' })).queryAllByRole('listitem');

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
  mockInView = true;
});
afterEach(() => jest.useRealTimers());

describe('ChatDemo', () => {
  const renderChat = () =>
    render(<ChatDemo contact={agents.chat.contact} messages={agents.chat.messages} />);

  it('adds one message every 2 s over six messages, then loops', () => {
    renderChat();
    expect(visibleMessages()).toHaveLength(1);
    advance(2000);
    expect(visibleMessages()).toHaveLength(2);
    advance(8000);
    expect(visibleMessages()).toHaveLength(6);
    advance(2000);
    expect(visibleMessages()).toHaveLength(1);
  });

  it('pauses and resumes', () => {
    renderChat();
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: /Pause/ }));
    advance(10000);
    expect(visibleMessages()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Resume/ }));
    advance(2000);
    expect(visibleMessages()).toHaveLength(3);
  });

  it('does not tick off screen, where it shows the whole conversation', () => {
    mockInView = false;
    renderChat();
    advance(10000);
    expect(visibleMessages()).toHaveLength(6);
  });

  it('keeps every message not said yet as an empty bubble, so the box is never bare', () => {
    renderChat();
    const list = screen.getByRole('list', { name: 'Conversation' });
    const bubbles = list.querySelectorAll('li');
    expect(bubbles).toHaveLength(6);
    expect([...bubbles].filter((bubble) => bubble.getAttribute('aria-hidden'))).toHaveLength(5);
    expect(bubbles[5]).toHaveClass('opacity-15');
  });

  it('shows the whole conversation, still, under reduced motion', () => {
    setReducedMotion(true);
    renderChat();
    expect(visibleMessages()).toHaveLength(6);
    advance(10000);
    expect(visibleMessages()).toHaveLength(6);
    expect(screen.getByRole('button', { name: /Resume/ })).toBeInTheDocument();
  });
});

describe('PageBuilderDemo', () => {
  const { steps, result, restart } = agents.pageBuilder;
  const renderBuilder = () =>
    render(<PageBuilderDemo steps={steps} result={result} restartLabel={restart} />);
  const progress = () =>
    screen.getByRole('progressbar', { name: 'Page build progress' }).getAttribute('value');

  it('steps every 1.5 s through 20-100 % and stops at Page Complete', () => {
    renderBuilder();
    expect(progress()).toBe('20');
    advance(1500);
    expect(progress()).toBe('40');
    advance(4500);
    expect(progress()).toBe('100');
    expect(screen.getAllByText('Page Complete')[0]).toBeInTheDocument();
    advance(15000);
    expect(progress()).toBe('100');
  });

  it('Restart Demo starts again from the first step', () => {
    renderBuilder();
    advance(6000);
    fireEvent.click(screen.getByRole('button', { name: 'Restart Demo' }));
    expect(progress()).toBe('20');
    advance(1500);
    expect(progress()).toBe('40');
  });

  it('shows the finished page under reduced motion and runs only on Restart', () => {
    setReducedMotion(true);
    renderBuilder();
    expect(progress()).toBe('100');
    advance(6000);
    expect(progress()).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Restart Demo' }));
    expect(progress()).toBe('20');
  });

  it('does not tick off screen', () => {
    mockInView = false;
    renderBuilder();
    advance(6000);
    expect(progress()).toBe('20');
  });
});

describe('BookingDemo', () => {
  const current = () =>
    screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');

  it('cycles the five steps every 2 s and pauses', () => {
    render(<BookingDemo steps={agents.booking.steps} />);
    expect(current()).toHaveTextContent('Lead expresses interest');
    advance(2000);
    expect(current()).toHaveTextContent('Calendar availability analyzed');
    advance(6000);
    expect(current()).toHaveTextContent('Prep sent to your team');
    advance(2000);
    expect(current()).toHaveTextContent('Lead expresses interest');
    fireEvent.click(screen.getByRole('button', { name: /Pause/ }));
    advance(10000);
    expect(current()).toHaveTextContent('Lead expresses interest');
  });

  it('stays still under reduced motion', () => {
    setReducedMotion(true);
    render(<BookingDemo steps={agents.booking.steps} />);
    const before = current()?.textContent;
    advance(10000);
    expect(current()?.textContent).toBe(before);
  });
});
