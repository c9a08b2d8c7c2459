/** The shape a translation must have: the same keys as the English original, all strings. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
