import { describe, expect, it } from 'vitest';
import type { BlockType } from '../../src/blocks/registry.tsx';
import { loadSite } from '../../src/config/site/load-site.ts';
import { blockOf } from '../helpers/blocks.ts';

/** Technical Expertise, guardrails and experts as shipped, against 000 §3–§9 and 001 §2.5–§3.2. */
const { model } = loadSite();
const page = (route: string) => model!.pages.find((p) => p.route === route)!;
const block = <Type extends BlockType>(route: string, type: Type) => blockOf(page(route), type);
const seconds = (duration: string) => Number(duration.split(':')[0]) * 60 + Number(duration.split(':')[1]);

describe('Technical Expertise', () => {
  it('plays the title animation once per session under the seed key, over the background video', () => {
    const hero = block('/technicalExpertise', 'hero');
    expect(hero.title).toBe('Your Razor-sharp AI Builder Team');
    expect(hero.introOncePerSession).toBe('technical-expertise-animation-played');
    expect(hero.background?.video).toBe('/assets/videos/hero-bg.mp4');
  });

  it('counts to +2000 over 2.5 s once 30% of the section is visible', () => {
    expect(block('/technicalExpertise', 'counter')).toMatchObject({ target: 2000, prefix: '+', durationMs: 2500, startWhenVisible: 0.3, caption: 'AI agents were built' });
  });

  it('has the 12 demo cards of the seed, 4 dots, and view counts from 10,002 then between 7,340 and 17,890', () => {
    const carousel = block('/technicalExpertise', 'video-carousel');
    expect(carousel.videos.map((v) => v.title)).toEqual([
      'AI recruiting agent',
      'AI voice sales rep agent',
      'AI legal agent',
      'AI agent to create synthetic data',
      'AI agent to simulate offensive cyber',
      'AI agent work companion inside WhatsApp',
      'AI workflow for targeted detection',
      'AI predictive pricing',
      'AI product positioning analyst',
      'AI procurement agent',
      'AI investor insights',
      'AI advanced research agent',
    ]);
    expect(carousel.dots).toBe(4);
    expect(carousel.storageKey).toBe('tp-tech-expertise-likes');
    expect(carousel.videos[0].views).toBe(10002);
    for (const video of carousel.videos) {
      expect(video.views).toBeGreaterThanOrEqual(7340);
      expect(video.views).toBeLessThanOrEqual(17890);
    }
  });
});

describe('guardrail videos', () => {
  const library = block('/noblackbox', 'video-library');

  it('are the 31 topics of 001 §3.2, each with a category, a description and a duration from 0:53 to 1:21', () => {
    expect(library.videos).toHaveLength(31);
    const topics = ['tool call', 'per task', 'per request', 'operations', 'completion', 'goal adherence', 'format', 'tool selection', 'tool success', 'api calls', 'between agents', 'human intervention', 'steps per task', 'cost per request', 'hallucination', 'infinite loop', 'jailbreak', 'harmful', 'bias', 'input drift', 'output drift', 'prompt injection', 'personal-data detection', 'off-topic', 'financial advice', 'misuse', 'masking', 'execution environment', 'credentials', 'boundaries', 'interrupt'];
    topics.forEach((topic, i) => expect(`${library.videos[i].id} ${library.videos[i].title}`.toLowerCase().replace(/-/g, ' '), topic).toContain(topic.replace(/-/g, ' ')));
    for (const video of library.videos) {
      expect(seconds(video.duration)).toBeGreaterThanOrEqual(53);
      expect(seconds(video.duration)).toBeLessThanOrEqual(81);
      expect(video.category.length * video.description.length).toBeGreaterThan(0);
      expect(video.youtubeId).toBeUndefined(); // never an invented id: the player shows its placeholder
    }
    expect(new Set(library.videos.map((v) => v.description)).size).toBe(31);
  });

  it('heads the page with the seed texts and a looping video', () => {
    const hero = block('/noblackbox', 'hero');
    expect([hero.title, hero.subtitle]).toEqual(['Discover the guardrails for AI', 'In every project, we ship agentic with 100% observability, transparency & control']);
    expect(hero.background?.video).toMatch(/^\/assets\/videos\/.+\.mp4$/);
    expect(library.texts.position).toBe('{n} / {total}');
  });
});

describe('experts', () => {
  it('has Agent (first) and Team Python samples, highlighted at build time into coloured tokens', () => {
    const tabs = block('/experts', 'code-tabs');
    expect(tabs.heading).toBe('Expert in creating intelligent agent teams');
    expect(tabs.tabs.map((t) => t.label)).toEqual(['Agent', 'Team']);
    for (const tab of tabs.tabs) {
      expect(tab.code.language).toBe('python');
      const text = tab.code.lines.map((line) => line.map(([t]) => t).join('')).join('\n');
      expect(text).toMatch(/^from crewai import /);
      expect(new Set(tab.code.lines.flat().map(([, colour]) => colour)).size).toBeGreaterThan(4);
    }
    const text = (i: number) => tabs.tabs[i].code.lines.map((l) => l.map(([t]) => t).join('')).join('\n');
    expect(text(0)).toContain('Agent(');
    expect(text(1)).toContain('Crew(');
  });
});
