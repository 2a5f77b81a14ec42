const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A file's size as people read it: '820 KB', '4.6 MB', '1.2 GB'. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${oneDecimal.format(bytes / 1024 ** 3)} GB`;
  if (bytes >= 1024 ** 2) return `${oneDecimal.format(bytes / 1024 ** 2)} MB`;
  return bytes === 0 ? '0 KB' : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
