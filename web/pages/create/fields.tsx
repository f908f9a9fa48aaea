import type { ReactNode } from 'react';
import { Label } from '#web/components/ui/label';
import { NativeSelect } from '#web/components/ui/native-select';
import { Textarea } from '#web/components/ui/textarea';
import { cn } from '#web/lib/cn';
import type { FormTabProps } from './formProps';
import type { StoryForm } from './storyForm';

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  /** How an option reads; the value itself by default. */
  format?: (value: T) => string;
  /** What the select shows while the form holds a value none of its options has. */
  unlisted?: string;
}

function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  format = (v) => v,
  unlisted = '',
}: SelectFieldProps<T>) {
  const listed = options.includes(value);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={listed ? value : ''} onChange={(event) => onChange(event.target.value as T)}>
        {!listed && (
          <option value="" disabled>
            {unlisted}
          </option>
        )}
        {options.map((option) => (
          <option key={option} value={option}>
            {format(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

interface TextareaFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

function TextareaField({ id, label, value, placeholder, onChange }: TextareaFieldProps) {
  return (
    <div className="space-y-2 sm:col-span-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={2000}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The form's fields that hold text. */
type TextKey = { [K in keyof StoryForm]-?: StoryForm[K] extends string ? K : never }[keyof StoryForm];

/** One field of a wizard tab, declared once; `FormFields` draws it, its id being the form's key. */
export type FieldConfig =
  | {
      kind: 'select';
      key: TextKey;
      label: string;
      options: readonly string[];
      format?: (value: string) => string;
      /** What the select shows while the form's value is none of its options. */
      unlisted?: string;
    }
  | { kind: 'textarea'; key: TextKey; label: string; placeholder: string };

/** Draws a tab's declared fields, in order, each bound to its key of the form. */
export function FormFields({ fields, form, update }: FormTabProps & { fields: readonly FieldConfig[] }) {
  return fields.map((field) => {
    const onChange = (value: string) => update(field.key, value as StoryForm[TextKey]);
    return field.kind === 'select' ? (
      <SelectField
        key={field.key}
        id={field.key}
        label={field.label}
        value={form[field.key]}
        options={field.options}
        format={field.format}
        unlisted={field.unlisted}
        onChange={onChange}
      />
    ) : (
      <TextareaField
        key={field.key}
        id={field.key}
        label={field.label}
        placeholder={field.placeholder}
        value={form[field.key]}
        onChange={onChange}
      />
    );
  });
}

interface OptionCardsProps<T extends string | number> {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; title: string; detail: ReactNode }[];
  onChange: (value: T) => void;
}

/** A radio group drawn as cards: each option's title and a line of detail. */
export function OptionCards<T extends string | number>({
  name,
  legend,
  value,
  options,
  onChange,
}: OptionCardsProps<T>) {
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-foreground/90">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer flex-col gap-1 rounded-xl border bg-background/40 p-4 transition-colors hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/50',
              option.value === value ? 'border-primary bg-primary/10' : 'border-border',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="font-semibold text-foreground">{option.title}</span>
            <span className="text-xs leading-relaxed text-muted-foreground">{option.detail}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
