import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField, describedBy } from '../ui/form-field';
import { Input } from '../ui/input';

export interface FieldSpec<T extends FieldValues> {
  name: Path<T>;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  placeholder?: string;
  hint?: string;
}

/** Labelled inputs bound to a react-hook-form form, each showing its own validation message. */
export function AuthFields<T extends FieldValues, Parsed extends FieldValues>({
  form,
  fields,
}: {
  form: UseFormReturn<T, unknown, Parsed>;
  fields: FieldSpec<T>[];
}) {
  const { errors } = form.formState;
  return fields.map(({ name, label, hint, ...input }) => {
    const message = errors[name]?.message as string | undefined;
    return (
      <FormField key={name} id={name} label={label} error={message} hint={hint}>
        <Input
          id={name}
          aria-invalid={Boolean(message)}
          aria-describedby={describedBy(name, message, hint)}
          {...input}
          {...form.register(name)}
        />
      </FormField>
    );
  });
}
