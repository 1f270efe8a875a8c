import { describe, expect, it } from 'vitest';
import { colourProblem, durationOf, durationProblem, emailProblem, youtubeIdFromAddress, youtubeProblem } from '../../src/config/schemas/value-checks.ts';
import { fieldAt } from '../../src/config/messages/messages.ts';

/** Values checked by what consumes them (src/config/schemas/value-checks.ts, the schemas' x-color, x-duration, x-youtube and x-email). */
describe('colours, as a browser reads CSS', () => {
  it.each(['#8b6cff', '#8B6CFF', '#abc', '#abcd', '#8b6cff80', 'black', 'RebeccaPurple', 'transparent', 'rgb(139 108 255)', 'rgb(139, 108, 255)', 'rgba(139,108,255,0.5)', 'rgb(50% 20% 100% / 80%)', 'hsl(252 100% 68%)', 'hsl(252deg, 100%, 68%)', 'hsla(0.7turn 100% 68% / .5)', 'oklch(70% 0.2 280)', 'rgb(none 0 0)'])(
    '%s is a colour',
    (value) => expect(colourProblem(value, fieldAt(['primary']))).toBeUndefined(),
  );

  it.each([
    ['#8b6cf', 'it has 5 hexadecimal digits after # (a colour code has 3, 4, 6 or 8)', undefined],
    ['#8b6cfg', '"g" is not a hexadecimal digit (0–9, a–f)', undefined],
    ['8b6cff', 'a hexadecimal colour starts with #', 'primary: "#8b6cff"'],
    ['blak', 'it is not a CSS colour name', 'primary: black'],
    ['rgb(139 108)', 'rgb() takes red, green and blue (0 to 255, or percentages): it has 2 values instead of 3', undefined],
    ['rgb(139 108 blue)', 'rgb() takes red, green and blue (0 to 255, or percentages): "blue" is not a number or percentage', undefined],
    ['rbg(139 108 255)', 'rbg() is not a colour function', 'primary: rgb(139 108 255)'],
    ['hsl(252 100% 68% /)', 'hsl() takes a hue, a saturation and a lightness (for example hsl(252 100% 68%)): nothing follows "/" (the opacity, from 0 to 1)', undefined],
  ])('%s is not: %s', (value, reason, suggestion) => {
    const said = colourProblem(value, fieldAt(['primary']));
    expect(said?.code).toBe('colour-form');
    expect(said?.message).toContain(`which a browser cannot use as a colour: ${reason}`);
    if (suggestion) expect(said?.hint).toBe(`did you mean ${suggestion}?`);
    else expect(said?.hint).toMatch(/^write a colour code in quotes, such as primary: "#8b6cff"/);
    expect(said?.message).toBe(`${said?.detail}; ${said?.hint}`);
  });
});

