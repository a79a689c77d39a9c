import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, useSearchParams } from 'react-router-dom';
import { useInstantSearchParams } from './useInstantSearchParams';

/** The probe's setter and navigate, for the test to call. */
const handles: {
  setInstant: ReturnType<typeof useInstantSearchParams>[1];
  navigate: ReturnType<typeof useNavigate>;
} = { setInstant: () => undefined, navigate: () => undefined };
/** Each render's 'shown/address' pages. */
const renders: string[] = [];

function Probe() {
  const [params, setParams] = useInstantSearchParams();
  const [address] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    handles.setInstant = setParams;
    handles.navigate = navigate;
  });
  renders.push(`${params.get('page') ?? '1'}/${address.get('page') ?? '1'}`);
  return (
    <>
      <p data-testid="shown">{params.get('page') ?? '1'}</p>
      <p data-testid="address">{address.get('page') ?? '1'}</p>
    </>
  );
}

describe('useInstantSearchParams', () => {
  beforeEach(() => {
    renders.length = 0;
  });

  it('shows a change in the render that asked for it, and the address follows', async () => {
    render(
      <MemoryRouter initialEntries={['/list?page=1']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => handles.setInstant((current) => ({ ...Object.fromEntries(current), page: '2' })));
    expect(await screen.findByText('2', { selector: '[data-testid="address"]' })).toBeInTheDocument();
    expect(screen.getByTestId('shown')).toHaveTextContent('2');
    // Page 2 was rendered before the address had it (the router's own render is a transition).
    expect(renders).toContain('2/1');
  });

  it('lets the address lead again when it moves elsewhere (back, forward)', async () => {
    render(
      <MemoryRouter initialEntries={['/list?page=1']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => handles.setInstant({ page: '3' }));
    await screen.findByText('3', { selector: '[data-testid="address"]' });
    act(() => handles.navigate(-1));
    expect(await screen.findByText('1', { selector: '[data-testid="shown"]' })).toBeInTheDocument();
  });
});
