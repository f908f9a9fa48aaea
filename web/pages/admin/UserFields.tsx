import { Controller, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { FormField, describedBy } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select';
import { Switch } from '#web/components/ui/switch';

/** The fields both user dialogs can show; the create dialog adds password and premium. */
export interface UserFormValues {
  name: string;
  email: string;
  role?: 'user' | 'admin';
  password?: string;
  isPremium?: boolean;
}

interface UserFieldsProps<Parsed extends FieldValues> {
  idPrefix: string;
  register: UseFormRegister<UserFormValues>;
  control: Control<UserFormValues, unknown, Parsed>;
  errors: FieldErrors<UserFormValues>;
  withPassword?: boolean;
  withPremium?: boolean;
}

function TextField({
  id,
  label,
  type,
  error,
  register,
}: {
  id: string;
  label: string;
  type: string;
  error?: string;
  register: ReturnType<UseFormRegister<UserFormValues>>;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type={type}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error)}
        {...register}
      />
    </FormField>
  );
}

export function UserFields<Parsed extends FieldValues>({
  idPrefix,
  register,
  control,
  errors,
  withPassword = false,
  withPremium = false,
}: UserFieldsProps<Parsed>) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div className="space-y-4">
      <TextField id={id('name')} label="Name" type="text" error={errors.name?.message} register={register('name')} />
      <TextField
        id={id('email')}
        label="Email"
        type="email"
        error={errors.email?.message}
        register={register('email')}
      />
      {withPassword && (
        <TextField
          id={id('password')}
          label="Password"
          type="password"
          error={errors.password?.message}
          register={register('password')}
        />
      )}
      <FormField id={id('role')} label="Role" error={errors.role?.message}>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={id('role')} aria-invalid={Boolean(errors.role)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="user">User</SelectItem>
                <SelectItem value="admin">Admin</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {withPremium && (
        <Controller
          control={control}
          name="isPremium"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-xl border border-border bg-background/40 px-4 py-3">
              <label htmlFor={id('premium')} className="text-sm">
                <span className="block font-medium">Premium</span>
                <span className="text-muted-foreground">Grants the Essential plan without a payment.</span>
              </label>
              <Switch id={id('premium')} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
            </div>
          )}
        />
      )}
    </div>
  );
}
