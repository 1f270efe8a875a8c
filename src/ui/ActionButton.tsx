import { useDialogs } from './dialogs.ts';
import type { Action } from '../model/types.ts';
import { SmartLink } from './SmartLink.tsx';

/**
 * A button from YAML: a link, or (with `opens`) a dialog opened without leaving the page. `data-opens`
 * lets the app open it from a block that never hydrates (src/ui/hydration.ts).
 */
export function ActionButton({ action, className = '' }: { action: Action; className?: string }) {
  const dialogs = useDialogs();
  const classes = `button button--${action.style ?? 'primary'} ${className}`.trim();
  if (action.opens) {
    const name = action.opens;
    return (
      <button
        type="button"
        className={classes}
        aria-haspopup="dialog"
        data-opens={name}
        onClick={() => dialogs.open(name)}
        onMouseEnter={() => dialogs.prepare(name)}
        onFocus={() => dialogs.prepare(name)}
      >
        {action.label}
      </button>
    );
  }
  return (
    <SmartLink to={action.to ?? '/'} className={classes}>
      {action.label}
    </SmartLink>
  );
}
