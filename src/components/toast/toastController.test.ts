import { MAX_TOAST_TEXT, ToastController, type ToastRequest } from './toastController';

function recordingView() {
  const shown: ToastRequest[] = [];
  const closed: unknown[] = [];
  return {
    shown,
    closed,
    view: { show: (request: ToastRequest) => shown.push(request), close: (key: unknown) => closed.push(key) },
  };
}

describe('ToastController', () => {
  it('gives every toast a key at once and shows waiting toasts in order when the view attaches', () => {
    const controller = new ToastController();
    const waiting = jest.fn();
    controller.whenWaiting(waiting);
    const first = controller.enqueue('error', 'First');
    const second = controller.enqueue('success', 'Second');
    expect(first).not.toBe(second);
    expect(waiting).toHaveBeenCalledTimes(2);

    const { shown, view } = recordingView();
    controller.attach(view);
    expect(shown.map((request) => [request.key, request.kind, request.message])).toEqual([
      [first, 'error', 'First'],
      [second, 'success', 'Second'],
    ]);
    controller.enqueue('default', 'Third');
    expect(shown).toHaveLength(3);
    expect(waiting).toHaveBeenCalledTimes(2);
  });

  it('replaces a waiting toast with a later one of the same id, and dismisses waiting toasts', () => {
    const controller = new ToastController();
    controller.enqueue('loading', 'Sending…', 'send');
    controller.enqueue('success', 'Sent', 'send');
    controller.enqueue('loading', 'Waiting', 'wallet');
    controller.dismiss('wallet');
    const { shown, view } = recordingView();
    controller.attach(view);
    expect(shown.map((request) => request.message)).toEqual(['Sent']);
  });

  it('closes the shown toast with the same id once attached', () => {
    const controller = new ToastController();
    const { closed, view } = recordingView();
    controller.attach(view);
    const loading = controller.enqueue('loading', 'Sending…', 'send');
    controller.enqueue('error', 'Failed', 'send');
    expect(closed).toEqual([loading]);
    controller.dismiss('send');
    expect(closed).toHaveLength(2);
  });

  it('forgets an id when its toast has gone', () => {
    const controller = new ToastController();
    const { closed, view } = recordingView();
    controller.attach(view);
    const key = controller.enqueue('info', 'Note', 'note');
    controller.exited(key, 'note');
    controller.dismiss('note');
    expect(closed).toEqual([]);
  });

  it('queues again after the view detaches', () => {
    const controller = new ToastController();
    const first = recordingView();
    const detach = controller.attach(first.view);
    detach();
    controller.enqueue('info', 'Later');
    expect(first.shown).toEqual([]);
    const second = recordingView();
    controller.attach(second.view);
    expect(second.shown.map((request) => request.message)).toEqual(['Later']);
  });

  it('caps the length of a text message, counting characters, never cutting one in half', () => {
    const controller = new ToastController();
    const { shown, view } = recordingView();
    controller.attach(view);
    controller.enqueue('error', `${'😀'.repeat(MAX_TOAST_TEXT)}<script>tail</script>`);
    const text = shown[0]?.message as string;
    expect(Array.from(text)).toHaveLength(MAX_TOAST_TEXT + 1);
    expect(text.endsWith('😀…')).toBe(true);
    expect(text).not.toContain('script');
    controller.enqueue('info', 'Short');
    expect(shown[1]?.message).toBe('Short');
  });
});