describe('durations', () => {
  it('minutes:seconds as the video cards show them', () => {
    for (const ok of ['1:14', '0:58', '12:05']) expect(durationProblem(ok, 'minutes:seconds', fieldAt(['duration']))).toBeUndefined();
    const fix = (value: string) => durationProblem(value, 'minutes:seconds', fieldAt(['duration']))?.hint;
    expect(fix('1.14')).toBe('write duration: "1:14"');
    expect(fix('1,14')).toBe('write duration: "1:14"');
    expect(fix('1m14s')).toBe('write duration: "1:14"');
    expect(fix('74s')).toBe('write duration: "1:14"');
    expect(fix('1:75')).toBe('write duration: "2:15"');
    expect(durationProblem('1:75', 'minutes:seconds', fieldAt(['duration']))?.message).toBe('"duration" is "1:75": the seconds go up to 59; write duration: "2:15"');
    expect(fix('about a minute')).toBe('');
  });

  it('a time to go live: a number and a unit (days, weeks or months), an en dash for a range', () => {
    for (const ok of ['3 weeks', '1 week', '8–10 weeks', '2 months', '10 days', '1 month']) expect(durationProblem(ok, 'days, weeks or months', fieldAt(['goLive']))).toBeUndefined();
    expect(durationOf('3 weeks')).toEqual({ value: 3, unit: 'week' });
    expect(durationOf('1 week')).toEqual({ value: 1, unit: 'week' });
    expect(durationOf('2 months')).toEqual({ value: 2, unit: 'month' });
    expect(durationOf('10 days')).toEqual({ value: 10, unit: 'day' });
    expect(durationOf('8–10 weeks')).toEqual({ value: 8, to: 10, unit: 'week' });
    expect(durationOf('10–8 weeks')).toBeUndefined();
    const fix = (value: string) => durationProblem(value, 'days, weeks or months', fieldAt(['goLive']))?.hint;
    expect(fix('8-10 weeks')).toBe('write goLive: 8–10 weeks');
    expect(fix('8 - 10 weeks')).toBe('write goLive: 8–10 weeks');
    expect(fix('10–8 weeks')).toBe('write goLive: 8–10 weeks');
    expect(fix('3 wks')).toBe('write goLive: 3 weeks');
    expect(fix('3weeks')).toBe('write goLive: 3 weeks');
    expect(fix('2 mths')).toBe('write goLive: 2 months');
    expect(fix('1 Day')).toBe('write goLive: 1 day');
    expect(fix('three weeks')).toBe('write goLive: 3 weeks');
    expect(durationProblem('three weeks', 'days, weeks or months', fieldAt(['goLive']))?.message).toBe(
      '"goLive" is "three weeks": a time to go live is a number and a unit (days, weeks or months), such as 3 weeks, or a range with an en dash, such as 8–10 weeks; write goLive: 3 weeks',
    );
    expect(fix('soon')).toBe('write a number and a unit, like goLive: 3 weeks');
    expect(fix('3 fortnights')).toBe('write a number and a unit, like goLive: 3 weeks');
  });
});

describe('YouTube ids', () => {
  const ID = 'dQw4w9WgXcQ';
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCdEf`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/live/${ID}`,
  ])('the id is read from %s and suggested', (address) => {
    expect(youtubeIdFromAddress(address)).toBe(ID);
    expect(youtubeProblem(address, fieldAt(['youtubeId']))).toMatchObject({
      code: 'youtube-address',
      message: `"youtubeId" is a full YouTube address; it takes only the video's id; write youtubeId: ${ID}`,
    });
  });

  it('an id is 11 letters, digits, - or _', () => {
    expect(youtubeProblem(ID, fieldAt(['youtubeId']))).toBeUndefined();
    expect(youtubeProblem('dQw4w9WgXc', fieldAt(['youtubeId']))?.message).toContain('a YouTube id has 11 characters, this one has 10');
    expect(youtubeProblem('dQw4w9WgX!Q', fieldAt(['youtubeId']))?.message).toContain('"!" cannot be part of a YouTube id');
    expect(youtubeProblem('https://youtu.be/abc', fieldAt(['youtubeId']))).toMatchObject({ code: 'youtube-id-form' });
    expect(youtubeProblem('https://vimeo.com/12345', fieldAt(['youtubeId']))?.code).toBe('youtube-id-form');
  });
});

describe('e-mail addresses, as a browser’s e-mail field and a mail server take them', () => {
  it('accepts addresses and says what is wrong with the others', () => {
    for (const ok of ['leads@example.com', 'first.last+tag@sub.example.co.uk']) expect(emailProblem(ok, fieldAt(['email']))).toBeUndefined();
    expect(emailProblem('leads@example,com', fieldAt(['email']))?.hint).toBe('did you mean email: leads@example.com?');
    expect(emailProblem('mailto:leads@example.com', fieldAt(['email']))?.hint).toBe('did you mean email: leads@example.com?');
    expect(emailProblem('leads at example.com', fieldAt(['email']))?.hint).toBe('did you mean email: leads@example.com?');
    expect(emailProblem('leads@example', fieldAt(['email']))?.message).toContain('the part after @ needs a domain with a dot');
    expect(emailProblem('leads.example.com', fieldAt(['email']))?.message).toContain('it has no @');
    expect(emailProblem('a@@example.com', fieldAt(['email']))?.hint).toBe('did you mean email: a@example.com?');
  });
});
