import { GENDERS } from '#common/catalogue/storyChoices';
import { type FieldConfig, FormFields } from './fields';
import type { FormTabProps } from './formProps';
import { RELATIONSHIPS } from './options';

const fields: readonly FieldConfig[] = [
  { kind: 'select', key: 'protagonistGender', label: 'Protagonist', options: GENDERS },
  { kind: 'select', key: 'partnerGender', label: 'Partner', options: GENDERS },
  { kind: 'select', key: 'relationship', label: 'Relationship', options: RELATIONSHIPS },
  {
    kind: 'textarea',
    key: 'protagonistDescription',
    label: 'Describe the protagonist',
    placeholder: 'A curious architect in her thirties, on her first holiday in years…',
  },
  {
    kind: 'textarea',
    key: 'loveInterestDescription',
    label: 'Describe the love interest',
    placeholder: 'A quiet sailing instructor with a crooked smile…',
  },
];

export function CharactersTab(props: FormTabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormFields fields={fields} {...props} />
    </div>
  );
}
