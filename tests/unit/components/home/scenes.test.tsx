import { render, screen } from '@testing-library/react';
import { heroPipeline } from '@/content/home/scenes';
import { PipelineScene } from '@/components/home/pipeline-scene';

describe('PipelineScene', () => {
  it('shows the week total as the sum of the deals on the board', () => {
    render(<PipelineScene />);
    expect(screen.getByRole('figure', { name: heroPipeline.label })).toBeInTheDocument();
    expect(screen.getByText('This week · $9,350')).toBeInTheDocument();
    expect(screen.getByText('$1,200')).toBeInTheDocument();
  });
});
