/**
 * A text field whose value the server must still accept (the sign-up username and email, a new
 * influencer's username): the field with its availability line under it, described by that line
 * so screen readers hear it.
 */
import { useId, type ComponentProps } from 'react';
import { TextField } from './TextField';
import type { AvailabilityStatus } from '../lib/availabilityCheck';
import { AvailabilityIndicator } from './AvailabilityIndicator';

type Messages = ComponentProps<typeof AvailabilityIndicator>['messages'];

interface Props extends Omit<ComponentProps<typeof TextField>, 'describedBy' | 'children'> {
  status: AvailabilityStatus;
  /** This field's own texts; "checking" and "could not check" are the same for every field. */
  messages: Pick<Messages, 'invalid' | 'available' | 'taken'>;
}

export function AvailabilityField({ status, messages, ...fieldProps }: Props) {
  const statusId = `${useId()}-status`;
  return (
    <TextField {...fieldProps} describedBy={statusId}>
      <AvailabilityIndicator
        id={statusId}
        status={status}
        messages={{ ...messages, checking: 'availability.checking', unchecked: 'availability.unchecked' }}
      />
    </TextField>
  );
}
