import { useState } from 'react';

/**
 * True from the first render where `condition` holds, and from then on. A lazily loaded layer that
 * plays exit animations (dialogs, the mobile menu) stays mounted once opened, so a closing one can leave.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(false);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
