/**
 * When the build read its data: the industries' `lastUpdated`, and the time the prerendered pages say
 * their embedded data was fetched. SOURCE_DATE_EPOCH (seconds), the reproducible-builds convention,
 * when it is set; else the start of the day (UTC). Not the moment of the build: files holding it would
 * change at every build, and a rebuild would compress them all again.
 */
export function buildDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  return day;
}
