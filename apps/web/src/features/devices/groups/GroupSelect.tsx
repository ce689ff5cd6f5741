import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { GroupRow } from './groupTree';

/** A choice offered before the groups (All, No group, Top level). */
export interface LeadingChoice {
  value: string;
  label: string;
}

/**
 * Picks a group from the tree, subgroups indented under their parents. The value is the group's id as
 * text, or one of the leading choices' values.
 */
export function GroupSelect({
  value,
  onChange,
  groups,
  leading,
  label,
  testId,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'select' | 'children'> & {
  value: string;
  onChange: (value: string) => void;
  groups: readonly GroupRow[];
  leading: readonly LeadingChoice[];
  label: string;
  testId: string;
}) {
  return (
    <TextField
      {...props}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    >
      {leading.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
      {groups.map((row) => (
        <MenuItem key={row.node.id} value={String(row.node.id)} sx={{ pl: 2 + row.level * 2 }}>
          {row.node.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The group id a picker's value names, or null for any leading choice. */
export function groupIdOf(value: string): number | null {
  const id = Number(value);
  return value !== '' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
