import type { Action } from '../model/types.ts';
import { SmartLink } from './SmartLink.tsx';

/** The buttons of a block, as declared in YAML. */
export function Actions({ actions, className = '' }: { actions?: Action[]; className?: string }) {
  if (!actions || actions.length === 0) return null;
  return (
    <div className={`actions ${className}`}>
      {actions.map((action) => (
        <SmartLink key={`${action.label}${action.to}`} to={action.to} className={`button button--${action.style ?? 'primary'}`}>
          {action.label}
        </SmartLink>
      ))}
    </div>
  );
}
