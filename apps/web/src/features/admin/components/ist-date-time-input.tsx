import { Input } from '@/components/ui/input';
import { fromIstInput, toIstInput } from '../utils/format';

interface IstDateTimeInputProps {
  label: string;
  hint?: string;
  /** An ISO date-time, or null/undefined for none. */
  value: string | null | undefined;
  /** Null when the field is emptied. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}

/** A date and time picked in India time (what the team works in), handed on as an ISO date-time. */
export function IstDateTimeInput({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  name,
}: IstDateTimeInputProps) {
  return (
    <Input
      type="datetime-local"
      label={label}
      hint={hint}
      name={name}
      value={toIstInput(value)}
      onChange={(event) => onChange(fromIstInput(event.target.value))}
      onBlur={onBlur}
      error={error}
    />
  );
}
