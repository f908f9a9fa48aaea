import { CREATION_DEFAULTS, WIZARD_LOCATIONS as LOCATIONS } from '#common/catalogue/storyChoices';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { type FieldConfig, FormFields } from './fields';
import type { FormTabProps } from './formProps';
import { ATMOSPHERES, TIME_PERIODS } from './options';

const listed = (place: string) => (LOCATIONS as readonly string[]).includes(place);

const placeFields: readonly FieldConfig[] = [
  {
    kind: 'textarea',
    key: 'fantasy',
    label: 'Your fantasy (optional)',
    placeholder: 'In your own words: who, where, what happens between you… Every chapter is written from it.',
  },
  { kind: 'select', key: 'timePeriod', label: 'Time period', options: TIME_PERIODS },
  {
    kind: 'select',
    key: 'location',
    label: 'Location',
    options: LOCATIONS,
    unlisted: 'A place of your own (below)',
  },
];

const moodFields: readonly FieldConfig[] = [
  { kind: 'select', key: 'atmosphere', label: 'Atmosphere', options: ATMOSPHERES },
  {
    kind: 'textarea',
    key: 'settingDescription',
    label: 'Describe the setting',
    placeholder: 'Warm sand, lanterns along the pier, a storm rolling in over the bay…',
  },
];

export function SettingTab({ form, update }: FormTabProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormFields fields={placeFields} form={form} update={update} />
      <div className="space-y-2">
        <Label htmlFor="ownPlace">Or a place of your own</Label>
        <Input
          id="ownPlace"
          maxLength={100}
          placeholder="A lighthouse on Skye"
          value={listed(form.location) ? '' : form.location}
          // Emptied, the place goes back to the list's default.
          onChange={(event) =>
            update('location', event.target.value.trim() ? event.target.value : CREATION_DEFAULTS.location)
          }
        />
      </div>
      <FormFields fields={moodFields} form={form} update={update} />
    </div>
  );
}
