import { render } from '@testing-library/react';
import TimeSeriesChart from './TimeSeriesChart';

describe('TimeSeriesChart', () => {
  it.each(['bar', 'line'] as const)('draws a %s chart of the points, hidden from assistive technology', (variant) => {
    const { container } = render(
      <TimeSeriesChart
        variant={variant}
        labels={['a', 'b', 'c']}
        values={[1, 5, 3]}
        seriesLabel="Votes"
        formatValue={String}
      />,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper).toHaveAttribute('data-points', '3');
    expect(wrapper.querySelector('svg')).not.toBeNull();
  });
});
