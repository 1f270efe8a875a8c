import type { FieldPath } from '../form/document.ts';

/** What the parts of the Form view (form-view.ts) draw with: elements, and the keys and ids made of a field's path. */

export type Value = unknown;
type Props = Record<string, unknown>;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (key.startsWith('data-') || key.startsWith('aria-') || key === 'role' || key === 'for' || key === 'list') node.setAttribute(key, String(value));
    else (node as unknown as Record<string, unknown>)[key] = value;
  }
  node.append(...children);
  return node;
}

export const keyOf = (path: FieldPath) => path.join('/');
/** A value inside a CSS attribute selector's quotes. */
export const quoted = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;
export const idOf = (path: FieldPath, suffix = '') => `form-${path.join('-').replace(/[^A-Za-z0-9_-]/g, '_') || 'root'}${suffix}`;
export const isObject = (value: Value): value is Record<string, Value> => !!value && typeof value === 'object' && !Array.isArray(value);
