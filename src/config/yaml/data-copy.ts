/**
 * A deep copy of data read from YAML (plain objects, arrays, strings, numbers, booleans, null), the same as
 * structuredClone's. structuredClone serializes and deserializes the whole value, which costs microseconds a
 * call: a large site copies tens of thousands of small items (a collection item each reference resolves to,
 * each page's data in each language). Anything that is not plain data goes through structuredClone.
 */
export function copyOfData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let index = 0; index < value.length; index++) copy[index] = copyOfData(value[index]);
    return copy as T;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = prototype === null ? Object.create(null) : {};
  for (const field of Object.keys(value)) {
    const inner = copyOfData((value as Record<string, unknown>)[field]);
    // a field named __proto__ (a YAML key like any other) is data, not the copy's prototype
    if (field === '__proto__') Object.defineProperty(copy, field, { value: inner, enumerable: true, writable: true, configurable: true });
    else copy[field] = inner;
  }
  return copy as T;
}
