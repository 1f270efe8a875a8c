/** The units a duration of the site is counted in (a catalogue agent's time to go live). */
export type DurationUnit = 'day' | 'week' | 'month';

/**
 * A duration as a number and a unit: `3 weeks` is { value: 3, unit: 'week' }; a range, `8–10 weeks`,
 * is { value: 8, to: 10, unit: 'week' }. Written by the editors as text, read by the loader
 * (src/config/schemas/value-checks.ts), shown by formatDuration in each language.
 */
export interface Duration {
  value: number;
  unit: DurationUnit;
  /** The upper end of a range. */
  to?: number;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A duration as `language` writes it: "3 weeks", "3 semaines", "3 أسابيع", "8–10 weeks". In Latin digits
 * always (the numbering system is named, not left to the browser's data), so the prerendered HTML and the
 * page the browser draws say the same.
 */
export function formatDuration(duration: Duration, language: string): string {
  const key = `${language} ${duration.unit}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(language, { style: 'unit', unit: duration.unit, unitDisplay: 'long', numberingSystem: 'latn' })));
  return duration.to === undefined ? format.format(duration.value) : format.formatRange(duration.value, duration.to);
}
