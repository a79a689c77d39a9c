import { createRef, Suspense, useImperativeHandle, useLayoutEffect, useState, type Ref } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import { closeDialog, openDialog, resetDialogsForTests, useReviewStep } from './dialogStore';
import { FORM_DIALOG_PAPER_SX, ModalShell, OPEN_ATTRIBUTE, type ModalShellProps } from './ModalShell';

interface Control {
  setSuspended(suspended: boolean): void;
  setOpen(index: number, open: boolean): void;
  setMounted(index: number, mounted: boolean): void;
}

const COUNT = 3;
// The first dialog is opened by name through the dialog store, the others as a step of their
// owner's state, handed to the store as a review step (useReviewStep).
const NAMED = 'inert-test';

// A part of the page that suspends (a lazy chunk on its way): React hides what is around it.
let pending: { promise: Promise<void>; resolve: () => void } | null = null;
function MaybeSuspend({ suspended }: { suspended: boolean }) {
  if (suspended) {
    if (!pending) {
      let resolve = () => undefined as void;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      pending = { promise, resolve };
    }
    throw pending.promise;
  }
  return null;
}

function StepShell({ open, ...props }: Omit<ModalShellProps, 'name'> & { open: boolean }) {
  const step = useReviewStep<true>();
  useLayoutEffect(() => (open ? step.show(true) : step.close()), [open, step]);
  return <ModalShell name={step.name} {...props} />;
}

function Harness({ control }: { control: Ref<Control> }) {
  const [open, setOpenState] = useState<boolean[]>(() => Array(COUNT).fill(false));
  const [mounted, setMountedState] = useState<boolean[]>(() => Array(COUNT).fill(true));
  const [suspended, setSuspended] = useState(false);
  useImperativeHandle(control, () => ({
    setSuspended: (value) => {
      if (!value && pending) {
        pending.resolve();
        pending = null;
      }
      setSuspended(value);
    },
    setOpen: (index, value) => {
      if (index === 0) (value ? openDialog : closeDialog)(NAMED);
      else setOpenState((list) => list.map((v, i) => (i === index ? value : v)));
    },
    setMounted: (index, value) => setMountedState((list) => list.map((v, i) => (i === index ? value : v))),
  }));
  return (
    <Suspense fallback={null}>
      <MaybeSuspend suspended={suspended} />
      {open.map((isOpen, index) => {
        if (!mounted[index]) return null;
        const common = { labelledBy: `title-${index}`, paperSx: FORM_DIALOG_PAPER_SX, mountWhenIdle: index !== 2 };
        const content = <h2 id={`title-${index}`}>Dialog {index}</h2>;
        return index === 0 ? (
          <ModalShell key={index} name={NAMED} {...common}>
            {content}
          </ModalShell>
        ) : (
          <StepShell
            key={index}
            open={isOpen}
            onClose={() => setOpenState((list) => list.map((v, i) => (i === index ? false : v)))}
            {...common}
          >
            {content}
          </StepShell>
        );
      })}
    </Suspense>
  );
}

type Action =
  { kind: 'open' | 'close' | 'mount' | 'unmount'; index: number } | { kind: 'escape' | 'suspend' | 'resume' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('open', 'close', 'mount', 'unmount') as fc.Arbitrary<'open' | 'close' | 'mount' | 'unmount'>,
    index: fc.integer({ min: 0, max: COUNT - 1 }),
  }),
  fc.constantFrom({ kind: 'escape' as const }, { kind: 'suspend' as const }, { kind: 'resume' as const }),
);

// 'Sign in' once did nothing for 15 s (issue 21): an inert page takes no click. Whatever the order
// of openings (by name or as a step of their owner), closings, unmounts and suspensions, only a dialog on screen
// makes it inert.
describe('ModalShell and the inert page', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    // React's act() notice for the suspension resolved between steps: expected here.
    const original = console.error;
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('A suspended resource finished loading')) original(...args);
    });
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('the page is inert exactly while a dialog is open on screen, whatever the order of events', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 25 }),
        fc.array(fc.boolean(), { maxLength: 25 }),
        (actions, flushes) => {
          const root = document.createElement('div');
          root.id = 'root';
          document.body.appendChild(root);
          const control = createRef<Control>();
          resetDialogsForTests();
          const view = render(<Harness control={control} />, { container: root });
          try {
            actions.forEach((step, n) => {
              act(() => {
                const c = control.current!;
                if (step.kind === 'open') c.setOpen(step.index, true);
                else if (step.kind === 'close') c.setOpen(step.index, false);
                else if (step.kind === 'mount') c.setMounted(step.index, true);
                else if (step.kind === 'unmount') c.setMounted(step.index, false);
                else if (step.kind === 'suspend') c.setSuspended(true);
                else if (step.kind === 'resume') c.setSuspended(false);
                else {
                  const papers = document.querySelectorAll(`[${OPEN_ATTRIBUTE}] [role="dialog"]`);
                  const top = papers[papers.length - 1];
                  if (top) fireEvent.keyDown(top, { key: 'Escape' });
                }
              });
              // Sometimes the frame passes between two events, sometimes not.
              if (flushes[n]) act(() => jest.advanceTimersByTime(50));
            });
            act(() => jest.advanceTimersByTime(50));
            // Open on screen: marked open, and not hidden with the page around a suspended part.
            const shown = Array.from(document.querySelectorAll<HTMLElement>(`[${OPEN_ATTRIBUTE}]`)).some(
              (overlay) => overlay.style.display !== 'none',
            );
            expect(Boolean(root.inert)).toBe(shown);
          } finally {
            view.unmount();
            act(() => jest.advanceTimersByTime(50));
            root.remove();
            expect(document.getElementById('root')).toBeNull();
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
