import { renderHook, waitFor } from '@testing-library/react';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';

test('nothing is fetched until the module is wanted; then it is returned and kept', async () => {
  const load = jest.fn(() => Promise.resolve({ name: 'modal' }));
  const { result, rerender } = renderHook(({ wanted }) => useLazyModule(load, wanted), {
    initialProps: { wanted: false },
  });
  expect(load).not.toHaveBeenCalled();
  rerender({ wanted: true });
  await waitFor(() => expect(result.current).toEqual({ name: 'modal' }));
  rerender({ wanted: false });
  expect(result.current).toEqual({ name: 'modal' });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a chunk that fails to load is reported, so the caller can fall back', async () => {
  const failure = new Error('Loading chunk failed');
  const onError = jest.fn();
  const { result } = renderHook(() => useLazyModule(() => Promise.reject(failure), true, onError));
  await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  expect(result.current).toBeNull();
});
