// The fade of MUI's backdrops (the menu drawer's) by the Web Animations API; see
// docs/performance.md#small-things-that-added-up. Reduced motion: no animation.
import {
  cloneElement,
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type Ref,
} from 'react';
import type { TransitionProps } from '@mui/material/transitions';

/** MUI's default dialog durations (theme.transitions.duration.enteringScreen / leavingScreen). */
const DEFAULT_TIMEOUT = { enter: 225, exit: 195 } as const;

type Timeout = TransitionProps['timeout'];

function durationOf(timeout: Timeout, phase: 'enter' | 'exit'): number {
  if (typeof timeout === 'number') return timeout;
  return timeout?.[phase] ?? DEFAULT_TIMEOUT[phase];
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Runs a fade and calls `done` at its end; without an animation (reduced motion, jsdom) `done`
 * still comes after `duration`, as callers expect of a transition. Returns the cancel.
 */
function fade(node: HTMLElement, from: number, to: number, duration: number, done: () => void): () => void {
  if (duration > 0 && !prefersReducedMotion() && typeof node.animate === 'function') {
    // `fill: forwards` keeps a closed dialog transparent until the next opening cancels it.
    const animation = node.animate([{ opacity: from }, { opacity: to }], {
      duration,
      easing: 'cubic-bezier(0.4, 0, 0.2, 1)',
      fill: to === 0 ? 'forwards' : 'none',
    });
    animation.onfinish = done;
    return () => {
      animation.onfinish = null;
      animation.cancel();
    };
  }
  const timer = setTimeout(done, duration);
  return () => clearTimeout(timer);
}

export interface DialogFadeProps extends TransitionProps {
  children: ReactElement<{ style?: CSSProperties; ref?: Ref<HTMLElement> }>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export const DialogFade = forwardRef<HTMLElement, DialogFadeProps>(function DialogFade(props, ref) {
  const {
    in: inProp = false,
    appear = true,
    children,
    timeout,
    style,
    onEnter,
    onEntering,
    onEntered,
    onExit,
    onExiting,
    onExited,
    // react-transition-group options MUI may pass that a fade by animation has no use for.
    addEndListener: _addEndListener,
    easing: _easing,
    mountOnEnter: _mountOnEnter,
    unmountOnExit: _unmountOnExit,
    ...other
  } = props;
  const nodeRef = useRef<HTMLElement | null>(null);
  // The child's own ref (React 19 passes it as a prop), the focus trap's (`ref`) and ours.
  const childRef = children.props.ref;
  const handleRef = useCallback(
    (node: HTMLElement | null) => {
      nodeRef.current = node;
      assignRef(childRef, node);
      assignRef(ref, node);
    },
    [childRef, ref],
  );
  // Closed and faded out: hidden, as MUI's Fade leaves a kept-mounted dialog.
  const [exited, setExited] = useState(!inProp);
  // Opened again: not exited any more, set during render so it costs no second commit.
  if (inProp && exited) setExited(false);
  const mounted = useRef(false);
  const callbacks = useRef({ onEnter, onEntering, onEntered, onExit, onExiting, onExited });
  callbacks.current = { onEnter, onEntering, onEntered, onExit, onExiting, onExited };

  useLayoutEffect(() => {
    const node = nodeRef.current;
    const first = !mounted.current;
    mounted.current = true;
    if (!node) return undefined;
    const on = callbacks.current;
    if (inProp) {
      if (first && !appear) {
        on.onEntered?.(node, false);
        return undefined;
      }
      on.onEnter?.(node, first);
      on.onEntering?.(node, first);
      return fade(node, 0, 1, durationOf(timeout, 'enter'), () => on.onEntered?.(node, first));
    }
    if (first) return undefined; // Mounted closed: nothing to animate.
    on.onExit?.(node);
    on.onExiting?.(node);
    return fade(node, 1, 0, durationOf(timeout, 'exit'), () => {
      setExited(true);
      on.onExited?.(node);
    });
    // The animation follows `in` only; the timeout and callbacks are read when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inProp]);

  return cloneElement(children, {
    ...other,
    ref: handleRef,
    style: {
      ...(!inProp && exited ? { visibility: 'hidden' } : null),
      ...style,
      ...children.props.style,
    },
  } as Record<string, unknown>);
});
