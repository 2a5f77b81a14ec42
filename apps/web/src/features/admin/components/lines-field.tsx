import { useState } from 'react';
import { Textarea } from '@/components/ui/textarea';

interface LinesFieldProps {
  label: string;
  hint?: string;
  /** The lines, one string each. */
  value: readonly string[] | undefined;
  onChange: (lines: string[]) => void;
  onBlur: () => void;
  name: string;
  /** The list's own error, or the first line's that has one. */
  error?: string;
}

/** A list of short lines edited as one text, a line each; blank lines are dropped. */
export function LinesField({ label, hint, value, onChange, onBlur, name, error }: LinesFieldProps) {
  const [text, setText] = useState(() => (value ?? []).join('\n'));
  const count = text.split('\n').filter((line) => line.trim() !== '').length;
  return (
    <Textarea
      label={label}
      hint={hint}
      name={name}
      value={text}
      className="field-sizing-content max-h-96"
      counter={`${count} ${count === 1 ? 'line' : 'lines'}`}
      error={error}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.split('\n').filter((line) => line.trim() !== ''));
      }}
    />
  );
}
