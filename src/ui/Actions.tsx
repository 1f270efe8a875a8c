import type { Action } from '../model/types.ts';
import { ActionButton } from './ActionButton.tsx';

/** The buttons of a block, as declared in YAML. */
export function Actions({ actions, className = '' }: { actions?: Action[]; className?: string }) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className={`actions ${className}`}>
      {actions.map((action) => (
        <ActionButton key={`${action.label}${action.to ?? action.opens}`} action={action} />
      ))}
    </div>
  );
}
