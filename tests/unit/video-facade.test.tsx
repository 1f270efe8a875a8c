// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { VideoFacade } from '../../src/ui/VideoFacade.tsx';

/** The site's one video player: nothing from the video platform before a click. */
function mount(element: React.ReactElement) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(element));
  return container;
}

describe('VideoFacade', () => {
  it('shows the designed placeholder and its text when the video has no id yet', () => {
    const container = mount(<VideoFacade title="Demo" playLabel="Play the demo" missingText="Provide a YouTube link to enable playback" />);
    expect(container.textContent).toContain('Provide a YouTube link to enable playback');
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Demo: Provide a YouTube link to enable playback');
    expect(container.querySelector('iframe, button')).toBeNull();
  });

  it('loads the privacy-enhanced player, autoplaying and without related videos, only once clicked', () => {
    const container = mount(<VideoFacade videoId="abcDEF12345" title="Recruiting agent" poster={{ src: "/assets/p.jpg", width: 640, height: 360 }} playLabel="Play the demo" missingText="-" muted />);
    expect(container.innerHTML).not.toMatch(/youtube|ytimg/);
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Play the demo: Recruiting agent');
    const poster = container.querySelector('img')!;
    expect([poster.getAttribute('width'), poster.getAttribute('height'), poster.getAttribute('loading')]).toEqual(['640', '360', 'lazy']);
    act(() => button.click());
    const frame = container.querySelector('iframe')!;
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '1', rel: '0', mute: '1' });
    expect(frame.title).toBe('Recruiting agent');
    expect(url.searchParams.has('loop')).toBe(false);
  });

  it('loops a video as a one-item playlist when asked', () => {
    const container = mount(<VideoFacade videoId="abcDEF12345" title="Feature" playLabel="Play" missingText="-" muted loop />);
    act(() => container.querySelector('button')!.click());
    const url = new URL(container.querySelector('iframe')!.src);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ loop: '1', playlist: 'abcDEF12345', mute: '1' });
  });
});
