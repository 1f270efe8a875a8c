import type { FieldPath } from './document.ts';

/** The keys and ids the Form view names its fields by, made of their path in the file. */

export type Value = unknown;
export const keyOf = (path: FieldPath) => path.join('/');
/** A value inside a CSS attribute selector's quotes. */
export const quoted = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;
export const idOf = (path: FieldPath, suffix = '') => `form-${path.join('-').replace(/[^A-Za-z0-9_-]/g, '_') || 'root'}${suffix}`;
export const isObject = (value: Value): value is Record<string, Value> => !!value && typeof value === 'object' && !Array.isArray(value);
/** Every key from the root down to `path`'s own: the cards and groups around a field. */
export const keysAround = (path: FieldPath) => path.map((_, depth) => keyOf(path.slice(0, depth + 1)));
