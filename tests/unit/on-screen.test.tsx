// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useOnScreen } from '../../src/ui/use-media.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('an element scrolled in and out again before the observer reports is off screen: the last entry counts', () => {
  let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  function Strip() {
    const ref = useRef<HTMLDivElement>(null);
    const onScreen = useOnScreen(ref, false);
    return <div ref={ref} data-on-screen={String(onScreen)} />;
  }
  const { container } = render(<Strip />);
  const shown = () => container.querySelector('div')!.dataset.onScreen;
  act(() => report([{ isIntersecting: true }]));
  expect(shown()).toBe('true');
  // one call for a quick scroll through it: in, then out
  act(() => report([{ isIntersecting: true }, { isIntersecting: false }]));
  expect(shown()).toBe('false');
  act(() => report([{ isIntersecting: false }, { isIntersecting: true }]));
  expect(shown()).toBe('true');
});
