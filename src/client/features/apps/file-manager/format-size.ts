/** A size in bytes as a person reads it (B, KB, MB), in the interface language's digits. */
export function formatSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    // "76 B" rather than "76 byte"; kB and MB read well in their short form.
    unitDisplay: unit === 'byte' ? 'narrow' : 'short',
    maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
  }).format(value);
}
