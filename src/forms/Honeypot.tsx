import { HONEYPOT } from './validate.ts';

/** A field only robots fill in; people never see or reach it. Filled in, the server accepts but discards. */
export function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {label}
        <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
