import { importOnce } from './importOnce';

describe('importOnce', () => {
  it('runs the import once for every caller', async () => {
    const load = jest.fn(() => Promise.resolve('module'));
    const once = importOnce(load);
    await expect(Promise.all([once(), once()])).resolves.toEqual(['module', 'module']);
    await expect(once()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: the next call imports again', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const once = importOnce(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
