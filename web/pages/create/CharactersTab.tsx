import { GENDERS } from '#common/catalogue/storyChoices';
import { SelectField, TextareaField } from './fields';
import type { FormTabProps } from './formProps';
import { RELATIONSHIPS } from './options';

export function CharactersTab({ form, update }: FormTabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        id="protagonistGender"
        label="Protagonist"
        value={form.protagonistGender}
        options={GENDERS}
        onChange={(v) => update('protagonistGender', v)}
      />
      <SelectField
        id="partnerGender"
        label="Partner"
        value={form.partnerGender}
        options={GENDERS}
        onChange={(v) => update('partnerGender', v)}
      />
      <SelectField
        id="relationship"
        label="Relationship"
        value={form.relationship}
        options={RELATIONSHIPS}
        onChange={(v) => update('relationship', v)}
      />
      <TextareaField
        id="protagonistDescription"
        label="Describe the protagonist"
        placeholder="A curious architect in her thirties, on her first holiday in years…"
        value={form.protagonistDescription}
        onChange={(v) => update('protagonistDescription', v)}
      />
      <TextareaField
        id="loveInterestDescription"
        label="Describe the love interest"
        placeholder="A quiet sailing instructor with a crooked smile…"
        value={form.loveInterestDescription}
        onChange={(v) => update('loveInterestDescription', v)}
      />
    </div>
  );
}
